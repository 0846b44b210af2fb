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
      toastSuccess('Đã đổi tên thẻ');
    } catch (e) {
      setErrors(serverFieldErrors(e));
      toastError(e);
    }
  };
  const del = async () => {
    const ok = await modals.confirm(`Xoá thẻ "${tag.nameVi}"? Thẻ sẽ được gỡ khỏi mọi sự kiện và tin tức.`, {
      confirmLabel: 'Xoá',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove({ variables: { id: tag._id } });
      toastSuccess('Đã xoá thẻ');
    } catch (e) {
      toastError(e, 'Không xoá được');
    }
  };

  if (editing) {
    return (
      <Table.Tr>
        <Table.Td>
          <TextInput
            size="xs"
            aria-label="Tên tiếng Việt"
            value={editing.nameVi}
            error={errors.nameVi}
            onChange={(e) => setEditing({ ...editing, nameVi: e.currentTarget.value })}
          />
        </Table.Td>
        <Table.Td>
          <TextInput
            size="xs"
            aria-label="Tên tiếng Anh"
            value={editing.nameEn}
            error={errors.nameEn}
            onChange={(e) => setEditing({ ...editing, nameEn: e.currentTarget.value })}
          />
        </Table.Td>
        <Table.Td>
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <ActionIcon color="teal" aria-label="Lưu thẻ" loading={loading} onClick={() => void save()}>
              <IconCheck size={16} />
            </ActionIcon>
            <ActionIcon variant="default" aria-label="Huỷ" onClick={() => setEditing(null)}>
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
            aria-label={`Lịch sử thẻ ${tag.nameVi}`}
            title="Lịch sử"
            onClick={() => setHistoryOpen(true)}
          >
            <IconHistory size={16} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={`Đổi tên thẻ ${tag.nameVi}`}
            onClick={() => setEditing({ nameVi: tag.nameVi, nameEn: tag.nameEn })}
          >
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            color="red"
            variant="light"
            aria-label={`Xoá thẻ ${tag.nameVi}`}
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
      toastSuccess(`Đã tạo thẻ "${draft.nameVi}"`);
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
      title="Quản lý thẻ"
      size="lg"
      zIndex={350}
      closeButtonProps={{ 'aria-label': 'Đóng' }}
    >
      <Stack>
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            label="Tên thẻ (Tiếng Việt)"
            value={draft.nameVi}
            error={errors.nameVi}
            onChange={(e) => setDraft({ ...draft, nameVi: e.currentTarget.value })}
            onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), void add())}
            style={{ flex: 1, minWidth: 160 }}
          />
          <TextInput
            label="Tag name (English)"
            value={draft.nameEn}
            error={errors.nameEn}
            onChange={(e) => setDraft({ ...draft, nameEn: e.currentTarget.value })}
            onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), void add())}
            style={{ flex: 1, minWidth: 160 }}
          />
          <Button mt={25} leftSection={<IconPlus size={16} />} loading={loading} onClick={() => void add()}>
            Thêm thẻ
          </Button>
        </Group>
        {tags.loading && !tags.data ? <LoadingState /> : null}
        {tags.data && list.length === 0 ? <EmptyState>Chưa có thẻ nào.</EmptyState> : null}
        {list.length > 0 ? (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Tiếng Việt</Table.Th>
                  <Table.Th>English</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Thao tác</VisuallyHidden>
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
          Thẻ hiện trong menu SỰ KIỆN của trang công khai.
        </Text>
      </Stack>
    </Modal>
  );
}
