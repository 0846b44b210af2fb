import { Container, Title } from '@mantine/core';

export default function EventTagPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>EventTag</Title>
    </Container>
  );
}
