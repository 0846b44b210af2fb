import { gql } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { evictRootFields } from '../../lib/cache.ts';
import type { AreaInputVars } from './area-input.ts';
import { ADMIN_AREAS, type AdminArea } from './get-areas.ts';

export const UPDATE_AREA = gql`
  mutation AdminUpdateArea($id: ID!, $input: AreaInput!) {
    updateArea(id: $id, input: $input) {
      _id
      slug
      name
      nameVi
      nameEn
      summaryVi
      summaryEn
      descriptionVi
      descriptionEn
      cover { public_id secure_url width height placeholder }
      gallery { public_id secure_url width height placeholder }
      order
    }
  }
`;

export function useUpdateArea() {
  return useMutation<{ updateArea: AdminArea }, { id: string; input: AreaInputVars }>(UPDATE_AREA, {
    update: (cache) => evictRootFields(cache, 'areas', 'area'),
    refetchQueries: [ADMIN_AREAS],
  });
}
