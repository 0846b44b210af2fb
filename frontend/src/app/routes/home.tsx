import { Container, Title } from '@mantine/core';

export default function HomePage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Home</Title>
    </Container>
  );
}
