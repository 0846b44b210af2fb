import { ActionIcon, Group, MultiSelect, Tooltip } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import { sortByShownName } from '@/lib/bilingual.ts';
import { useAdminTags } from '../api/get-tags.ts';
import { TagManager } from './tag-manager.tsx';
import { tVi } from '@/features/admin/i18n/index.ts';

/** Tags multiselect with the tag manager one click away (create, rename, delete inline). */
export function TagsField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const tags = useAdminTags();
  const [managing, setManaging] = useState(false);
  const data = sortByShownName(tags.data?.tags ?? [], true).map((t) => ({
    value: t._id,
    label: t.nameEn ? `${t.nameVi} / ${t.nameEn}` : t.nameVi,
  }));
  return (
    <>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <MultiSelect
          label={tVi('tags.label')}
          placeholder={value.length ? undefined : tVi('tags.choose')}
          data={data}
          value={value}
          onChange={onChange}
          searchable
          clearable
          nothingFoundMessage={tVi('tags.nothingFound')}
          error={error}
          style={{ flex: 1 }}
          comboboxProps={{ zIndex: 320 }}
        />
        <Tooltip label={tVi('tags.manageHint')}>
          <ActionIcon
            size={36}
            variant="light"
            aria-label={tVi('tags.manage')}
            onClick={() => setManaging(true)}
          >
            <IconTags size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <TagManager
        opened={managing}
        onClose={() => setManaging(false)}
        onCreated={(tag) => onChange([...value, tag._id])}
      />
    </>
  );
}
