import { Container, Title } from '@mantine/core';

export default function ThanksPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Thanks</Title>
    </Container>
  );
}
