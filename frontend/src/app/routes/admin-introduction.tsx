import { Container, Title } from '@mantine/core';

export default function AdminIntroductionPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>AdminIntroduction</Title>
    </Container>
  );
}
