import { Container, Title } from '@mantine/core';

export default function DiscoverAreaPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>DiscoverArea</Title>
    </Container>
  );
}
