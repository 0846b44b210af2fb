import mongoose from 'mongoose';
import { publish } from '../../lib/content-bus.ts';
import { conflict, notFound, toAppError } from '../../lib/errors.ts';
import { objectId } from '../../lib/ids.ts';
import { stepDone } from '../../lib/kill-switch.ts';
import { parseInput } from '../../lib/validate.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { requireRole } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { fullError, slotOf } from '../capacity/capacity.service.ts';
import { placesSection } from '../capacity/places.ts';
import { BookingModel } from './bookings.model.ts';
import { bookingStatusInput, type Booking, type BookingStatus } from './bookings.schemas.ts';
import { inbox, mailsWritten, settleLater, statusChangeMails, toBooking } from './bookings.service.ts';

export async function setBookingStatus({
  id,
  status,
  user,
}: {
  id: string;
  status: unknown;
  user?: AuthUser;
}): Promise<Booking> {
  requireRole(user, 'editor');
  const _id = objectId(id, 'Booking');
  const data = parseInput(bookingStatusInput, { status });
  return changeStatus(_id, data.status, { user });
}

/**
 * One decision on the booking (and on its slot's places, when they move): read, checked and
 * written alone among the decisions on them (db/exclusive.ts). The same status asked again changes
 * nothing and mails nothing. Cancelling gives the places back; taking a cancelled booking back
 * takes them again, or refuses when they are gone. The visitor's mail of the change (numbered by
 * `statusChanges`) and the reminder follow in the same decision.
 */
export async function changeStatus(
  _id: mongoose.Types.ObjectId,
  status: BookingStatus,
  actor: { user?: AuthUser; visitor?: boolean },
): Promise<Booking> {
  // Two changes at once: the later one is decided again on what the first one wrote.
  for (let attempt = 1; ; attempt++) {
    try {
      return await changeStatusOnce(_id, status, actor);
    } catch (error) {
      if (
        attempt >= 3 ||
        (error as { fields?: Record<string, string> }).fields?.status !== 'changed meanwhile'
      )
        throw error;
    }
  }
}

async function changeStatusOnce(
  _id: mongoose.Types.ObjectId,
  status: BookingStatus,
  actor: { user?: AuthUser; visitor?: boolean },
): Promise<Booking> {
  await mailsWritten(String(_id));
  const seen = await BookingModel.findById(_id).lean<Record<string, unknown>>();
  if (!seen) throw notFound('Booking');
  if (seen.status === status) return toBooking(seen);
  // The slot a cancelled booking would take its places back from (its area's or event's now).
  const back = seen.status === 'cancelled' ? await slotOf(toBooking(seen), { check: false }) : null;
  const slotKeys = [seen.slot as string | undefined, back?.key].filter((k): k is string => Boolean(k));
  // Told once written, even when the request was answered 503 meanwhile.
  const announce = (done: Decided | null) => {
    if (!done?.before) return;
    const { booking, before, freed } = done;
    inbox.put(booking);
    recordAudit({
      user: actor.user,
      action: 'status',
      type: 'booking',
      id: String(_id),
      label: actor.visitor ? `${booking.name} (khách tự huỷ)` : booking.name,
      before: { status: before },
      after: { status: booking.status },
    });
    publish('bookingUpdated', booking);
    if (freed) placesFreed(freed);
  };
  const result = await placesSection(
    slotKeys,
    [String(_id)],
    async (places): Promise<Decided | null> => {
      const current = await BookingModel.findById(_id).lean<Record<string, unknown>>();
      if (!current) throw notFound('Booking');
      if (current.status === status) return { booking: toBooking(current) };
      // Changed between the first read and the decision: the places it moves may be others.
      if (current.status !== seen.status || current.placesHeld !== seen.placesHeld)
        throw conflict('Trạng thái vừa được người khác thay đổi, hãy thử lại', {
          status: 'changed meanwhile',
        });
      const releasing = status === 'cancelled' && current.placesHeld === true;
      const retaking = back?.limit != null;
      if (retaking) {
        if (!(await places.take(back.key, back.limit, current.guests as number))) return null;
      }
      const change = ((current.statusChanges as number | undefined) ?? 0) + 1;
      const doc = await BookingModel.findOneAndUpdate(
        { _id, status: current.status, statusChanges: (current.statusChanges as number | undefined) ?? 0 },
        {
          $set: {
            status,
            statusChanges: change,
            ...(releasing ? { placesHeld: false } : {}),
            ...(status === 'cancelled' ? { cancelledBy: actor.visitor ? 'visitor' : 'staff' } : {}),
            ...(retaking ? { placesHeld: true, slot: back.key } : {}),
          },
        },
        { returnDocument: 'after', runValidators: true },
      ).lean<Record<string, unknown>>();
      if (!doc)
        throw conflict('Trạng thái vừa được người khác thay đổi, hãy thử lại', {
          status: 'changed meanwhile',
        });
      stepDone('status-changed');
      if (releasing) await places.give(current.slot as string, current.guests as number);
      const booking = toBooking(doc);
      await statusChangeMails(
        booking,
        current.status as BookingStatus,
        change,
        actor.visitor ? 'visitor' : 'staff',
      );
      return {
        booking,
        before: current.status as BookingStatus,
        freed: releasing ? (current.slot as string) : undefined,
      };
    },
    announce,
  ).catch((error: unknown) => {
    // Its write may land after this answer: read back once the database answers again.
    if (toAppError(error).code === 'SERVICE_UNAVAILABLE') settleLater(String(_id));
    throw error;
  });
  if (result === null) throw await fullError(toBooking(seen));
  return result.booking;
}

/** A status change decided: the booking after it, and what it was before (none: no change). */
interface Decided {
  booking: Booking;
  before?: BookingStatus;
  /** The slot whose places it gave back. */
  freed?: string;
}

const freedListeners: ((slot: string) => void)[] = [];
/** Places of `slot` came back (the waiting list offers them). */
export function onPlacesFreed(listener: (slot: string) => void): void {
  freedListeners.push(listener);
}
function placesFreed(slot: string): void {
  for (const listener of freedListeners) listener(slot);
}
