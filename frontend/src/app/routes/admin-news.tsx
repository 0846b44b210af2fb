import { Container, Title } from '@mantine/core';

export default function AdminNewsPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>AdminNews</Title>
    </Container>
  );
}
