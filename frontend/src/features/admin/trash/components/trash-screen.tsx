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
import { useAdminT } from '@/features/admin/i18n/index.ts';
import { PAGE_PATHS } from '@gateway/lib/site-paths.ts';

/** Where the item lives on the public site (its slug stays reserved meanwhile). */
const PUBLIC_BASE: Record<TrashEntry['type'], string> = {
  event: PAGE_PATHS.events,
  news: PAGE_PATHS.news,
  area: PAGE_PATHS.discover,
};

/** /admin/trash — 'Thùng rác': deleted events, news and areas, restorable for 30 days. */
export function TrashScreen() {
  const { t } = useAdminT();
  const typeLabel = (type: TrashEntry['type']) => t(`trash.types.${type}`);
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
      toastSuccess(t('trash.restored', { title: item.titleVi }));
    } catch (e) {
      toastError(e, t('trash.restoreFailed'));
    }
  };
  const onPurge = async (item: TrashEntry) => {
    const ok = await modals.confirm(t('trash.confirmPurge', { title: item.titleVi }), {
      confirmLabel: t('trash.deleteForGood'),
      danger: true,
    });
    if (!ok) return;
    try {
      await purge({ variables: { type: item.type, id: item._id } });
      toastSuccess(t('trash.purged', { title: item.titleVi }));
    } catch (e) {
      toastError(e, t('trash.purgeFailed'));
    }
  };

  return (
    <AdminPage title={t('trash.title')} description={t('trash.description')}>
      {!items && query.loading ? (
        <LoadingState />
      ) : !items && query.error ? (
        <FailureState error={query.error} />
      ) : !items?.length ? (
        <EmptyState>{t('trash.empty')}</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={narrow ? 0 : 720}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="trash-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('trash.titleColumn')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('trash.type')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('trash.deleted')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('trash.expires')}</Table.Th>
                <Table.Th aria-label={t('trash.actions')} />
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
                        {typeLabel(item.type)} · {t('trash.deletedLower')} {formatVenue(item.deletedAt)}
                        {item.deletedBy ? ` ${t('trash.by')} ${item.deletedBy}` : ''} ·{' '}
                        {t('trash.expiresLower')} {formatVenue(item.purgeAt)}
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
                        aria-label={`${t('trash.restore')} ${item.titleVi}`}
                      >
                        {t('trash.restore')}
                      </Button>
                      {isAdmin ? (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          leftSection={<IconTrashX size={16} />}
                          onClick={() => void onPurge(item)}
                          aria-label={`${t('trash.deleteForGood')} ${item.titleVi}`}
                        >
                          {t('trash.deleteForGood')}
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
