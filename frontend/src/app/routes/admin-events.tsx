import { Container, Title } from '@mantine/core';

export default function AdminEventsPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>AdminEvents</Title>
    </Container>
  );
}
