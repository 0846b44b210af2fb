import { Container, Title } from '@mantine/core';

export default function EventDetailPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>EventDetail</Title>
    </Container>
  );
}
