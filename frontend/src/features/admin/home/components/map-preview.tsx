import { AspectRatio, Box, Text } from '@mantine/core';
import { tVi } from '@/features/admin/i18n/index.ts';

/**
 * Only the iframe's https `src` is previewed (never the pasted HTML itself): the gateway
 * sanitises the stored embed the same way before the public footer shows it.
 */
export function mapSource(html: string): string | null {
  const match = /<iframe[^>]*\ssrc\s*=\s*["']([^"']+)["']/i.exec(html);
  const src = match?.[1] ?? (/^https:\/\/\S+$/.test(html.trim()) ? html.trim() : null);
  if (!src) return null;
  try {
    const url = new URL(src.replace(/&amp;/g, '&'));
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function MapPreview({ html }: { html: string }) {
  const src = mapSource(html);
  return (
    <Box>
      <Text size="sm" fw={500} mb={4}>
        {tVi('general.mapPreview')}
      </Text>
      <AspectRatio ratio={16 / 9} bg="gray.1" style={{ borderRadius: 8, overflow: 'hidden' }}>
        {src ? (
          <iframe
            src={src}
            title={tVi('general.mapPreview')}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            sandbox="allow-scripts allow-same-origin allow-popups"
            style={{ border: 0 }}
            data-testid="map-preview"
          />
        ) : (
          <Text c="dimmed" ta="center" size="sm" p="md">
            {tVi('general.mapHint')}
          </Text>
        )}
      </AspectRatio>
    </Box>
  );
}
