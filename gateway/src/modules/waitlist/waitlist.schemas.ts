import { z } from 'zod';
import { bookingInput, managedBookingOutput } from '../bookings/bookings.schemas.ts';

export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'expired'] as const;
export const waitlistStatus = z.enum(WAITLIST_STATUSES, { error: 'Trạng thái không hợp lệ' });

/** What the booking form sends, for a slot that is full. */
export const waitlistInput = bookingInput.omit({ note: true });

export const waitlistListQuery = z.object({
  status: waitlistStatus.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** An accepted offer: the booking made, with the link to manage it (as a new booking's answer has). */
export const acceptedOfferOutput = managedBookingOutput.extend({
  manageUrl: z.string().meta({ description: "Site-relative link to the visitor's page for the booking" }),
});
export type AcceptedOffer = z.output<typeof acceptedOfferOutput>;
