import { Center, Pagination } from '@mantine/core';
import { useTranslation } from '@/lib/i18n/index.ts';

export function Pager({
  page,
  total,
  pageSize,
  onChange,
}: {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Center mt={40}>
      <Pagination
        total={pages}
        value={page}
        onChange={(p) => {
          onChange(p);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
        getControlProps={(control) => ({
          'aria-label':
            control === 'previous' ? t('common.previous') : control === 'next' ? t('common.next') : undefined,
        })}
        getItemProps={(p) => ({ 'aria-label': `${t('common.page')} ${p}` })}
        radius="xl"
      />
    </Center>
  );
}
