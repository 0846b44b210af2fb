import { Container, Title } from '@mantine/core';

export default function DiscoverPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Discover</Title>
    </Container>
  );
}
