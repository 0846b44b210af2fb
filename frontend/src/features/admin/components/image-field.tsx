import '@mantine/dropzone/styles.layer.css';
import { ActionIcon, Box, Flex, Image, Input, Loader, Stack, Text } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_UPLOAD_BYTES, uploadImage, type AdminImage } from '../lib/images.ts';
import { toastError } from '../lib/form.ts';
import { tVi } from '@/features/admin/i18n/index.ts';

interface Props {
  label: string;
  value: AdminImage | null | undefined;
  onChange: (image: AdminImage | null) => void;
  error?: string;
  description?: string;
  previewHeight?: number;
  /** Light logos made for the dark header need a dark backdrop to be seen. */
  previewBg?: string;
  testId?: string;
}

/** One image: drop or pick a file, it is uploaded at once and previewed. */
export function ImageField({
  label,
  value,
  onChange,
  error,
  description,
  previewHeight = 140,
  previewBg = 'gray.1',
  testId,
}: Props) {
  const [busy, setBusy] = useState(false);

  const upload = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setBusy(true);
    try {
      onChange(await uploadImage(file));
    } catch (e) {
      toastError(e, tVi('images.uploadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Flex direction="column" align="stretch" gap="xs" mt={4}>
        {value?.secure_url ? (
          <Box pos="relative" style={{ alignSelf: 'flex-start', maxWidth: '100%' }}>
            <Image
              src={value.secure_url}
              alt={label}
              h={previewHeight}
              w="auto"
              maw="100%"
              fit="contain"
              radius="sm"
              bg={previewBg}
              p={4}
              data-testid={testId ? `${testId}-preview` : undefined}
            />
            <ActionIcon
              pos="absolute"
              top={4}
              right={4}
              color="red"
              variant="filled"
              size="sm"
              aria-label={tVi('images.removeNamed', { label })}
              onClick={() => onChange(null)}
            >
              <IconTrash size={14} />
            </ActionIcon>
          </Box>
        ) : null}
        <Dropzone
          onDrop={upload}
          onReject={() => toastError(new Error(tVi('images.tooLarge')), tVi('images.invalid'))}
          accept={IMAGE_MIME_TYPE}
          maxSize={MAX_UPLOAD_BYTES}
          multiple={false}
          loading={busy}
          style={{ flex: 1, minWidth: 0 }}
          data-testid={testId}
        >
          <Stack
            align="center"
            justify="center"
            gap={4}
            mih={value?.secure_url ? 60 : previewHeight - 40}
            style={{ pointerEvents: 'none' }}
          >
            {busy ? <Loader size="sm" /> : <IconPhotoUp size={28} stroke={1.5} />}
            <Text size="sm" ta="center">
              {value?.secure_url ? tVi('images.dropReplace') : tVi('images.drop')}
            </Text>
            <Text size="xs" c="dimmed" ta="center">
              {tVi('images.formats')}
            </Text>
          </Stack>
        </Dropzone>
      </Flex>
    </Input.Wrapper>
  );
}
