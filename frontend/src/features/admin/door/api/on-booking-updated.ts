import { useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { BOOKING_CREATED } from '../../inbox/api/on-inbox-created.ts';
import { AdminBookingUpdatedDocument } from './on-booking-updated.generated.ts';

export const BOOKING_UPDATED = AdminBookingUpdatedDocument;

const RETRY_MS = 3000;

/**
 * Runs `refetch` again, never twice at once: a burst of changes (a busy evening, two phones
 * tapping) makes one request in flight and at most one after it, not one per change.
 */
export function useCoalescedRefetch(refetch: () => Promise<unknown>): () => void {
  const latest = useRef(refetch);
  const busy = useRef(false);
  const again = useRef(false);
  useEffect(() => {
    latest.current = refetch;
  }, [refetch]);
  return useCallback(() => {
    if (busy.current) {
      again.current = true;
      return;
    }
    busy.current = true;
    void (async () => {
      try {
        do {
          again.current = false;
          await latest.current().catch(() => undefined);
        } while (again.current);
      } finally {
        busy.current = false;
      }
    })();
  }, []);
}

/**
 * Live bookings for the staff's screens: a new booking or a change (status, a check-in on another
 * phone) calls `onChange`. The changed booking itself lands in the cache (normalised by _id) as it
 * arrives, so its row updates before any refetch answers.
 */
export function useBookingChanges(onChange: () => void) {
  const created = useSubscription(BOOKING_CREATED, {
    // A refused subscription (token expired when the socket opened) is retried with a fresh one.
    onError: () => setTimeout(() => created.restart(), RETRY_MS),
    onData: () => onChange(),
  });
  const updated = useSubscription(BOOKING_UPDATED, {
    onError: () => setTimeout(() => updated.restart(), RETRY_MS),
    onData: () => onChange(),
  });
}
