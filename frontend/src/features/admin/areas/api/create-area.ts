import { AdminCreateAreaDocument } from './create-area.generated.ts';
import { useMutation } from '@apollo/client/react';
import { AREA_WRITE_OPTIONS } from './get-areas.ts';

export const CREATE_AREA = AdminCreateAreaDocument;

export function useCreateArea() {
  return useMutation(CREATE_AREA, AREA_WRITE_OPTIONS);
}
