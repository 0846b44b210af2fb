import { Container, Title } from '@mantine/core';

export default function AdminGeneralPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>AdminGeneral</Title>
    </Container>
  );
}
