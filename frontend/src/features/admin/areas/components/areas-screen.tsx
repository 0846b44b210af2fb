import { ActionIcon, Anchor, Box, Button, Group, Image, Paper, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconArmchair,
  IconArrowDown,
  IconArrowUp,
  IconExternalLink,
  IconPencil,
  IconPhoto,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useDeleteArea } from '@/features/admin/areas/api/delete-area.ts';
import { useAdminAreas, type AdminArea } from '@/features/admin/areas/api/get-areas.ts';
import { useReorderAreas } from '@/features/admin/areas/api/reorder-areas.ts';
import { AreaEditor } from '@/features/admin/areas/components/area-editor.tsx';
import { AreaCapacityEditor } from '@/features/admin/capacity/components/area-capacity-editor.tsx';
import {
  AdminPage,
  EmptyState,
  FailureState,
  LoadingState,
} from '@/features/admin/components/admin-page.tsx';
import { EditorDrawer } from '@/features/admin/components/editor-drawer.tsx';
import { toastError, toastSuccess } from '@/features/admin/lib/form.ts';
import { modals } from '@/features/admin/lib/modals.ts';
import { areaPath } from '@gateway/lib/site-paths.ts';
import { tVi } from '@/features/admin/i18n/index.ts';

/** /admin/discover — 'Khám phá': the venue's areas, in the order visitors see them. */
export function AreasScreen() {
  const query = useAdminAreas();
  const [remove] = useDeleteArea();
  const [reorder, { loading: reordering }] = useReorderAreas();
  const [editing, setEditing] = useState<AdminArea | 'new' | null>(null);
  const [dirty, setDirty] = useState(false);
  const [seating, setSeating] = useState<AdminArea | null>(null);
  const onDirtyChange = useCallback((d: boolean) => setDirty(d), []);
  const areas = [...(query.data?.areas ?? [])].sort((a, b) => a.order - b.order);

  const move = async (index: number, to: number) => {
    if (to < 0 || to >= areas.length) return;
    const ids = areas.map((a) => a._id);
    const [id] = ids.splice(index, 1);
    ids.splice(to, 0, id as string);
    try {
      await reorder({ variables: { ids } });
      toastSuccess(tVi('areas.reordered'));
    } catch (e) {
      toastError(e, tVi('areas.reorderFailed'));
    }
  };
  const del = async (area: AdminArea) => {
    const ok = await modals.confirm(tVi('areas.confirmDelete', { name: area.name }), {
      confirmLabel: tVi('areas.delete'),
      danger: true,
    });
    if (!ok) return;
    try {
      await remove({ variables: { id: area._id } });
      toastSuccess(tVi('areas.deleted'));
    } catch (e) {
      toastError(e, tVi('areas.deleteFailed'));
    }
  };

  return (
    <AdminPage
      title={tVi('areas.title')}
      description={tVi('areas.description')}
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {tVi('areas.add')}
        </Button>
      }
    >
      {query.loading && !query.data ? <LoadingState /> : null}
      {query.error && !query.data ? <FailureState error={query.error} /> : null}
      {query.data && areas.length === 0 ? <EmptyState>{tVi('areas.empty')}</EmptyState> : null}
      <Stack gap="sm">
        {areas.map((area, index) => (
          <Paper key={area._id} withBorder radius="md" p="sm" data-testid="area-row">
            <Group wrap="wrap" gap="md" align="center">
              <Box w={{ base: 64, sm: 120 }} style={{ flexShrink: 0 }}>
                {area.cover ? (
                  <Image
                    src={area.cover.secure_url}
                    alt=""
                    h={{ base: 48, sm: 72 }}
                    radius="sm"
                    fit="cover"
                  />
                ) : (
                  <Box
                    h={{ base: 48, sm: 72 }}
                    bg="gray.1"
                    style={{ borderRadius: 4, display: 'grid', placeItems: 'center' }}
                  >
                    <IconPhoto size={20} color="var(--mantine-color-gray-5)" />
                  </Box>
                )}
              </Box>
              <Stack gap={0} style={{ flex: '1 1 160px', minWidth: 0 }}>
                <Anchor
                  component="button"
                  type="button"
                  fw={600}
                  ta="left"
                  onClick={() => setEditing(area)}
                  truncate
                >
                  {area.name}
                </Anchor>
                {area.nameEn ? (
                  <Text size="sm" c="dimmed" truncate>
                    {area.nameEn}
                  </Text>
                ) : null}
                <Text size="xs" c="dimmed" truncate>
                  /discover/{area.slug}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap" ml="auto">
                <ActionIcon
                  variant="default"
                  aria-label={tVi('areas.moveUp', { name: area.name })}
                  disabled={index === 0 || reordering}
                  onClick={() => void move(index, index - 1)}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={tVi('areas.moveDown', { name: area.name })}
                  disabled={index === areas.length - 1 || reordering}
                  onClick={() => void move(index, index + 1)}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <Tooltip label={tVi('areas.viewPage')}>
                  <ActionIcon
                    component="a"
                    href={areaPath(area.slug)}
                    target="_blank"
                    variant="default"
                    aria-label={`Xem ${area.name}`}
                    visibleFrom="sm"
                  >
                    <IconExternalLink size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={tVi('capacity.open')}>
                  <ActionIcon
                    variant="default"
                    aria-label={tVi('capacity.openNamed', { name: area.name })}
                    onClick={() => setSeating(area)}
                  >
                    <IconArmchair size={16} />
                  </ActionIcon>
                </Tooltip>
                <ActionIcon
                  variant="default"
                  aria-label={tVi('areas.editNamed', { name: area.name })}
                  onClick={() => setEditing(area)}
                >
                  <IconPencil size={16} />
                </ActionIcon>
                <ActionIcon
                  color="red"
                  variant="light"
                  aria-label={tVi('areas.deleteNamed', { name: area.name })}
                  onClick={() => void del(area)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      <EditorDrawer
        opened={editing !== null}
        title={editing === 'new' ? tVi('areas.add') : tVi('areas.edit')}
        dirty={dirty}
        onClose={() => (setEditing(null), setDirty(false))}
      >
        <AreaEditor
          area={editing === 'new' ? null : editing}
          onSaved={() => undefined}
          onDirtyChange={onDirtyChange}
        />
      </EditorDrawer>
      <EditorDrawer
        opened={seating !== null}
        title={tVi('capacity.drawerTitle', { name: seating?.name ?? '' })}
        dirty={dirty}
        onClose={() => (setSeating(null), setDirty(false))}
      >
        {seating ? <AreaCapacityEditor areaId={seating._id} onDirtyChange={onDirtyChange} /> : null}
      </EditorDrawer>
    </AdminPage>
  );
}
