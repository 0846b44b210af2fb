import { Table, Text } from '@mantine/core';
import { useDeleteEvent } from '@/features/admin/events/api/delete-event.ts';
import type { AdminEvent } from '@/features/admin/events/api/fragments.ts';
import { useAdminEvents } from '@/features/admin/events/api/get-events.ts';
import { usePublishEvent } from '@/features/admin/events/api/publish-event.ts';
import { EventEditor } from '@/features/admin/events/components/event-editor.tsx';
import { EventPlacesField } from '@/features/admin/capacity/components/event-places-field.tsx';
import { tVi } from '@/features/admin/i18n/index.ts';
import { formatVenue } from '@/features/admin/lib/dates.ts';
import { ContentListPage } from '@/features/admin/shared/content-list-page.tsx';
import { useContentList } from '@/features/admin/shared/use-content-list.ts';
import { PAGE_PATHS } from '@gateway/lib/site-paths.ts';

/** /admin/events — 'Sự kiện': searchable, filterable table and the editor drawer. */
export default function AdminEventsPage() {
  const list = useContentList();
  const query = useAdminEvents({
    filter: { when: 'ALL', ...list.filters },
    page: list.page,
    pageSize: list.pageSize,
  });
  const [remove] = useDeleteEvent();
  const setPublished = usePublishEvent();
  return (
    <ContentListPage<AdminEvent>
      title={tVi('events.title')}
      noun={tVi('events.noun')}
      publicPath={PAGE_PATHS.events}
      testId="events-table"
      minWidth={720}
      list={list}
      query={{ ...query, data: query.data?.events }}
      remove={(id) => remove({ variables: { id } })}
      setPublished={setPublished}
      dateColumn={{
        header: tVi('events.dateColumn'),
        cell: (e) => (
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatVenue(e.startAt)}
            </Text>
            <Text size="xs" c="dimmed">
              {e.area?.name ?? '—'}
            </Text>
          </Table.Td>
        ),
      }}
      editor={({ item, onSaved, onDirtyChange }) => (
        <>
          <EventEditor event={item} onSaved={onSaved} onDirtyChange={onDirtyChange} />
          {/* Places are set apart from the content: they apply at once, published or not. */}
          {item ? <EventPlacesField eventId={item._id} /> : null}
        </>
      )}
    />
  );
}
