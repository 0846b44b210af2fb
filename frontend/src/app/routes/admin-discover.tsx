import { Container, Title } from '@mantine/core';

export default function AdminDiscoverPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>AdminDiscover</Title>
    </Container>
  );
}
