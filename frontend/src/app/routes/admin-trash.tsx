import { Button, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowBackUp, IconTrashX } from '@tabler/icons-react';
import { useMe } from '@/features/admin/auth/api/me.ts';
import {
  AdminPage,
  EmptyState,
  FailureState,
  LoadingState,
} from '@/features/admin/components/admin-page.tsx';
import { formatVenue } from '@/features/admin/lib/dates.ts';
import { toastError, toastSuccess } from '@/features/admin/lib/form.ts';
import { modals } from '@/features/admin/lib/modals.ts';
import {
  useDeleteForever,
  useRestoreFromTrash,
  useTrash,
  type TrashEntry,
} from '@/features/admin/trash/api/trash.ts';
import { PAGE_PATHS } from '@gateway/lib/site-paths.ts';

const TYPE_LABEL: Record<TrashEntry['type'], string> = {
  event: 'Sự kiện',
  news: 'Tin tức',
  area: 'Khu vực',
};
/** Where the item lives on the public site (its slug stays reserved meanwhile). */
const PUBLIC_BASE: Record<TrashEntry['type'], string> = {
  event: PAGE_PATHS.events,
  news: PAGE_PATHS.news,
  area: PAGE_PATHS.discover,
};

/** /admin/trash — 'Thùng rác': deleted events, news and areas, restorable for 30 days. */
export default function AdminTrashPage() {
  const query = useTrash();
  const me = useMe();
  const isAdmin = me.data?.me?.role === 'admin';
  const [restore] = useRestoreFromTrash();
  const [purge] = useDeleteForever();
  const items = query.data?.trash;
  // On a phone the dates go under the title, so that the buttons stay on screen without scrolling sideways.
  const narrow = useMediaQuery('(max-width: 48em)');

  const onRestore = async (item: TrashEntry) => {
    try {
      await restore({ variables: { type: item.type, id: item._id } });
      toastSuccess(`Đã khôi phục "${item.titleVi}"`);
    } catch (e) {
      toastError(e, 'Không khôi phục được');
    }
  };
  const onPurge = async (item: TrashEntry) => {
    const ok = await modals.confirm(`Xoá vĩnh viễn "${item.titleVi}"? Không thể hoàn tác.`, {
      confirmLabel: 'Xoá vĩnh viễn',
      danger: true,
    });
    if (!ok) return;
    try {
      await purge({ variables: { type: item.type, id: item._id } });
      toastSuccess(`Đã xoá vĩnh viễn "${item.titleVi}"`);
    } catch (e) {
      toastError(e, 'Không xoá được');
    }
  };

  return (
    <AdminPage
      title="Thùng rác"
      description="Sự kiện, tin tức và khu vực đã xoá được giữ 30 ngày; đường dẫn của chúng vẫn được giữ chỗ."
    >
      {!items && query.loading ? (
        <LoadingState />
      ) : !items && query.error ? (
        <FailureState error={query.error} />
      ) : !items?.length ? (
        <EmptyState>Thùng rác trống.</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={narrow ? 0 : 720}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="trash-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tiêu đề</Table.Th>
                <Table.Th visibleFrom="sm">Loại</Table.Th>
                <Table.Th visibleFrom="sm">Đã xoá</Table.Th>
                <Table.Th visibleFrom="sm">Xoá hẳn lúc</Table.Th>
                <Table.Th aria-label="Thao tác" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={`${item.type}:${item._id}`}>
                  <Table.Td miw={narrow ? undefined : 200}>
                    <Stack gap={0}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {item.titleVi}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {PUBLIC_BASE[item.type]}/{item.slug}
                      </Text>
                      <Text size="xs" c="dimmed" hiddenFrom="sm" mt={4}>
                        {TYPE_LABEL[item.type]} · xoá {formatVenue(item.deletedAt)}
                        {item.deletedBy ? ` bởi ${item.deletedBy}` : ''} · xoá hẳn {formatVenue(item.purgeAt)}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{TYPE_LABEL[item.type]}</Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{formatVenue(item.deletedAt)}</Text>
                    {item.deletedBy ? (
                      <Text size="xs" c="dimmed">
                        {item.deletedBy}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatVenue(item.purgeAt)}
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={4} align="stretch">
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconArrowBackUp size={16} />}
                        onClick={() => void onRestore(item)}
                        aria-label={`Khôi phục ${item.titleVi}`}
                      >
                        Khôi phục
                      </Button>
                      {isAdmin ? (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          leftSection={<IconTrashX size={16} />}
                          onClick={() => void onPurge(item)}
                          aria-label={`Xoá vĩnh viễn ${item.titleVi}`}
                        >
                          Xoá vĩnh viễn
                        </Button>
                      ) : null}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </AdminPage>
  );
}
