import { gql } from '@/lib/gql.ts';
import { useMutation } from '@apollo/client/react';
import type { AreaInputVars } from './area-input.ts';
import { ADMIN_AREA_FIELDS, AREA_WRITE_OPTIONS, type AdminArea } from './get-areas.ts';

export const CREATE_AREA = gql`
  mutation AdminCreateArea($input: AreaInput!) {
    createArea(input: $input) {
      ${ADMIN_AREA_FIELDS}
    }
  }
`;

export function useCreateArea() {
  return useMutation<{ createArea: AdminArea }, { input: AreaInputVars }>(CREATE_AREA, AREA_WRITE_OPTIONS);
}
