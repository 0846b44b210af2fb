import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { PublishStatus } from './publishable.ts';

export const CONTENT_PAGE_SIZE = 10;

/** The filters a content list sends; unset filters are left out rather than sent as null. */
export interface ContentFilters {
  search?: string;
  tagId?: string;
  status?: PublishStatus;
}

/** The filter and page state of an admin content list (events, news): a changed filter goes to page 1. */
export function useContentList() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [tagId, setTagId] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const filters: ContentFilters = {
    ...(debounced ? { search: debounced } : {}),
    ...(tagId ? { tagId } : {}),
    ...(status ? { status: status as PublishStatus } : {}),
  };
  const onFilter =
    <V>(set: (value: V) => void) =>
    (value: V) => (set(value), setPage(1));
  return {
    search,
    tagId,
    status,
    page,
    setPage,
    setSearch: onFilter(setSearch),
    setTagId: onFilter(setTagId),
    setStatus: onFilter(setStatus),
    filters,
    pageSize: CONTENT_PAGE_SIZE,
  };
}

export type ContentList = ReturnType<typeof useContentList>;
