import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { ImageField } from '../../components/image-field.tsx';
import type { HeroSlide } from '../api/get-home.ts';
import { tVi } from '@/features/admin/i18n/index.ts';

interface Props {
  value: HeroSlide[];
  onChange: (slides: HeroSlide[]) => void;
  errors: Record<string, unknown>;
}

const EMPTY: HeroSlide = { image: null, captionVi: '', captionEn: '', link: '' };

/** Hero slides: add, reorder (up/down), remove. */
export function SlidesField({ value, onChange, errors }: Props) {
  const set = (index: number, patch: Partial<HeroSlide>) =>
    onChange(value.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length) return;
    const next = [...value];
    const [slide] = next.splice(from, 1);
    next.splice(to, 0, slide as HeroSlide);
    onChange(next);
  };
  const err = (i: number, key: string) => errors[`slides.${i}.${key}`] as string | undefined;

  return (
    <Stack gap="sm">
      {value.length === 0 ? (
        <Text c="dimmed" size="sm">
          {tVi('general.slides.empty')}
        </Text>
      ) : null}
      {value.map((slide, index) => (
        <Paper key={index} withBorder p="sm" radius="md" data-testid="slide">
          <Group justify="space-between" mb="xs">
            <Text fw={600}>Slide {index + 1}</Text>
            <Group gap={4}>
              <ActionIcon
                variant="default"
                aria-label={tVi('general.slides.up')}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="default"
                aria-label={tVi('general.slides.down')}
                disabled={index === value.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                color="red"
                variant="light"
                aria-label={tVi('general.slides.remove')}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <ImageField
              label={tVi('general.slides.image')}
              value={slide.image}
              onChange={(image) => set(index, { image })}
              error={err(index, 'image')}
              previewHeight={120}
            />
            <Stack gap="xs">
              <TextInput
                label={tVi('general.slides.captionVi')}
                value={slide.captionVi}
                onChange={(e) => set(index, { captionVi: e.currentTarget.value })}
                error={err(index, 'captionVi')}
              />
              <TextInput
                label={tVi('general.slides.captionEn')}
                value={slide.captionEn}
                onChange={(e) => set(index, { captionEn: e.currentTarget.value })}
                error={err(index, 'captionEn')}
              />
              <TextInput
                label={tVi('general.slides.link')}
                placeholder={tVi('general.slides.linkPlaceholder')}
                value={slide.link}
                onChange={(e) => set(index, { link: e.currentTarget.value })}
                error={err(index, 'link')}
              />
            </Stack>
          </SimpleGrid>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange([...value, { ...EMPTY }])}
        >
          {tVi('general.slides.add')}
        </Button>
      </Group>
    </Stack>
  );
}
