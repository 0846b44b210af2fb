import '@mantine/dropzone/styles.layer.css';
import { ActionIcon, Box, Image, Input, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import { IconArrowLeft, IconArrowRight, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_UPLOAD_BYTES, uploadImage, type AdminImage } from '../lib/images.ts';
import { toastError } from '../lib/form.ts';
import { tVi } from '@/features/admin/i18n/index.ts';

interface Props {
  label: string;
  value: AdminImage[];
  onChange: (images: AdminImage[]) => void;
  error?: string;
}

function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Several images: upload many at once, reorder, remove. */
export function GalleryField({ label, value, onChange, error }: Props) {
  const [busy, setBusy] = useState(false);

  const upload = async (files: File[]) => {
    setBusy(true);
    const added: AdminImage[] = [];
    try {
      for (const file of files) added.push(await uploadImage(file));
    } catch (e) {
      toastError(e, tVi('images.uploadFailed'));
    } finally {
      setBusy(false);
      if (added.length) onChange([...value, ...added]);
    }
  };

  return (
    <Input.Wrapper label={label} error={error}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="xs" mt={4}>
        {value.map((image, index) => (
          <Box key={`${image.public_id}-${index}`} pos="relative">
            <Image src={image.secure_url} alt="" h={100} radius="sm" fit="cover" />
            <Box pos="absolute" top={4} right={4} style={{ display: 'flex', gap: 4 }}>
              <ActionIcon
                size="sm"
                variant="white"
                aria-label={tVi('images.moveEarlier')}
                onClick={() => onChange(move(value, index, index - 1))}
              >
                <IconArrowLeft size={14} />
              </ActionIcon>
              <ActionIcon
                size="sm"
                variant="white"
                aria-label={tVi('images.moveLater')}
                onClick={() => onChange(move(value, index, index + 1))}
              >
                <IconArrowRight size={14} />
              </ActionIcon>
              <ActionIcon
                size="sm"
                color="red"
                variant="filled"
                aria-label={tVi('images.remove')}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <IconTrash size={14} />
              </ActionIcon>
            </Box>
          </Box>
        ))}
        <Dropzone onDrop={upload} accept={IMAGE_MIME_TYPE} maxSize={MAX_UPLOAD_BYTES} loading={busy} p="xs">
          <Stack align="center" justify="center" gap={2} h={80} style={{ pointerEvents: 'none' }}>
            {busy ? <Loader size="xs" /> : <IconPhotoPlus size={22} stroke={1.5} />}
            <Text size="xs" ta="center">
              {tVi('images.add')}
            </Text>
          </Stack>
        </Dropzone>
      </SimpleGrid>
    </Input.Wrapper>
  );
}
