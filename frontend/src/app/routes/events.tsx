import { Container, Title } from '@mantine/core';

export default function EventsPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Events</Title>
    </Container>
  );
}
