import { Button, Popover, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { tVi } from '@/features/admin/i18n/index.ts';
import { authFetch } from '@/lib/auth-refresh.ts';
import { toastError } from '../../lib/form.ts';

/** The file's name as the gateway chose it (content-disposition), else `fallback`. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=(?:UTF-8'')?([^;]+)/i)?.[1];
  if (star) return decodeURIComponent(star.trim().replace(/^"|"$/g, ''));
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

/**
 * Fetched with the bearer token (a plain link cannot carry it) and handed to the browser as a
 * download from a blob; a refusal arrives as the gateway's JSON error and is shown as one.
 */
async function download(path: string, query: Record<string, string | undefined>, fallback: string) {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const res = await authFetch(`${path}?${params}`);
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? `HTTP ${res.status}`);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(res.headers.get('content-disposition'), fallback);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file, not before its download starts.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * 'Xuất CSV' of an inbox: the list's current filter (`query`), and optionally the days it covers.
 * `path`: /api/bookings/export.csv or /api/contact/export.csv.
 */
export function ExportCsvButton({
  path,
  query,
  fallbackName,
  rangeLabel,
}: {
  path: string;
  query: Record<string, string | undefined>;
  fallbackName: string;
  /** What the dates filter: the day booked, or the day a message arrived. */
  rangeLabel: string;
}) {
  const [opened, setOpened] = useState(false);
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const [from, to] = range;
      await download(
        path,
        { ...query, from: from ?? undefined, to: (to ?? from) || undefined },
        fallbackName,
      );
      setOpened(false);
    } catch (e) {
      toastError(e, tVi('exportCsv.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() => setOpened((o) => !o)}
        >
          {tVi('exportCsv.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw="calc(100vw - 32px)">
        <Stack gap="sm" w={260} maw="100%">
          <Text size="sm" c="dimmed">
            {tVi('exportCsv.hint')}
          </Text>
          <DatePickerInput
            type="range"
            allowSingleDateInRange
            label={rangeLabel}
            placeholder={tVi('exportCsv.anyDate')}
            styles={{ placeholder: { color: '#767676' } }}
            valueFormat="DD/MM/YYYY"
            value={range}
            onChange={(value) => setRange(value as [string | null, string | null])}
            clearable
            popoverProps={{ withinPortal: false }}
          />
          <Button leftSection={<IconDownload size={16} />} loading={busy} onClick={() => void run()}>
            {tVi('exportCsv.download')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
