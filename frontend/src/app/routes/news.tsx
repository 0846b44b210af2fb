import { Container, Title } from '@mantine/core';

export default function NewsPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>News</Title>
    </Container>
  );
}
