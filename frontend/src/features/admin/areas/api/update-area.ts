import { gql } from '@/lib/gql.ts';
import { useMutation } from '@apollo/client/react';
import type { AreaInputVars } from './area-input.ts';
import { ADMIN_AREA_FIELDS, AREA_WRITE_OPTIONS, type AdminArea } from './get-areas.ts';

export const UPDATE_AREA = gql`
  mutation AdminUpdateArea($id: ID!, $input: AreaInput!) {
    updateArea(id: $id, input: $input) {
      ${ADMIN_AREA_FIELDS}
    }
  }
`;

export function useUpdateArea() {
  return useMutation<{ updateArea: AdminArea }, { id: string; input: AreaInputVars }>(
    UPDATE_AREA,
    AREA_WRITE_OPTIONS,
  );
}
