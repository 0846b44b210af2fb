import { ActionIcon, Group, Modal, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { ResponsiveImage, type ImageData } from './responsive-image.tsx';
import classes from './ui.module.css';

/** Grid of thumbnails; a click opens the picture large in a modal with previous/next. */
export function Gallery({ images, title }: { images: ImageData[]; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (!images.length) return null;
  const current = open === null ? null : images[open];
  const step = (delta: number) =>
    setOpen((i) => (i === null ? null : (i + delta + images.length) % images.length));
  return (
    <>
      <div className={classes.gallery}>
        {images.map((image, i) => (
          <button
            type="button"
            key={image.public_id || image.secure_url}
            className={classes.galleryItem}
            onClick={() => setOpen(i)}
            aria-label={t('common.imageOf', { n: i + 1, title })}
          >
            <ResponsiveImage
              image={image}
              alt={t('common.imageOf', { n: i + 1, title })}
              sizes="(min-width: 768px) 33vw, 50vw"
              className={classes.cardImage}
            />
          </button>
        ))}
      </div>
      <Modal
        opened={current !== null && current !== undefined}
        onClose={() => setOpen(null)}
        size="xl"
        centered
        title={title}
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') step(1);
          if (e.key === 'ArrowLeft') step(-1);
        }}
      >
        {current && (
          <>
            <ResponsiveImage
              image={current}
              alt={t('common.imageOf', { n: (open ?? 0) + 1, title })}
              sizes="(min-width: 992px) 900px, 100vw"
              eager
              fit="contain"
              style={{
                width: '100%',
                height: 'auto',
                maxHeight: '70vh',
                borderRadius: 8,
                background: '#0b111d',
              }}
            />
            {images.length > 1 && (
              <Group justify="space-between" mt="sm">
                <ActionIcon variant="light" onClick={() => step(-1)} aria-label={t('common.previous')}>
                  <IconChevronLeft size={18} />
                </ActionIcon>
                <Text size="sm" c="dimmed">
                  {(open ?? 0) + 1} / {images.length}
                </Text>
                <ActionIcon variant="light" onClick={() => step(1)} aria-label={t('common.next')}>
                  <IconChevronRight size={18} />
                </ActionIcon>
              </Group>
            )}
          </>
        )}
      </Modal>
    </>
  );
}
