import { useMutation } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import type { AdminEventFieldsFragment, AdminNewsFieldsFragment } from '@/graphql/generated/operations.ts';
import { evictRootFields } from '../lib/cache.ts';
import { toImageInput, type AdminImage } from '../lib/images.ts';

// What the admin's events and news share: the fields of a publishable item, its form values and
// input, and the publish toggle.

export type PublishStatus = 'draft' | 'published';

/** The fields an event and a news post share in the admin: what their generated fragments have in common. */
export type AdminPublishable = {
  [K in keyof AdminEventFieldsFragment & keyof AdminNewsFieldsFragment]: AdminNewsFieldsFragment[K];
};

/** The editor's values every publishable item has. */
export interface PublishableForm {
  slug: string;
  titleVi: string;
  titleEn: string;
  summaryVi: string;
  summaryEn: string;
  contentVi: string;
  contentEn: string;
  cover: AdminImage | null;
  tagIds: string[];
  status: PublishStatus;
  featured: boolean;
}

export const EMPTY_PUBLISHABLE: PublishableForm = {
  slug: '',
  titleVi: '',
  titleEn: '',
  summaryVi: '',
  summaryEn: '',
  contentVi: '',
  contentEn: '',
  cover: null,
  tagIds: [],
  status: 'draft',
  featured: false,
};

export function publishableToForm(item: AdminPublishable): PublishableForm {
  return {
    slug: item.slug,
    titleVi: item.titleVi,
    titleEn: item.titleEn,
    summaryVi: item.summaryVi,
    summaryEn: item.summaryEn,
    contentVi: item.contentVi,
    contentEn: item.contentEn,
    cover: item.cover,
    tagIds: item.tags.map((t) => t._id),
    status: item.status,
    featured: item.featured,
  };
}

/** The shared part of EventInput and NewsInput (ImageInput without __typename; a blank slug left out). */
export function toPublishableInput(v: PublishableForm) {
  return {
    ...(v.slug.trim() ? { slug: v.slug.trim() } : {}),
    titleVi: v.titleVi,
    titleEn: v.titleEn,
    summaryVi: v.summaryVi,
    summaryEn: v.summaryEn,
    contentVi: v.contentVi,
    contentEn: v.contentEn,
    cover: toImageInput(v.cover),
    tagIds: v.tagIds,
    status: v.status,
    featured: v.featured,
  };
}

/** Publish or unpublish from a list (one toggle, two documents), then drop the cached root fields. */
export function usePublishToggle(
  publishDocument: DocumentNode,
  unpublishDocument: DocumentNode,
  ...rootFields: string[]
) {
  const options = {
    update: (cache: Parameters<typeof evictRootFields>[0]) => evictRootFields(cache, ...rootFields),
  };
  const [publish] = useMutation<unknown, { id: string }>(publishDocument, options);
  const [unpublish] = useMutation<unknown, { id: string }>(unpublishDocument, options);
  return (id: string, published: boolean) => (published ? publish : unpublish)({ variables: { id } });
}
