import { Container, Title } from '@mantine/core';

export default function NotFoundPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Not found</Title>
      <Title order={2} fz={120}>
        404
      </Title>
    </Container>
  );
}
