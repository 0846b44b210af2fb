import {
  Alert,
  Badge,
  Box,
  Button,
  Grid,
  Group,
  Modal,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowBackUp, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState, FailureState, LoadingState } from '../../components/admin-page.tsx';
import { formatVenue } from '../../lib/dates.ts';
import { toastError, toastSuccess } from '../../lib/form.ts';
import {
  useRestoreVersion,
  useVersionDiff,
  useVersions,
  type VersionRow,
  type VersionType,
} from '../api/versions.ts';
import { adminMessages, tVi, type AdminMessages } from '@/features/admin/i18n/index.ts';

type Field = keyof AdminMessages['history']['fields'] & string;

type Part = { value: string; added: boolean; removed: boolean };

/** One side of a field's diff: the version's words (removed marked) or the current ones (added marked). */
function Side({ parts, side }: { parts: Part[]; side: 'before' | 'after' }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {parts
        .filter((p) => (side === 'before' ? !p.added : !p.removed))
        .map((p, i) =>
          p.added || p.removed ? (
            <Box
              key={i}
              component={p.removed ? 'del' : 'ins'}
              bg={p.removed ? 'red.1' : 'teal.1'}
              c={p.removed ? 'red.9' : 'teal.9'}
              style={{ textDecoration: p.removed ? 'line-through' : 'none', borderRadius: 2 }}
            >
              {p.value}
            </Box>
          ) : (
            <span key={i}>{p.value}</span>
          ),
        )}
    </Text>
  );
}

function VersionDiff({
  type,
  id,
  row,
  onRestored,
}: {
  type: VersionType;
  id: string;
  row: VersionRow;
  onRestored: (slug: string | null) => void;
}) {
  const diff = useVersionDiff(type, id, row.version);
  const [restore, restoring] = useRestoreVersion();
  const fields = diff.data?.versionDiff;
  const onRestore = async () => {
    try {
      const res = await restore({ variables: { type, id, version: row.version } });
      toastSuccess(tVi('history.restored', { version: row.version }));
      onRestored(res.data?.restoreVersion.slug ?? null);
    } catch (e) {
      toastError(e, tVi('history.restoreFailed'));
    }
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Box>
          <Text fw={700}>{tVi('history.version', { version: row.version })}</Text>
          <Text size="sm" c="dimmed">
            {formatVenue(row.at)} · {row.by || tVi('history.beforeHistory')}
          </Text>
        </Box>
        {row.current ? null : (
          <Button
            leftSection={<IconArrowBackUp size={16} />}
            loading={restoring.loading}
            onClick={() => void onRestore()}
          >
            {tVi('history.restore')}
          </Button>
        )}
      </Group>
      {row.current ? (
        <Text size="sm" c="dimmed">
          {tVi('history.isCurrent')}
        </Text>
      ) : !fields && diff.loading ? (
        <LoadingState />
      ) : !fields && diff.error ? (
        <FailureState error={diff.error} />
      ) : !fields?.length ? (
        <EmptyState>{tVi('history.noDiff')}</EmptyState>
      ) : (
        fields.map((f) => (
          <Paper key={f.field} withBorder p="sm" radius="md" data-testid={`diff-${f.field}`}>
            <Text fw={600} size="sm" mb={6}>
              {f.field in adminMessages.vi.history.fields
                ? tVi(`history.fields.${f.field as Field}`)
                : f.field}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Box>
                <Text size="xs" c="dimmed" mb={2}>
                  {tVi('history.version', { version: row.version })}
                </Text>
                <Side parts={f.parts} side="before" />
              </Box>
              <Box>
                <Text size="xs" c="dimmed" mb={2}>
                  {tVi('history.current')}
                </Text>
                <Side parts={f.parts} side="after" />
              </Box>
            </SimpleGrid>
          </Paper>
        ))
      )}
    </Stack>
  );
}

/**
 * 'Lịch sử': the kept versions of an item, newest first; choosing one shows what differs from the
 * current content, field by field, and can make it current again (itself a new version).
 */
export function HistoryPanel({
  type,
  id,
  opened,
  onClose,
  onRestored,
}: {
  type: VersionType;
  id: string;
  opened: boolean;
  onClose: () => void;
  onRestored: (slug: string | null) => void;
}) {
  const small = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Group gap={6}>
          <IconHistory size={20} />
          <span>{tVi('history.title')}</span>
        </Group>
      }
      size="80rem"
      fullScreen={small}
      zIndex={400}
      closeButtonProps={{ 'aria-label': tVi('history.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {opened ? <HistoryBody type={type} id={id} onRestored={onRestored} /> : null}
    </Modal>
  );
}

function HistoryBody({
  type,
  id,
  onRestored,
}: {
  type: VersionType;
  id: string;
  onRestored: (slug: string | null) => void;
}) {
  const versions = useVersions(type, id);
  const rows = versions.data?.versions;
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = rows?.find((r) => r.version === chosen) ?? rows?.find((r) => !r.current) ?? rows?.[0];
  if (!rows && versions.loading) return <LoadingState />;
  if (!rows && versions.error) return <FailureState error={versions.error} />;
  if (!rows?.length || !selected) return <EmptyState>{tVi('history.empty')}</EmptyState>;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        {/* Scrolls on its own: on a phone the diff below stays in reach, whatever the number of versions. */}
        <ScrollArea.Autosize mah={{ base: '32vh', md: '60vh' }} type="auto" offsetScrollbars>
          <Stack gap={4} aria-label={tVi('history.versions')}>
            {rows.map((r) => (
              <UnstyledButton
                key={r.version}
                onClick={() => setChosen(r.version)}
                aria-pressed={r.version === selected.version}
                aria-label={tVi('history.version', { version: r.version })}
                p="xs"
                style={{
                  borderRadius: 8,
                  background:
                    r.version === selected.version ? 'var(--mantine-color-gold-1, #f3ead9)' : undefined,
                }}
              >
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={600} size="sm">
                    {tVi('history.version', { version: r.version })}
                  </Text>
                  {r.current ? (
                    <Badge size="sm" variant="light" color="teal" style={{ overflow: 'visible' }}>
                      {tVi('history.current')}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed">
                  {formatVenue(r.at)} · {r.by || tVi('history.beforeHistory')}
                </Text>
              </UnstyledButton>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Alert mt="sm" variant="light" color="gray">
          <Text size="xs">{tVi('history.note')}</Text>
        </Alert>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <VersionDiff type={type} id={id} row={selected} onRestored={onRestored} />
      </Grid.Col>
    </Grid>
  );
}
