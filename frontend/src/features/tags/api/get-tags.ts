import { GetTagsDocument } from './get-tags.generated.ts';
import type { GetTagsQuery } from '@/graphql/generated/operations.ts';

export type Tag = GetTagsQuery['tags'][number];

/** The spec's `tag` slice (listTag): every tag, for the events page's searchable list. The header
 *  and the chips ask for the featured ones (`get-featured-tags.ts`). */
export const GET_TAGS = GetTagsDocument;
