/**
 * How many guests one booking may bring: the schema's bounds (bookings.schemas.ts), and the booking
 * form's stepper, which renders before the schema (and zod with it) is loaded on first use.
 */
export const GUESTS = { min: 1, max: 50 } as const;
