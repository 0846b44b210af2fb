import { AdminUpdateAreaDocument } from './update-area.generated.ts';
import { useMutation } from '@apollo/client/react';
import { AREA_WRITE_OPTIONS } from './get-areas.ts';

export const UPDATE_AREA = AdminUpdateAreaDocument;

export function useUpdateArea() {
  return useMutation(UPDATE_AREA, AREA_WRITE_OPTIONS);
}
