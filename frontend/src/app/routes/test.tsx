import { Container, Title } from '@mantine/core';

export default function TestPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Test</Title>
    </Container>
  );
}
