import {
  Anchor,
  Button,
  Grid,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconExternalLink, IconHistory } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { BilingualTabs } from '../components/bilingual-tabs.tsx';
import { MissingEnglish, missingEnglish } from '../components/english-badge.tsx';
import { ImageField } from '../components/image-field.tsx';
import { RichTextField } from '../components/rich-text-field.tsx';
import { SaveBar } from '../components/save-bar.tsx';
import { showServerErrors, slugify, toastSuccess } from '../lib/form.ts';
import { useUnsavedGuard } from '../lib/use-unsaved-guard.ts';
import { TagsField } from '../tags/components/tags-field.tsx';
import { PreviewButton } from '../preview/components/preview-button.tsx';
import { HistoryPanel } from '../versions/components/history-panel.tsx';
import type { PublishableForm } from './publishable.ts';
import { tVi } from '@/features/admin/i18n/index.ts';

/** What a type's own fields get: the form, its current values and a field's error. */
export interface EditorParts<F> {
  form: UseFormReturnType<F>;
  values: F;
  err: (key: keyof F) => string | undefined;
}

interface Props<T extends { _id: string; slug: string }, F extends PublishableForm, I> {
  item: T | null;
  onSaved: (item: T) => void;
  onDirtyChange: (dirty: boolean) => void;
  /** The item type's Vietnamese noun in the toasts ('sự kiện', 'tin tức'). */
  noun: string;
  /** The public page's path before the slug ('/event'). */
  publicPath: string;
  empty: F;
  toForm: (item: T) => F;
  toInput: (values: F) => I;
  validate: (values: F) => Record<string, string>;
  create: (input: I) => Promise<T | undefined>;
  update: (id: string, input: I) => Promise<T | undefined>;
  saving: boolean;
  /** More Vi/En pairs the English badge counts (label: [vi, en]). */
  moreBilingual?: (values: F) => Record<string, [string, string]>;
  /** Below the Vi/En tabs. */
  main?: (parts: EditorParts<F>) => ReactNode;
  /** More switches by 'Nổi bật'. */
  switches?: (parts: EditorParts<F>) => ReactNode;
  /** Between the slug and the tags, and between the tags and the cover. */
  beforeTags?: (parts: EditorParts<F>) => ReactNode;
  afterTags?: (parts: EditorParts<F>) => ReactNode;
  /** The version history of a saved item ('Lịch sử'). */
  history: {
    type: 'event' | 'news';
    /** Reads the item again after a restore (its slug may have changed with it). */
    reload: (slug: string) => Promise<T | null | undefined>;
  };
}

/**
 * The editor of a publishable item (event, news post): Vi/En tabs with title, summary and content,
 * status, featured, preview link, slug (from the Vietnamese title until edited), tags, cover and
 * the save bar. The item type adds its own fields through the render props.
 */
export function PublishableEditor<T extends { _id: string; slug: string }, F extends PublishableForm, I>(
  props: Props<T, F, I>,
) {
  const { item, onSaved, onDirtyChange, noun, publicPath, create, update } = props;
  const [slugTouched, setSlugTouched] = useState(Boolean(item));
  const [saved, setSaved] = useState<T | null>(item);
  const [historyOpen, setHistoryOpen] = useState(false);
  const typed = useForm<F>({
    mode: 'controlled',
    initialValues: item ? props.toForm(item) : props.empty,
    validate: props.validate,
  });
  // The shared fields, without Mantine's path types over a generic form.
  const form = typed as unknown as UseFormReturnType<PublishableForm>;
  const dirty = form.isDirty();
  useUnsavedGuard(dirty);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const values = typed.getValues();
  const v = values as PublishableForm;
  const missing = missingEnglish({
    [tVi('content.fields.title')]: [v.titleVi, v.titleEn],
    [tVi('content.fields.summary')]: [v.summaryVi, v.summaryEn],
    [tVi('content.fields.content')]: [v.contentVi, v.contentEn],
    ...props.moreBilingual?.(values),
  });

  const submit = typed.onSubmit(async (formValues) => {
    const input = props.toInput(formValues);
    try {
      const result = saved ? await update(saved._id, input) : await create(input);
      if (!result) return;
      setSaved(result);
      setSlugTouched(true);
      const next = props.toForm(result);
      typed.setValues(next);
      typed.resetDirty(next);
      toastSuccess(tVi(saved ? 'content.saved' : 'content.created', { noun }));
      onSaved(result);
    } catch (error) {
      showServerErrors(form, error);
    }
  });

  /** After a restore the form shows the restored content, saved (a restore is a save). */
  const restored = async (slug: string | null) => {
    setHistoryOpen(false);
    const fresh = await props.history.reload(slug ?? saved?.slug ?? '');
    if (!fresh) return;
    setSaved(fresh);
    const next = props.toForm(fresh);
    typed.setValues(next);
    typed.resetDirty(next);
    onSaved(fresh);
  };

  const err = (key: keyof F) => form.errors[key as string] as string | undefined;
  const parts: EditorParts<F> = { form: typed, values, err };

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
                      label={tVi('content.titleLabel')}
                      required
                      {...form.getInputProps('titleVi')}
                      onChange={(e) => {
                        const title = e.currentTarget.value;
                        form.setFieldValue('titleVi', title);
                        if (!slugTouched) form.setFieldValue('slug', slugify(title));
                      }}
                    />
                    <Textarea
                      label={tVi('content.summary')}
                      autosize
                      minRows={2}
                      {...form.getInputProps('summaryVi')}
                    />
                    <RichTextField
                      label={tVi('content.contentLabel')}
                      value={v.contentVi}
                      onChange={(html) => form.setFieldValue('contentVi', html)}
                      error={err('contentVi')}
                    />
                  </Stack>
                }
                en={
                  <Stack>
                    <TextInput label={tVi('content.titleEn')} {...form.getInputProps('titleEn')} />
                    <Textarea
                      label={tVi('content.summaryEn')}
                      autosize
                      minRows={2}
                      {...form.getInputProps('summaryEn')}
                    />
                    <RichTextField
                      label={tVi('content.contentEn')}
                      value={v.contentEn}
                      onChange={(html) => form.setFieldValue('contentEn', html)}
                      error={err('contentEn')}
                    />
                  </Stack>
                }
              />
              {props.main?.(parts)}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack>
              <Paper withBorder p="md" radius="md">
                <Stack gap="sm">
                  <SegmentedControl
                    fullWidth
                    data={[
                      { value: 'draft', label: tVi('content.draft') },
                      { value: 'published', label: tVi('content.published') },
                    ]}
                    {...form.getInputProps('status')}
                  />
                  <Switch
                    label={tVi('content.featured')}
                    {...form.getInputProps('featured', { type: 'checkbox' })}
                  />
                  {props.switches?.(parts)}
                  {saved ? (
                    <Anchor
                      href={`${publicPath}/${saved.slug}`}
                      target="_blank"
                      size="sm"
                      style={{ wordBreak: 'break-all' }}
                    >
                      <IconExternalLink size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
                      {tVi('content.publicPage', { path: `${publicPath}/${saved.slug}` })}
                    </Anchor>
                  ) : null}
                  {saved ? <PreviewButton type={props.history.type} id={saved._id} disabled={dirty} /> : null}
                  {saved ? (
                    <Button
                      variant="default"
                      size="xs"
                      leftSection={<IconHistory size={16} />}
                      onClick={() => setHistoryOpen(true)}
                      disabled={dirty}
                      title={dirty ? tVi('content.historyDirty') : undefined}
                    >
                      {tVi('content.history')}
                    </Button>
                  ) : null}
                </Stack>
              </Paper>
              <TextInput
                label="Slug"
                description={tVi('content.slugHint')}
                {...form.getInputProps('slug')}
                onChange={(e) => {
                  setSlugTouched(true);
                  form.setFieldValue('slug', e.currentTarget.value);
                }}
              />
              {props.beforeTags?.(parts)}
              <TagsField
                value={v.tagIds}
                onChange={(ids) => form.setFieldValue('tagIds', ids)}
                error={err('tagIds')}
              />
              {props.afterTags?.(parts)}
              <ImageField
                label={tVi('content.cover')}
                value={v.cover}
                onChange={(img) => form.setFieldValue('cover', img)}
                error={err('cover')}
              />
            </Stack>
          </Grid.Col>
        </Grid>
        {form.errors._ ? (
          <Text c="red" size="sm">
            {form.errors._ as string}
          </Text>
        ) : null}
        <SaveBar dirty={dirty} saving={props.saving} extra={<MissingEnglish missing={missing} />} />
      </Stack>
      {saved ? (
        <HistoryPanel
          type={props.history.type}
          id={saved._id}
          opened={historyOpen}
          onClose={() => setHistoryOpen(false)}
          onRestored={(slug) => void restored(slug)}
        />
      ) : null}
    </form>
  );
}
