import { Select } from '@mantine/core';
import { useLazyQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { GET_TAGS } from '../api/get-tags.ts';
import { pick, sortByShownName } from '@/lib/bilingual.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useIsVn } from '@/lib/state.ts';

/**
 * Every tag, searchable, for a venue with more tags than the chips show: the list is fetched when
 * the visitor opens it (never with the page) and renders at most 30 matches at a time.
 */
export default function MoreTagsSelect({ onPick }: { onPick: (tagId: string) => void }) {
  const { t } = useTranslation();
  const isVn = useIsVn();
  const [load, { data, loading }] = useLazyQuery(GET_TAGS);
  const options = useMemo(
    () =>
      data
        ? sortByShownName(data.tags, isVn).map((tag) => ({
            value: tag._id,
            label: pick(isVn, tag.nameVi, tag.nameEn),
          }))
        : [],
    [data, isVn],
  );
  return (
    <Select
      aria-label={t('events.moreTags')}
      placeholder={t('events.moreTags')}
      data={options}
      value={null}
      onChange={(value) => value && onPick(value)}
      onDropdownOpen={() => void load()}
      nothingFoundMessage={loading ? t('common.loading') : t('events.noTagFound')}
      searchable
      limit={30}
      radius="xl"
      w={{ base: '100%', xs: 280 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
