import {
  Anchor,
  Grid,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { BilingualTabs } from '../../components/bilingual-tabs.tsx';
import { MissingEnglish, missingEnglish } from '../../components/english-badge.tsx';
import { ImageField } from '../../components/image-field.tsx';
import { RichTextField } from '../../components/rich-text-field.tsx';
import { SaveBar } from '../../components/save-bar.tsx';
import { showServerErrors, slugify, toastSuccess } from '../../lib/form.ts';
import { useUnsavedGuard } from '../../lib/use-unsaved-guard.ts';
import { TagsField } from '../../tags/components/tags-field.tsx';
import { useCreateNews } from '../api/create-news.ts';
import type { AdminNews } from '../api/fragments.ts';
import { EMPTY_NEWS, newsInput, newsToForm, toNewsInput, type NewsForm } from '../api/news-input.ts';
import { useUpdateNews } from '../api/update-news.ts';
import { zodValidate } from '../../lib/form.ts';

interface Props {
  news: AdminNews | null;
  onSaved: (news: AdminNews) => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** Create or edit one news post: Vi/En tabs, tags, cover, status. */
export function NewsEditor({ news, onSaved, onDirtyChange }: Props) {
  const [create, { loading: creating }] = useCreateNews();
  const [update, { loading: updating }] = useUpdateNews();
  const [slugTouched, setSlugTouched] = useState(Boolean(news));
  const [saved, setSaved] = useState<AdminNews | null>(news);
  const form = useForm<NewsForm>({
    mode: 'controlled',
    initialValues: news ? newsToForm(news) : EMPTY_NEWS,
    validate: zodValidate<NewsForm>(newsInput, toNewsInput),
  });
  const dirty = form.isDirty();
  useUnsavedGuard(dirty);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const v = form.getValues();
  const missing = missingEnglish({
    'Tiêu đề': [v.titleVi, v.titleEn],
    'Tóm tắt': [v.summaryVi, v.summaryEn],
    'Nội dung': [v.contentVi, v.contentEn],
  });

  const submit = form.onSubmit(async (values) => {
    const input = toNewsInput(values);
    try {
      const result = saved
        ? (await update({ variables: { id: saved._id, input } })).data?.updateNews
        : (await create({ variables: { input } })).data?.createNews;
      if (!result) return;
      setSaved(result);
      setSlugTouched(true);
      const next = newsToForm(result);
      form.setValues(next);
      form.resetDirty(next);
      toastSuccess(saved ? 'Đã lưu tin tức' : 'Đã tạo tin tức');
      onSaved(result);
    } catch (error) {
      showServerErrors(form, error);
    }
  });

  const err = (key: keyof NewsForm) => form.errors[key] as string | undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack>
              <BilingualTabs
                missing={missing.length}
                vi={
                  <Stack>
                    <TextInput
                      label="Tiêu đề"
                      required
                      {...form.getInputProps('titleVi')}
                      onChange={(e) => {
                        const title = e.currentTarget.value;
                        form.setFieldValue('titleVi', title);
                        if (!slugTouched) form.setFieldValue('slug', slugify(title));
                      }}
                    />
                    <Textarea label="Tóm tắt" autosize minRows={2} {...form.getInputProps('summaryVi')} />
                    <RichTextField label="Nội dung" value={v.contentVi} onChange={(html) => form.setFieldValue('contentVi', html)} error={err('contentVi')} />
                  </Stack>
                }
                en={
                  <Stack>
                    <TextInput label="Title" {...form.getInputProps('titleEn')} />
                    <Textarea label="Summary" autosize minRows={2} {...form.getInputProps('summaryEn')} />
                    <RichTextField label="Content" value={v.contentEn} onChange={(html) => form.setFieldValue('contentEn', html)} error={err('contentEn')} />
                  </Stack>
                }
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack>
              <Paper withBorder p="md" radius="md">
                <Stack gap="sm">
                  <SegmentedControl
                    fullWidth
                    data={[
                      { value: 'draft', label: 'Bản nháp' },
                      { value: 'published', label: 'Đã đăng' },
                    ]}
                    {...form.getInputProps('status')}
                  />
                  <Switch label="Nổi bật" {...form.getInputProps('featured', { type: 'checkbox' })} />
                  {saved ? (
                    <Anchor href={`/news/${saved.slug}`} target="_blank" size="sm" style={{ wordBreak: 'break-all' }}>
                      <IconExternalLink size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
                      Xem trước /news/{saved.slug}
                    </Anchor>
                  ) : null}
                </Stack>
              </Paper>
              <TextInput
                label="Slug"
                description="Tạo tự động từ tiêu đề tiếng Việt, có thể sửa"
                {...form.getInputProps('slug')}
                onChange={(e) => {
                  setSlugTouched(true);
                  form.setFieldValue('slug', e.currentTarget.value);
                }}
              />
              <TagsField value={v.tagIds} onChange={(ids) => form.setFieldValue('tagIds', ids)} error={err('tagIds')} />
              <ImageField label="Ảnh bìa" value={v.cover} onChange={(img) => form.setFieldValue('cover', img)} error={err('cover')} />
            </Stack>
          </Grid.Col>
        </Grid>
        {form.errors._ ? (
          <Text c="red" size="sm">
            {form.errors._ as string}
          </Text>
        ) : null}
        <SaveBar dirty={dirty} saving={creating || updating} extra={<MissingEnglish missing={missing} />} />
      </Stack>
    </form>
  );
}
