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
import { useIsVn } from '@/lib/state.ts';
import { PAGE_PATHS } from '@gateway/lib/site-paths.ts';

/** Vietnamese, English: the admin's newer screens follow the language chosen on the site. */
const TYPE_LABEL: Record<TrashEntry['type'], [string, string]> = {
  event: ['Sự kiện', 'Event'],
  news: ['Tin tức', 'News'],
  area: ['Khu vực', 'Area'],
};
/** Where the item lives on the public site (its slug stays reserved meanwhile). */
const PUBLIC_BASE: Record<TrashEntry['type'], string> = {
  event: PAGE_PATHS.events,
  news: PAGE_PATHS.news,
  area: PAGE_PATHS.discover,
};

/** /admin/trash — 'Thùng rác': deleted events, news and areas, restorable for 30 days. */
export function TrashScreen() {
  const isVn = useIsVn();
  const t = (vi: string, en: string) => (isVn ? vi : en);
  const typeLabel = (type: TrashEntry['type']) => t(...TYPE_LABEL[type]);
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
      toastSuccess(t(`Đã khôi phục "${item.titleVi}"`, `"${item.titleVi}" is restored`));
    } catch (e) {
      toastError(e, t('Không khôi phục được', 'It could not be restored'));
    }
  };
  const onPurge = async (item: TrashEntry) => {
    const ok = await modals.confirm(
      t(
        `Xoá vĩnh viễn "${item.titleVi}"? Không thể hoàn tác.`,
        `Delete "${item.titleVi}" for good? This cannot be undone.`,
      ),
      {
        confirmLabel: t('Xoá vĩnh viễn', 'Delete for good'),
        danger: true,
      },
    );
    if (!ok) return;
    try {
      await purge({ variables: { type: item.type, id: item._id } });
      toastSuccess(t(`Đã xoá vĩnh viễn "${item.titleVi}"`, `"${item.titleVi}" is deleted for good`));
    } catch (e) {
      toastError(e, t('Không xoá được', 'It could not be deleted'));
    }
  };

  return (
    <AdminPage
      title={t('Thùng rác', 'Trash')}
      description={t(
        'Sự kiện, tin tức và khu vực đã xoá được giữ 30 ngày; đường dẫn của chúng vẫn được giữ chỗ.',
        'Deleted events, news and areas are kept for 30 days; their addresses stay reserved meanwhile.',
      )}
    >
      {!items && query.loading ? (
        <LoadingState />
      ) : !items && query.error ? (
        <FailureState error={query.error} />
      ) : !items?.length ? (
        <EmptyState>{t('Thùng rác trống.', 'The trash is empty.')}</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={narrow ? 0 : 720}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="trash-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Tiêu đề', 'Title')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('Loại', 'Type')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('Đã xoá', 'Deleted')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('Xoá hẳn lúc', 'Expires')}</Table.Th>
                <Table.Th aria-label={t('Thao tác', 'Actions')} />
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
                        {typeLabel(item.type)} · {t('xoá', 'deleted')} {formatVenue(item.deletedAt)}
                        {item.deletedBy ? ` ${t('bởi', 'by')} ${item.deletedBy}` : ''} ·{' '}
                        {t('xoá hẳn', 'expires')} {formatVenue(item.purgeAt)}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{typeLabel(item.type)}</Text>
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
                        aria-label={`${t('Khôi phục', 'Restore')} ${item.titleVi}`}
                      >
                        {t('Khôi phục', 'Restore')}
                      </Button>
                      {isAdmin ? (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          leftSection={<IconTrashX size={16} />}
                          onClick={() => void onPurge(item)}
                          aria-label={`${t('Xoá vĩnh viễn', 'Delete for good')} ${item.titleVi}`}
                        >
                          {t('Xoá vĩnh viễn', 'Delete for good')}
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
