import { useMutation } from '@apollo/client/react';
import { AdminCheckInDocument } from './check-in.generated.ts';
import { DOOR_LIST } from './door-list.ts';

export const CHECK_IN = AdminCheckInDocument;

/** arrived: how many of the party came; noShow: nobody came; neither: undo. */
export function useCheckIn() {
  // The day's counts follow at once, even when the live socket is down.
  return useMutation(CHECK_IN, { refetchQueries: [DOOR_LIST] });
}
