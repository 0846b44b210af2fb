import { Button, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { HistoryPanel } from '@/features/admin/versions/components/history-panel.tsx';
import { AdminPage, FailureState, LoadingState } from '@/features/admin/components/admin-page.tsx';
import { MissingEnglish, missingEnglish } from '@/features/admin/components/english-badge.tsx';
import { ImageField } from '@/features/admin/components/image-field.tsx';
import { SaveBar } from '@/features/admin/components/save-bar.tsx';
import { useAdminHome } from '@/features/admin/home/api/get-home.ts';
import {
  homeFormSchema,
  toHomeInput,
  useUpdateHome,
  type HomeForm,
} from '@/features/admin/home/api/update-home.ts';
import { MapPreview } from '@/features/admin/home/components/map-preview.tsx';
import { SlidesField } from '@/features/admin/home/components/slides-field.tsx';
import { zodValidate } from '@/features/admin/lib/form.ts';
import { useSettingsForm } from '@/features/admin/shared/use-settings-form.ts';
import { tVi } from '@/features/admin/i18n/index.ts';

const EMPTY: HomeForm = {
  logoHeader: null,
  logoFooter: null,
  map: '',
  address: '',
  addressEn: '',
  phone: '',
  email: '',
  link: { facebook: '', zalo: '', hotline: '', whatsapp: '' },
  slides: [],
  seo: { titleVi: '', titleEn: '', descriptionVi: '', descriptionEn: '' },
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Title order={2} size="h3" fz="lg" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function homeToForm(home: NonNullable<ReturnType<typeof useAdminHome>['data']>['home']): HomeForm {
  const { updatedAt: _updatedAt, ...values } = home;
  return {
    ...EMPTY,
    ...values,
    link: { ...EMPTY.link, ...values.link },
    seo: { ...EMPTY.seo, ...values.seo },
    slides: values.slides ?? [],
  };
}

/** /admin/general — 'Chung': logos, contact details, map, links, hero slides, SEO defaults. */
export function GeneralSettings() {
  const query = useAdminHome();
  const [update, { loading: saving }] = useUpdateHome();
  const home = query.data?.home;
  const { form, dirty, submit, restored, historyOpen, setHistoryOpen } = useSettingsForm({
    doc: home,
    empty: EMPTY,
    toForm: homeToForm,
    validate: zodValidate<HomeForm>(homeFormSchema),
    save: (values) => update({ variables: { input: toHomeInput(values) } }),
    refetch: async () => (await query.refetch()).data?.home,
    savedMessage: tVi('general.saved'),
  });

  if (query.loading && !home) return <LoadingState />;
  if (query.error && !home) return <FailureState error={query.error} />;

  const v = form.getValues();
  const missing = missingEnglish({
    [tVi('general.fields.seoTitle')]: [v.seo.titleVi, v.seo.titleEn],
    [tVi('general.fields.seoDescription')]: [v.seo.descriptionVi, v.seo.descriptionEn],
    ...Object.fromEntries(
      v.slides.map((s, i) => [tVi('general.fields.slideCaption', { n: i + 1 }), [s.captionVi, s.captionEn]]),
    ),
  });

  return (
    <AdminPage
      actions={
        <Button
          variant="default"
          leftSection={<IconHistory size={16} />}
          onClick={() => setHistoryOpen(true)}
          disabled={dirty}
          title={dirty ? tVi('general.historyDirty') : undefined}
        >
          {tVi('general.history')}
        </Button>
      }
      title={tVi('general.title')}
      description={tVi('general.description')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Section title={tVi('general.logo')}>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <ImageField
                label={tVi('general.logoHeader')}
                description={tVi('general.logoHeaderHint')}
                value={v.logoHeader}
                onChange={(image) => form.setFieldValue('logoHeader', image)}
                error={form.errors.logoHeader as string | undefined}
                testId="logo-header"
                previewBg="dark.6"
              />
              <ImageField
                label={tVi('general.logoFooter')}
                description={tVi('general.logoFooterHint')}
                value={v.logoFooter}
                onChange={(image) => form.setFieldValue('logoFooter', image)}
                error={form.errors.logoFooter as string | undefined}
                testId="logo-footer"
              />
            </SimpleGrid>
          </Section>

          <Section title={tVi('general.contact')}>
            <Stack>
              <Textarea
                label={tVi('general.address')}
                description={tVi('general.pipeHint')}
                autosize
                minRows={2}
                {...form.getInputProps('address')}
              />
              <Textarea
                label={tVi('general.addressEn')}
                description={tVi('general.addressEnHint')}
                autosize
                minRows={2}
                {...form.getInputProps('addressEn')}
              />
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <TextInput
                  label={tVi('general.phone')}
                  description={tVi('general.pipeHint')}
                  {...form.getInputProps('phone')}
                />
                <TextInput
                  label="Email"
                  description={tVi('general.pipeHint')}
                  {...form.getInputProps('email')}
                />
              </SimpleGrid>
            </Stack>
          </Section>

          <Section title={tVi('general.social')}>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <TextInput
                label="Facebook"
                placeholder="https://facebook.com/..."
                {...form.getInputProps('link.facebook')}
              />
              <TextInput
                label="Zalo"
                placeholder="https://zalo.me/..."
                {...form.getInputProps('link.zalo')}
              />
              <TextInput label="Hotline" placeholder="0901234567" {...form.getInputProps('link.hotline')} />
              <TextInput
                label="WhatsApp"
                placeholder="https://wa.me/84..."
                {...form.getInputProps('link.whatsapp')}
              />
            </SimpleGrid>
          </Section>

          <Section title={tVi('general.map')}>
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              <Textarea
                label={tVi('general.mapCode')}
                description={tVi('general.mapCodeHint')}
                autosize
                minRows={6}
                maxRows={12}
                styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
                {...form.getInputProps('map')}
              />
              <MapPreview html={v.map} />
            </SimpleGrid>
          </Section>

          <Section title={tVi('general.slidesSection')}>
            <SlidesField
              value={v.slides}
              onChange={(slides) => form.setFieldValue('slides', slides)}
              errors={form.errors}
            />
          </Section>

          <Section title={tVi('general.seo')}>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <TextInput label={tVi('general.seoTitleVi')} {...form.getInputProps('seo.titleVi')} />
              <TextInput label={tVi('general.seoTitleEn')} {...form.getInputProps('seo.titleEn')} />
              <Textarea
                label={tVi('general.seoDescriptionVi')}
                autosize
                minRows={2}
                {...form.getInputProps('seo.descriptionVi')}
              />
              <Textarea
                label={tVi('general.seoDescriptionEn')}
                autosize
                minRows={2}
                {...form.getInputProps('seo.descriptionEn')}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed" mt="xs">
              {tVi('general.seoHint')}
            </Text>
          </Section>

          <SaveBar dirty={dirty} saving={saving} extra={<MissingEnglish missing={missing} />} />
        </Stack>
      </form>
      <HistoryPanel
        type="home"
        id="current"
        opened={historyOpen}
        onClose={() => setHistoryOpen(false)}
        onRestored={() => void restored()}
      />
    </AdminPage>
  );
}
