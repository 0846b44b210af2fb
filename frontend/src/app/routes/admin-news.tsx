import { Table } from '@mantine/core';
import { formatVenue } from '@/features/admin/lib/dates.ts';
import { useDeleteNews } from '@/features/admin/news/api/delete-news.ts';
import type { AdminNews } from '@/features/admin/news/api/fragments.ts';
import { useAdminNewsList } from '@/features/admin/news/api/get-news-list.ts';
import { usePublishNews } from '@/features/admin/news/api/publish-news.ts';
import { NewsEditor } from '@/features/admin/news/components/news-editor.tsx';
import { tVi } from '@/features/admin/i18n/index.ts';
import { ContentListPage } from '@/features/admin/shared/content-list-page.tsx';
import { useContentList } from '@/features/admin/shared/use-content-list.ts';
import { PAGE_PATHS } from '@gateway/lib/site-paths.ts';

/** /admin/news — 'Tin tức': searchable, filterable table and the editor drawer. */
export default function AdminNewsPage() {
  const list = useContentList();
  const query = useAdminNewsList({ ...list.filters, page: list.page, pageSize: list.pageSize });
  const [remove] = useDeleteNews();
  const setPublished = usePublishNews();
  return (
    <ContentListPage<AdminNews>
      title={tVi('news.title')}
      noun={tVi('news.noun')}
      deleteNoun={tVi('news.deleteNoun')}
      publicPath={PAGE_PATHS.news}
      testId="news-table"
      minWidth={760}
      list={list}
      query={{ ...query, data: query.data?.newsList }}
      remove={(id) => remove({ variables: { id } })}
      setPublished={setPublished}
      dateColumn={{
        header: tVi('news.dateColumn'),
        cell: (e) => (
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatVenue(e.publishedAt) || '—'}</Table.Td>
        ),
      }}
      editor={({ item, onSaved, onDirtyChange }) => (
        <NewsEditor news={item} onSaved={onSaved} onDirtyChange={onDirtyChange} />
      )}
    />
  );
}
