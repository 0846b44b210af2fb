import { Container, Title } from '@mantine/core';

export default function NewsDetailPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>NewsDetail</Title>
    </Container>
  );
}
