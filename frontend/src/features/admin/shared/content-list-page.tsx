import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconExternalLink,
  IconPencil,
  IconPlus,
  IconSearch,
  IconStarFilled,
  IconTags,
  IconTrash,
} from '@tabler/icons-react';
import { useCallback, useState, type ReactNode } from 'react';
import {
  AdminPage,
  AdminPagination,
  EmptyState,
  FailureState,
  LoadingState,
} from '../components/admin-page.tsx';
import { EditorDrawer } from '../components/editor-drawer.tsx';
import { toastError, toastSuccess } from '../lib/form.ts';
import { modals } from '../lib/modals.ts';
import { useAdminTags } from '../tags/api/get-tags.ts';
import { TagManager } from '../tags/components/tag-manager.tsx';
import type { AdminPublishable } from './publishable.ts';
import type { ContentList } from './use-content-list.ts';
import { tVi } from '@/features/admin/i18n/index.ts';

interface Props<T extends AdminPublishable> {
  /** The page title ('Sự kiện'). */
  title: string;
  /** The type's Vietnamese noun ('sự kiện', 'tin tức') in labels and toasts. */
  noun: string;
  /** The noun in the delete question, when it differs ('tin'). */
  deleteNoun?: string;
  /** The public page's path before the slug ('/event'). */
  publicPath: string;
  testId: string;
  minWidth: number;
  list: ContentList;
  query: {
    data?: { items: T[]; total: number };
    loading: boolean;
    error?: unknown;
    refetch: () => Promise<unknown>;
  };
  remove: (id: string) => Promise<unknown>;
  setPublished: (id: string, published: boolean) => Promise<unknown>;
  /** The second column: its header and cell. */
  dateColumn: { header: string; cell: (item: T) => ReactNode };
  editor: (props: {
    item: T | null;
    onSaved: () => void;
    onDirtyChange: (dirty: boolean) => void;
  }) => ReactNode;
}

/**
 * An admin list of publishable items (events, news): search, tag and status filters, a table with
 * the publish toggle, preview, edit and delete, paging, the editor drawer and the tag manager.
 */
export function ContentListPage<T extends AdminPublishable>(props: Props<T>) {
  const { noun, publicPath, list, query } = props;
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [dirty, setDirty] = useState(false);
  const [managingTags, setManagingTags] = useState(false);
  const tags = useAdminTags();
  const onDirtyChange = useCallback((d: boolean) => setDirty(d), []);
  const data = query.data;

  const del = async (item: T) => {
    const question = tVi('content.confirmDelete', { noun: props.deleteNoun ?? noun, title: item.titleVi });
    if (!(await modals.confirm(question, { confirmLabel: tVi('content.delete'), danger: true }))) return;
    try {
      await props.remove(item._id);
      toastSuccess(tVi('content.deleted', { noun }));
      void query.refetch();
    } catch (e) {
      toastError(e, tVi('content.deleteFailed'));
    }
  };
  const toggle = async (item: T, published: boolean) => {
    try {
      await props.setPublished(item._id, published);
      toastSuccess(published ? tVi('content.publishedNoun', { noun }) : tVi('content.unpublished'));
      void query.refetch();
    } catch (e) {
      toastError(e);
    }
  };

  return (
    <AdminPage
      title={props.title}
      description={tVi('content.description', { noun })}
      actions={
        <>
          <Button
            variant="default"
            leftSection={<IconTags size={16} />}
            onClick={() => setManagingTags(true)}
          >
            {tVi('content.manageTags')}
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {tVi('content.add', { noun })}
          </Button>
        </>
      }
    >
      <Group gap="sm" align="flex-end">
        <TextInput
          aria-label={tVi('content.search')}
          placeholder={tVi('content.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={list.search}
          onChange={(e) => list.setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          aria-label={tVi('content.filterTag')}
          placeholder={tVi('content.allTags')}
          data={(tags.data?.tags ?? []).map((t) => ({ value: t._id, label: t.nameVi }))}
          value={list.tagId}
          onChange={list.setTagId}
          clearable
          searchable
          style={{ flex: '1 1 160px' }}
        />
        <Select
          aria-label={tVi('content.filterStatus')}
          placeholder={tVi('content.anyStatus')}
          data={[
            { value: 'draft', label: tVi('content.draft') },
            { value: 'published', label: tVi('content.published') },
          ]}
          value={list.status}
          onChange={list.setStatus}
          clearable
          style={{ flex: '1 1 160px' }}
        />
      </Group>

      {query.loading && !data ? <LoadingState /> : null}
      {query.error && !data ? <FailureState error={query.error} /> : null}
      {data && data.items.length === 0 ? <EmptyState>{tVi('content.noMatch', { noun })}</EmptyState> : null}
      {data && data.items.length > 0 ? (
        <>
          <Table.ScrollContainer minWidth={props.minWidth}>
            <Table striped highlightOnHover verticalSpacing="sm" data-testid={props.testId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{tVi('content.titleLabel')}</Table.Th>
                  <Table.Th>{props.dateColumn.header}</Table.Th>
                  <Table.Th>{tVi('content.tags')}</Table.Th>
                  <Table.Th>{tVi('content.publishedColumn')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{tVi('content.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((e) => (
                  <Table.Tr key={e._id}>
                    <Table.Td maw={320}>
                      <Group gap={6} wrap="nowrap">
                        {e.featured ? (
                          <IconStarFilled
                            size={14}
                            color="var(--mantine-color-gold-6)"
                            aria-label={tVi('content.featured')}
                          />
                        ) : null}
                        <Anchor
                          component="button"
                          type="button"
                          fw={600}
                          onClick={() => setEditing(e)}
                          ta="left"
                          lineClamp={2}
                        >
                          {e.titleVi}
                        </Anchor>
                      </Group>
                      <Text size="xs" c="dimmed">
                        {publicPath}/{e.slug}
                      </Text>
                    </Table.Td>
                    {props.dateColumn.cell(e)}
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
                          aria-label={tVi('content.publishNamed', { title: e.titleVi })}
                          checked={e.status === 'published'}
                          onChange={(ev) => void toggle(e, ev.currentTarget.checked)}
                        />
                        {e.scheduled ? (
                          <Badge size="xs" color="blue" variant="light" miw="max-content">
                            {tVi('content.scheduled')}
                          </Badge>
                        ) : null}
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Tooltip label={tVi('content.preview')}>
                          <ActionIcon
                            component="a"
                            href={`${publicPath}/${e.slug}`}
                            target="_blank"
                            variant="default"
                            aria-label={tVi('content.previewNamed', { title: e.titleVi })}
                          >
                            <IconExternalLink size={16} />
                          </ActionIcon>
                        </Tooltip>
                        <ActionIcon
                          variant="default"
                          aria-label={tVi('content.editNamed', { title: e.titleVi })}
                          onClick={() => setEditing(e)}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                        <ActionIcon
                          color="red"
                          variant="light"
                          aria-label={tVi('content.deleteNamed', { title: e.titleVi })}
                          onClick={() => void del(e)}
                        >
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
              {data.total} {noun}
            </Text>
            {data.total > list.pageSize ? (
              <AdminPagination
                total={Math.ceil(data.total / list.pageSize)}
                value={list.page}
                onChange={list.setPage}
              />
            ) : null}
          </Group>
        </>
      ) : null}

      <EditorDrawer
        opened={editing !== null}
        title={tVi(editing === 'new' ? 'content.add' : 'content.edit', { noun })}
        dirty={dirty}
        onClose={() => (setEditing(null), setDirty(false), void query.refetch())}
      >
        {props.editor({
          item: editing === 'new' ? null : editing,
          onSaved: () => void query.refetch(),
          onDirtyChange,
        })}
      </EditorDrawer>
      <TagManager opened={managingTags} onClose={() => setManagingTags(false)} />
    </AdminPage>
  );
}
