import { Container, Title } from '@mantine/core';

export default function BookingPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Booking</Title>
    </Container>
  );
}
