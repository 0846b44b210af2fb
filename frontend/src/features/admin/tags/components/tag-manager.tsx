import {
  ActionIcon,
  Button,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconHistory, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState, LoadingState } from '../../components/admin-page.tsx';
import { errorMessage, serverFieldErrors, toastError, toastSuccess, zodValidate } from '../../lib/form.ts';
import { modals } from '../../lib/modals.ts';
import { tagInput, useCreateTag } from '../api/create-tag.ts';
import { useDeleteTag } from '../api/delete-tag.ts';
import { useAdminTags, type AdminTag } from '../api/get-tags.ts';
import { useUpdateTag } from '../api/update-tag.ts';
import { HistoryPanel } from '../../versions/components/history-panel.tsx';
import { tVi } from '@/features/admin/i18n/index.ts';

interface Draft {
  nameVi: string;
  nameEn: string;
}
const validate = zodValidate<Draft>(tagInput);

function TagRow({ tag }: { tag: AdminTag }) {
  const [editing, setEditing] = useState<Draft | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, { loading }] = useUpdateTag();
  const [remove] = useDeleteTag();

  const save = async () => {
    if (!editing) return;
    const found = validate(editing);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await update({ variables: { id: tag._id, input: editing } });
      setEditing(null);
      toastSuccess(tVi('tags.renamed'));
    } catch (e) {
      setErrors(serverFieldErrors(e));
      toastError(e);
    }
  };
  const del = async () => {
    const ok = await modals.confirm(tVi('tags.confirmDelete', { name: tag.nameVi }), {
      confirmLabel: tVi('tags.delete'),
      danger: true,
    });
    if (!ok) return;
    try {
      await remove({ variables: { id: tag._id } });
      toastSuccess(tVi('tags.deleted'));
    } catch (e) {
      toastError(e, tVi('tags.deleteFailed'));
    }
  };

  if (editing) {
    return (
      <Table.Tr>
        <Table.Td>
          <TextInput
            size="xs"
            aria-label={tVi('tags.nameVi')}
            value={editing.nameVi}
            error={errors.nameVi}
            onChange={(e) => setEditing({ ...editing, nameVi: e.currentTarget.value })}
          />
        </Table.Td>
        <Table.Td>
          <TextInput
            size="xs"
            aria-label={tVi('tags.nameEn')}
            value={editing.nameEn}
            error={errors.nameEn}
            onChange={(e) => setEditing({ ...editing, nameEn: e.currentTarget.value })}
          />
        </Table.Td>
        <Table.Td>
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <ActionIcon
              color="teal"
              aria-label={tVi('tags.save')}
              loading={loading}
              onClick={() => void save()}
            >
              <IconCheck size={16} />
            </ActionIcon>
            <ActionIcon variant="default" aria-label={tVi('tags.cancel')} onClick={() => setEditing(null)}>
              <IconX size={16} />
            </ActionIcon>
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  }
  return (
    <Table.Tr>
      <Table.Td>{tag.nameVi}</Table.Td>
      <Table.Td c={tag.nameEn ? undefined : 'dimmed'}>{tag.nameEn || '—'}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <ActionIcon
            variant="default"
            aria-label={tVi('tags.historyOf', { name: tag.nameVi })}
            title={tVi('tags.history')}
            onClick={() => setHistoryOpen(true)}
          >
            <IconHistory size={16} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={tVi('tags.renameNamed', { name: tag.nameVi })}
            onClick={() => setEditing({ nameVi: tag.nameVi, nameEn: tag.nameEn })}
          >
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            color="red"
            variant="light"
            aria-label={tVi('tags.deleteNamed', { name: tag.nameVi })}
            onClick={() => void del()}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
        <HistoryPanel
          type="tag"
          id={tag._id}
          opened={historyOpen}
          onClose={() => setHistoryOpen(false)}
          onRestored={() => setHistoryOpen(false)}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** Create, rename and delete tags; `onCreated` lets an editor select the new tag at once. */
export function TagManager({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated?: (tag: AdminTag) => void;
}) {
  const tags = useAdminTags();
  const [create, { loading }] = useCreateTag();
  const [draft, setDraft] = useState<Draft>({ nameVi: '', nameEn: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const add = async () => {
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const { data } = await create({ variables: { input: draft } });
      setDraft({ nameVi: '', nameEn: '' });
      if (data) onCreated?.(data.createTag);
      toastSuccess(tVi('tags.created', { name: draft.nameVi }));
    } catch (e) {
      const fields = serverFieldErrors(e);
      setErrors(Object.keys(fields).length ? fields : { nameVi: errorMessage(e) });
    }
  };

  const list = tags.data?.tags ?? [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={tVi('tags.manage')}
      size="lg"
      zIndex={350}
      closeButtonProps={{ 'aria-label': tVi('tags.close') }}
    >
      <Stack>
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            label={tVi('tags.newNameVi')}
            value={draft.nameVi}
            error={errors.nameVi}
            onChange={(e) => setDraft({ ...draft, nameVi: e.currentTarget.value })}
            onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), void add())}
            style={{ flex: 1, minWidth: 160 }}
          />
          <TextInput
            label={tVi('tags.newNameEn')}
            value={draft.nameEn}
            error={errors.nameEn}
            onChange={(e) => setDraft({ ...draft, nameEn: e.currentTarget.value })}
            onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), void add())}
            style={{ flex: 1, minWidth: 160 }}
          />
          <Button mt={25} leftSection={<IconPlus size={16} />} loading={loading} onClick={() => void add()}>
            {tVi('tags.add')}
          </Button>
        </Group>
        {tags.loading && !tags.data ? <LoadingState /> : null}
        {tags.data && list.length === 0 ? <EmptyState>{tVi('tags.empty')}</EmptyState> : null}
        {list.length > 0 ? (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{tVi('tags.vietnamese')}</Table.Th>
                  <Table.Th>{tVi('tags.english')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{tVi('tags.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((tag) => (
                  <TagRow key={tag._id} tag={tag} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        <Text size="xs" c="dimmed">
          {tVi('tags.hint')}
        </Text>
      </Stack>
    </Modal>
  );
}
