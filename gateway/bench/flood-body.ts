/** A booking 8 days ahead, unique per call, as a visitor's form would send it. */
export function bookingBody(n: number, kind: string, eventId?: string): string {
  const date = new Date(Date.now() + 8 * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10);
  return JSON.stringify({
    name: `${kind} ${n}`,
    phone: '+84 912 345 678',
    email: `${kind}-${n}-${Date.now()}@bench.test`,
    date,
    timeSlot: '20:00',
    guests: 2,
    eventId,
    language: n % 2 ? 'vi' : 'en',
  });
}
