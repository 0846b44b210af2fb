import { Badge, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { tVi } from '@/features/admin/i18n/index.ts';

/** A missing English translation is flagged, never blocking: the site falls back to Vietnamese. */
export function MissingEnglish({ missing }: { missing: string[] }) {
  if (!missing.length) return null;
  return (
    <Tooltip label={tVi('common.englishMissingList', { fields: missing.join(', ') })} multiline maw={320}>
      <Badge
        color="yellow"
        variant="light"
        leftSection={<IconAlertTriangle size={12} />}
        data-testid="missing-english"
      >
        {tVi('common.englishMissing')}
      </Badge>
    </Tooltip>
  );
}

export function missingEnglish(
  pairs: Record<string, [vi: string | undefined, en: string | undefined]>,
): string[] {
  return Object.entries(pairs)
    .filter(([, [vi, en]]) => Boolean(vi?.trim()) && !en?.trim())
    .map(([label]) => label);
}
