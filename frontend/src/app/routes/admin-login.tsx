import { Container, Title } from '@mantine/core';

export default function AdminLoginPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>AdminLogin</Title>
    </Container>
  );
}
