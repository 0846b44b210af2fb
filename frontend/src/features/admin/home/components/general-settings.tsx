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

const EMPTY: HomeForm = {
  logoHeader: null,
  logoFooter: null,
  map: '',
  address: '',
  phone: '',
  email: '',
  link: { facebook: '', zalo: '', hotline: '', whatsapp: '' },
  slides: [],
  seo: { titleVi: '', titleEn: '', descriptionVi: '', descriptionEn: '' },
};

const PIPE_HINT = "Dấu '|' sẽ xuống dòng khi hiển thị";

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
    savedMessage: 'Đã lưu thông tin chung',
  });

  if (query.loading && !home) return <LoadingState />;
  if (query.error && !home) return <FailureState error={query.error} />;

  const v = form.getValues();
  const missing = missingEnglish({
    'Tiêu đề SEO': [v.seo.titleVi, v.seo.titleEn],
    'Mô tả SEO': [v.seo.descriptionVi, v.seo.descriptionEn],
    ...Object.fromEntries(v.slides.map((s, i) => [`Chú thích slide ${i + 1}`, [s.captionVi, s.captionEn]])),
  });

  return (
    <AdminPage
      actions={
        <Button
          variant="default"
          leftSection={<IconHistory size={16} />}
          onClick={() => setHistoryOpen(true)}
          disabled={dirty}
          title={dirty ? 'Lưu hoặc bỏ thay đổi trước khi xem lịch sử' : undefined}
        >
          Lịch sử
        </Button>
      }
      title="Chung"
      description="Logo, thông tin liên hệ, bản đồ, liên kết, slide trang chủ và SEO"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Section title="Logo">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <ImageField
                label="Logo đầu trang"
                description="Hiện ở thanh đầu trang công khai"
                value={v.logoHeader}
                onChange={(image) => form.setFieldValue('logoHeader', image)}
                error={form.errors.logoHeader as string | undefined}
                testId="logo-header"
                previewBg="dark.6"
              />
              <ImageField
                label="Logo chân trang"
                description="Hiện ở chân trang, cạnh thông tin liên hệ"
                value={v.logoFooter}
                onChange={(image) => form.setFieldValue('logoFooter', image)}
                error={form.errors.logoFooter as string | undefined}
                testId="logo-footer"
              />
            </SimpleGrid>
          </Section>

          <Section title="Thông tin liên hệ">
            <Stack>
              <Textarea
                label="Địa chỉ"
                description={PIPE_HINT}
                autosize
                minRows={2}
                {...form.getInputProps('address')}
              />
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <TextInput label="Điện thoại" description={PIPE_HINT} {...form.getInputProps('phone')} />
                <TextInput label="Email" description={PIPE_HINT} {...form.getInputProps('email')} />
              </SimpleGrid>
            </Stack>
          </Section>

          <Section title="Liên kết mạng xã hội">
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

          <Section title="Bản đồ">
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              <Textarea
                label="Mã nhúng bản đồ"
                description="Dán mã <iframe> từ Google Maps (Chia sẻ → Nhúng bản đồ)"
                autosize
                minRows={6}
                maxRows={12}
                styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
                {...form.getInputProps('map')}
              />
              <MapPreview html={v.map} />
            </SimpleGrid>
          </Section>

          <Section title="Slide trang chủ">
            <SlidesField
              value={v.slides}
              onChange={(slides) => form.setFieldValue('slides', slides)}
              errors={form.errors}
            />
          </Section>

          <Section title="SEO mặc định">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <TextInput label="Tiêu đề (Tiếng Việt)" {...form.getInputProps('seo.titleVi')} />
              <TextInput label="Title (English)" {...form.getInputProps('seo.titleEn')} />
              <Textarea
                label="Mô tả (Tiếng Việt)"
                autosize
                minRows={2}
                {...form.getInputProps('seo.descriptionVi')}
              />
              <Textarea
                label="Description (English)"
                autosize
                minRows={2}
                {...form.getInputProps('seo.descriptionEn')}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed" mt="xs">
              Dùng cho thẻ tiêu đề và mô tả của các trang không có nội dung riêng.
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
