import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconExternalLink, IconPencil, IconPlus, IconSearch, IconStarFilled, IconTags, IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { AdminPage, EmptyState, FailureState, LoadingState } from '@/features/admin/components/admin-page.tsx';
import { EditorDrawer } from '@/features/admin/components/editor-drawer.tsx';
import { useDeleteEvent } from '@/features/admin/events/api/delete-event.ts';
import type { AdminEvent, PublishStatus } from '@/features/admin/events/api/fragments.ts';
import { useAdminEvents } from '@/features/admin/events/api/get-events.ts';
import { usePublishEvent } from '@/features/admin/events/api/publish-event.ts';
import { EventEditor } from '@/features/admin/events/components/event-editor.tsx';
import { formatVenue } from '@/features/admin/lib/dates.ts';
import { toastError, toastSuccess } from '@/features/admin/lib/form.ts';
import { modals } from '@/features/admin/lib/modals.ts';
import { useAdminTags } from '@/features/admin/tags/api/get-tags.ts';
import { TagManager } from '@/features/admin/tags/components/tag-manager.tsx';

const PAGE_SIZE = 10;

/** /admin/events — 'Sự kiện': searchable, filterable table and the editor drawer. */
export default function AdminEventsPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [tagId, setTagId] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminEvent | 'new' | null>(null);
  const [dirty, setDirty] = useState(false);
  const [managingTags, setManagingTags] = useState(false);
  const tags = useAdminTags();
  const query = useAdminEvents({
    // Unset filters are left out rather than sent as null.
    filter: {
      when: 'ALL',
      ...(debounced ? { search: debounced } : {}),
      ...(tagId ? { tagId } : {}),
      ...(status ? { status: status as PublishStatus } : {}),
    },
    page,
    pageSize: PAGE_SIZE,
  });
  const [remove] = useDeleteEvent();
  const setPublished = usePublishEvent();
  const onDirtyChange = useCallback((d: boolean) => setDirty(d), []);
  const data = query.data?.events;

  const del = async (event: AdminEvent) => {
    if (!(await modals.confirm(`Xoá sự kiện "${event.titleVi}"? Không thể hoàn tác.`, { confirmLabel: 'Xoá', danger: true }))) return;
    try {
      await remove({ variables: { id: event._id } });
      toastSuccess('Đã xoá sự kiện');
      void query.refetch();
    } catch (e) {
      toastError(e, 'Không xoá được');
    }
  };
  const toggle = async (event: AdminEvent, published: boolean) => {
    try {
      await setPublished(event._id, published);
      toastSuccess(published ? 'Đã đăng sự kiện' : 'Đã chuyển về bản nháp');
      void query.refetch();
    } catch (e) {
      toastError(e);
    }
  };

  return (
    <AdminPage
      title="Sự kiện"
      description="Tạo, sửa, đăng và gỡ sự kiện"
      actions={
        <>
          <Button variant="default" leftSection={<IconTags size={16} />} onClick={() => setManagingTags(true)}>
            Quản lý thẻ
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Thêm sự kiện
          </Button>
        </>
      }
    >
      <Group gap="sm" align="flex-end">
        <TextInput
          aria-label="Tìm kiếm"
          placeholder="Tìm theo tiêu đề"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => (setSearch(e.currentTarget.value), setPage(1))}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          aria-label="Lọc theo thẻ"
          placeholder="Tất cả thẻ"
          data={(tags.data?.tags ?? []).map((t) => ({ value: t._id, label: t.nameVi }))}
          value={tagId}
          onChange={(v) => (setTagId(v), setPage(1))}
          clearable
          searchable
          style={{ flex: '1 1 160px' }}
        />
        <Select
          aria-label="Lọc theo trạng thái"
          placeholder="Mọi trạng thái"
          data={[
            { value: 'draft', label: 'Bản nháp' },
            { value: 'published', label: 'Đã đăng' },
          ]}
          value={status}
          onChange={(v) => (setStatus(v), setPage(1))}
          clearable
          style={{ flex: '1 1 160px' }}
        />
      </Group>

      {query.loading && !data ? <LoadingState /> : null}
      {query.error && !data ? <FailureState error={query.error} /> : null}
      {data && data.items.length === 0 ? <EmptyState>Không có sự kiện nào phù hợp.</EmptyState> : null}
      {data && data.items.length > 0 ? (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover verticalSpacing="sm" data-testid="events-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Tiêu đề</Table.Th>
                  <Table.Th>Thời gian · Khu vực</Table.Th>
                  <Table.Th>Thẻ</Table.Th>
                  <Table.Th>Đăng</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((e) => (
                  <Table.Tr key={e._id}>
                    <Table.Td maw={320}>
                      <Group gap={6} wrap="nowrap">
                        {e.featured ? <IconStarFilled size={14} color="var(--mantine-color-gold-6)" aria-label="Nổi bật" /> : null}
                        <Anchor component="button" type="button" fw={600} onClick={() => setEditing(e)} ta="left" lineClamp={2}>
                          {e.titleVi}
                        </Anchor>
                      </Group>
                      <Text size="xs" c="dimmed">
                        /event/{e.slug}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatVenue(e.startAt)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {e.area?.name ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {e.tags.map((t) => (
                          <Badge key={t._id} variant="light" size="sm">
                            {t.nameVi}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4} align="flex-start">
                        <Switch
                          aria-label={`Đăng ${e.titleVi}`}
                          checked={e.status === 'published'}
                          onChange={(ev) => void toggle(e, ev.currentTarget.checked)}
                        />
                        {e.scheduled ? (
                          <Badge size="xs" color="blue" variant="light" miw="max-content">
                            Hẹn giờ
                          </Badge>
                        ) : null}
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Tooltip label="Xem trước">
                          <ActionIcon component="a" href={`/event/${e.slug}`} target="_blank" variant="default" aria-label={`Xem trước ${e.titleVi}`}>
                            <IconExternalLink size={16} />
                          </ActionIcon>
                        </Tooltip>
                        <ActionIcon variant="default" aria-label={`Sửa ${e.titleVi}`} onClick={() => setEditing(e)}>
                          <IconPencil size={16} />
                        </ActionIcon>
                        <ActionIcon color="red" variant="light" aria-label={`Xoá ${e.titleVi}`} onClick={() => void del(e)}>
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {data.total} sự kiện
            </Text>
            {data.total > PAGE_SIZE ? (
              <Pagination total={Math.ceil(data.total / PAGE_SIZE)} value={page} onChange={setPage} />
            ) : null}
          </Group>
        </>
      ) : null}

      <EditorDrawer
        opened={editing !== null}
        title={editing === 'new' ? 'Thêm sự kiện' : 'Sửa sự kiện'}
        dirty={dirty}
        onClose={() => (setEditing(null), setDirty(false), void query.refetch())}
      >
        <EventEditor
          event={editing === 'new' ? null : editing}
          onSaved={() => void query.refetch()}
          onDirtyChange={onDirtyChange}
        />
      </EditorDrawer>
      <TagManager opened={managingTags} onClose={() => setManagingTags(false)} />
    </AdminPage>
  );
}
