import { gql } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { evictRootFields } from '../../lib/cache.ts';
import type { AreaInputVars } from './area-input.ts';
import { ADMIN_AREAS, type AdminArea } from './get-areas.ts';

export const CREATE_AREA = gql`
  mutation AdminCreateArea($input: AreaInput!) {
    createArea(input: $input) {
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

export function useCreateArea() {
  return useMutation<{ createArea: AdminArea }, { input: AreaInputVars }>(CREATE_AREA, {
    update: (cache) => evictRootFields(cache, 'areas', 'area'),
    refetchQueries: [ADMIN_AREAS],
  });
}
