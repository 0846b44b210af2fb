import { Container, Title } from '@mantine/core';

export default function ContactPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Contact</Title>
    </Container>
  );
}
