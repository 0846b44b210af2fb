import { Button, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { HistoryPanel } from '@/features/admin/versions/components/history-panel.tsx';
import { AdminPage, FailureState, LoadingState } from '@/features/admin/components/admin-page.tsx';
import { MissingEnglish, missingEnglish } from '@/features/admin/components/english-badge.tsx';
import { GalleryField } from '@/features/admin/components/gallery-field.tsx';
import { RichTextField } from '@/features/admin/components/rich-text-field.tsx';
import { SaveBar } from '@/features/admin/components/save-bar.tsx';
import { useAdminIntroduction } from '@/features/admin/intro/api/get-introduction.ts';
import {
  introductionInput,
  toIntroductionInput,
  useUpdateIntroduction,
  type IntroductionForm,
} from '@/features/admin/intro/api/update-introduction.ts';
import { zodValidate } from '@/features/admin/lib/form.ts';
import { useSettingsForm } from '@/features/admin/shared/use-settings-form.ts';
import { tVi } from '@/features/admin/i18n/index.ts';

const EMPTY: IntroductionForm = {
  titleVi: '',
  titleEn: '',
  summaryVi: '',
  summaryEn: '',
  contentVi: '',
  contentEn: '',
  images: [],
};

function introToForm(intro: NonNullable<ReturnType<typeof useAdminIntroduction>['data']>['introduction']) {
  const { updatedAt: _updatedAt, ...values } = intro;
  return { ...EMPTY, ...values, images: values.images ?? [] };
}

/** /admin/instroduct — 'Giới thiệu': Vietnamese and English side by side. */
export function IntroductionForm() {
  const query = useAdminIntroduction();
  const [update, { loading: saving }] = useUpdateIntroduction();
  const intro = query.data?.introduction;
  const { form, dirty, submit, restored, historyOpen, setHistoryOpen } = useSettingsForm({
    doc: intro,
    empty: EMPTY,
    toForm: introToForm,
    validate: zodValidate<IntroductionForm>(introductionInput, toIntroductionInput),
    save: (values) => update({ variables: { input: toIntroductionInput(values) } }),
    refetch: async () => (await query.refetch()).data?.introduction,
    savedMessage: tVi('intro.saved'),
  });

  if (query.loading && !intro) return <LoadingState />;
  if (query.error && !intro) return <FailureState error={query.error} />;

  const v = form.getValues();
  const missing = missingEnglish({
    [tVi('intro.fields.title')]: [v.titleVi, v.titleEn],
    [tVi('intro.fields.summary')]: [v.summaryVi, v.summaryEn],
    [tVi('intro.fields.content')]: [v.contentVi, v.contentEn],
  });

  return (
    <AdminPage
      actions={
        <Button
          variant="default"
          leftSection={<IconHistory size={16} />}
          onClick={() => setHistoryOpen(true)}
          disabled={dirty}
          title={dirty ? tVi('intro.historyDirty') : undefined}
        >
          {tVi('intro.history')}
        </Button>
      }
      title={tVi('intro.title')}
      description={tVi('intro.description')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
              <Title order={2} size="h3" fz="lg" mb="md">
                {tVi('intro.vietnamese')}
              </Title>
              <Stack>
                <TextInput label={tVi('intro.titleLabel')} {...form.getInputProps('titleVi')} />
                <Textarea
                  label={tVi('intro.summary')}
                  autosize
                  minRows={2}
                  {...form.getInputProps('summaryVi')}
                />
                <RichTextField
                  label={tVi('intro.content')}
                  value={v.contentVi}
                  onChange={(html) => form.setFieldValue('contentVi', html)}
                  error={form.errors.contentVi as string | undefined}
                  minHeight={360}
                />
              </Stack>
            </Paper>
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
              <Title order={2} size="h3" fz="lg" mb="md">
                {tVi('intro.english')}
              </Title>
              <Stack>
                <TextInput label={tVi('intro.titleEn')} {...form.getInputProps('titleEn')} />
                <Textarea
                  label={tVi('intro.summaryEn')}
                  autosize
                  minRows={2}
                  {...form.getInputProps('summaryEn')}
                />
                <RichTextField
                  label={tVi('intro.contentEn')}
                  value={v.contentEn}
                  onChange={(html) => form.setFieldValue('contentEn', html)}
                  error={form.errors.contentEn as string | undefined}
                  minHeight={360}
                />
              </Stack>
            </Paper>
          </SimpleGrid>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
            <GalleryField
              label={tVi('intro.image')}
              value={v.images}
              onChange={(images) => form.setFieldValue('images', images)}
              error={form.errors.images as string | undefined}
            />
          </Paper>
          <SaveBar dirty={dirty} saving={saving} extra={<MissingEnglish missing={missing} />} />
        </Stack>
      </form>
      <HistoryPanel
        type="intro"
        id="current"
        opened={historyOpen}
        onClose={() => setHistoryOpen(false)}
        onRestored={() => void restored()}
      />
    </AdminPage>
  );
}
