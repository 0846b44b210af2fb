import { useApolloClient } from '@apollo/client/react';
import { Button, Grid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconHistory } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { BilingualTabs } from '../../components/bilingual-tabs.tsx';
import { MissingEnglish, missingEnglish } from '../../components/english-badge.tsx';
import { GalleryField } from '../../components/gallery-field.tsx';
import { ImageField } from '../../components/image-field.tsx';
import { RichTextField } from '../../components/rich-text-field.tsx';
import { SaveBar } from '../../components/save-bar.tsx';
import { showServerErrors, slugify, toastSuccess, zodValidate } from '../../lib/form.ts';
import { useUnsavedGuard } from '../../lib/use-unsaved-guard.ts';
import { HistoryPanel } from '../../versions/components/history-panel.tsx';
import { areaInput, areaToForm, EMPTY_AREA, toAreaInput, type AreaForm } from '../api/area-input.ts';
import { useCreateArea } from '../api/create-area.ts';
import { AdminAreaBySlugDocument } from '../api/get-area.generated.ts';
import type { AdminArea } from '../api/get-areas.ts';
import { useUpdateArea } from '../api/update-area.ts';
import { tVi } from '@/features/admin/i18n/index.ts';

interface Props {
  area: AdminArea | null;
  onSaved: (area: AdminArea) => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** Create or edit one area of the venue. */
export function AreaEditor({ area, onSaved, onDirtyChange }: Props) {
  const [create, { loading: creating }] = useCreateArea();
  const [update, { loading: updating }] = useUpdateArea();
  const [slugTouched, setSlugTouched] = useState(Boolean(area));
  const [saved, setSaved] = useState<AdminArea | null>(area);
  const [historyOpen, setHistoryOpen] = useState(false);
  const client = useApolloClient();
  const form = useForm<AreaForm>({
    mode: 'controlled',
    initialValues: area ? areaToForm(area) : EMPTY_AREA,
    validate: zodValidate<AreaForm>(areaInput, toAreaInput),
  });
  const dirty = form.isDirty();
  useUnsavedGuard(dirty);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const v = form.getValues();
  const missing = missingEnglish({
    [tVi('areas.fields.name')]: [v.nameVi, v.nameEn],
    [tVi('areas.fields.summary')]: [v.summaryVi, v.summaryEn],
    [tVi('areas.fields.description')]: [v.descriptionVi, v.descriptionEn],
  });

  const submit = form.onSubmit(async (values) => {
    const input = toAreaInput(values);
    try {
      const result = saved
        ? (await update({ variables: { id: saved._id, input } })).data?.updateArea
        : (await create({ variables: { input } })).data?.createArea;
      if (!result) return;
      setSaved(result);
      setSlugTouched(true);
      const next = areaToForm(result);
      form.setValues(next);
      form.resetDirty(next);
      toastSuccess(saved ? tVi('areas.saved') : tVi('areas.created'));
      onSaved(result);
    } catch (error) {
      showServerErrors(form, error);
    }
  });

  /** After a restore the form shows the restored area, saved (a restore is a save). */
  const restored = async (slug: string | null) => {
    setHistoryOpen(false);
    const res = await client.query({
      query: AdminAreaBySlugDocument,
      variables: { slug: slug ?? saved?.slug ?? '' },
      fetchPolicy: 'network-only',
    });
    const fresh = res.data?.area;
    if (!fresh) return;
    setSaved(fresh);
    const next = areaToForm(fresh);
    form.setValues(next);
    form.resetDirty(next);
    onSaved(fresh);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <BilingualTabs
              missing={missing.length}
              vi={
                <Stack>
                  <TextInput
                    label={tVi('areas.nameLabel')}
                    required
                    {...form.getInputProps('nameVi')}
                    onChange={(e) => {
                      const name = e.currentTarget.value;
                      form.setFieldValue('nameVi', name);
                      if (!slugTouched) form.setFieldValue('slug', slugify(name));
                    }}
                  />
                  <Textarea
                    label={tVi('areas.summary')}
                    autosize
                    minRows={2}
                    {...form.getInputProps('summaryVi')}
                  />
                  <RichTextField
                    label={tVi('areas.descriptionLabel')}
                    value={v.descriptionVi}
                    onChange={(html) => form.setFieldValue('descriptionVi', html)}
                    error={form.errors.descriptionVi as string | undefined}
                  />
                </Stack>
              }
              en={
                <Stack>
                  <TextInput label={tVi('areas.nameEn')} {...form.getInputProps('nameEn')} />
                  <Textarea
                    label={tVi('areas.summaryEn')}
                    autosize
                    minRows={2}
                    {...form.getInputProps('summaryEn')}
                  />
                  <RichTextField
                    label={tVi('areas.descriptionEn')}
                    value={v.descriptionEn}
                    onChange={(html) => form.setFieldValue('descriptionEn', html)}
                    error={form.errors.descriptionEn as string | undefined}
                  />
                </Stack>
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack>
              {saved ? (
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconHistory size={16} />}
                  onClick={() => setHistoryOpen(true)}
                  disabled={dirty}
                  title={dirty ? tVi('areas.historyDirty') : undefined}
                >
                  {tVi('areas.history')}
                </Button>
              ) : null}
              <TextInput
                label="Slug"
                description={tVi('areas.slugHint')}
                {...form.getInputProps('slug')}
                onChange={(e) => {
                  setSlugTouched(true);
                  form.setFieldValue('slug', e.currentTarget.value);
                }}
              />
              <ImageField
                label={tVi('areas.cover')}
                value={v.cover}
                onChange={(img) => form.setFieldValue('cover', img)}
                error={form.errors.cover as string | undefined}
              />
              <GalleryField
                label={tVi('areas.gallery')}
                value={v.gallery}
                onChange={(g) => form.setFieldValue('gallery', g)}
                error={form.errors.gallery as string | undefined}
              />
            </Stack>
          </Grid.Col>
        </Grid>
        <SaveBar dirty={dirty} saving={creating || updating} extra={<MissingEnglish missing={missing} />} />
      </Stack>
      {saved ? (
        <HistoryPanel
          type="area"
          id={saved._id}
          opened={historyOpen}
          onClose={() => setHistoryOpen(false)}
          onRestored={(slug) => void restored(slug)}
        />
      ) : null}
    </form>
  );
}
