import type { TypedDocumentNode } from '@apollo/client';
import { gql } from '@/lib/gql.ts';
import { useQuery } from '@apollo/client/react';
import type { GetTagQuery, GetTagQueryVariables } from '@/graphql/generated/operations.ts';

export const GET_TAG: TypedDocumentNode<GetTagQuery, GetTagQueryVariables> = gql`
  query GetTag($id: ID, $slug: String) {
    tag(id: $id, slug: $slug) {
      _id
      nameVi
      nameEn
      slug
    }
  }
`;

const OBJECT_ID = /^[a-f0-9]{24}$/i;

/** The header links with the tag's _id while the route is /event/tag/{slug}: accept both. */
export function useTagByIdOrSlug(idOrSlug: string) {
  const variables = OBJECT_ID.test(idOrSlug) ? { id: idOrSlug } : { slug: idOrSlug };
  return useQuery(GET_TAG, { variables, fetchPolicy: 'cache-and-network' });
}
