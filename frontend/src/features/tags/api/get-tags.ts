import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

export interface Tag {
  _id: string;
  nameVi: string;
  nameEn: string;
  slug: string;
}

/** The spec's `tag` slice (listTag): used by the header's EVENT dropdown and the tag filter. */
export const GET_TAGS: TypedDocumentNode<{ tags: Tag[] }> = gql`
  query GetTags {
    tags {
      _id
      nameVi
      nameEn
      slug
    }
  }
`;

export function useTags() {
  return useQuery(GET_TAGS, { fetchPolicy: 'cache-and-network' });
}
