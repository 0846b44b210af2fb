import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconBrandFacebook, IconBrandX, IconCheck, IconLink } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n/index.ts';

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const encoded = encodeURIComponent(url);
  return (
    <Group gap="xs" align="center">
      <Text size="sm" fw={600} c="dimmed" mr={4}>
        {t('events.share')}
      </Text>
      <ActionIcon
        component="a"
        href={`https://www.facebook.com/sharer/sharer.php?u=${encoded}`}
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
        radius="xl"
        size="lg"
        aria-label="Facebook"
      >
        <IconBrandFacebook size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        component="a"
        href={`https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent(title)}`}
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
        radius="xl"
        size="lg"
        aria-label="X"
      >
        <IconBrandX size={18} aria-hidden />
      </ActionIcon>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('events.copied') : t('events.copyLink')} withArrow>
            <ActionIcon
              variant="light"
              radius="xl"
              size="lg"
              onClick={copy}
              aria-label={t('events.copyLink')}
            >
              {copied ? <IconCheck size={18} aria-hidden /> : <IconLink size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
