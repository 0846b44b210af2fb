import { ActionIcon, Anchor, Button, CopyButton, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { formatVenue } from '../../lib/dates.ts';
import { toastError } from '../../lib/form.ts';
import { useCreatePreviewLink } from '../api/create-preview-link.ts';
import { tVi } from '@/features/admin/i18n/index.ts';

/**
 * 'Xem trước': asks for a signed preview link of the saved item, opens it in a new tab and keeps
 * it below, to copy and share, with the time it stops working.
 */
export function PreviewButton({
  type,
  id,
  disabled,
}: {
  type: 'event' | 'news';
  id: string;
  disabled?: boolean;
}) {
  const [create, { loading }] = useCreatePreviewLink();
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);

  const open = async () => {
    // Opened within the click (a tab opened after the request would be blocked), pointed once known.
    const tab = window.open('', '_blank');
    try {
      const { data } = await create({ variables: { type, id } });
      if (!data) throw new Error(tVi('preview.failed'));
      const made = { url: data.createPreviewLink.url, expiresAt: String(data.createPreviewLink.expiresAt) };
      setLink(made);
      if (tab) {
        tab.opener = null;
        tab.location.href = made.url;
      }
    } catch (error) {
      tab?.close();
      toastError(error, tVi('preview.failed'));
    }
  };

  return (
    <Stack gap={6}>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconEye size={16} />}
        loading={loading}
        disabled={disabled}
        title={disabled ? tVi('preview.saveFirst') : undefined}
        onClick={() => void open()}
      >
        {tVi('preview.button')}
      </Button>
      {link ? (
        <Paper withBorder p="xs" radius="sm" bg="gray.0" data-testid="preview-link">
          <Group gap={6} wrap="nowrap" align="center">
            <Anchor
              href={link.url}
              target="_blank"
              rel="noopener"
              size="xs"
              style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              title={link.url}
            >
              {link.url}
            </Anchor>
            <CopyButton value={link.url} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip
                  label={copied ? tVi('preview.copied') : tVi('preview.copy')}
                  withArrow
                  position="left"
                >
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'teal' : 'gray'}
                    onClick={copy}
                    aria-label={copied ? tVi('preview.copied') : tVi('preview.copyAria')}
                  >
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {tVi('preview.linkNote', { until: formatVenue(link.expiresAt) })}
          </Text>
        </Paper>
      ) : null}
    </Stack>
  );
}
