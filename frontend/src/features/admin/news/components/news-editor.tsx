import { useApolloClient } from '@apollo/client/react';
import { zodValidate } from '../../lib/form.ts';
import { PublishableEditor } from '../../shared/publishable-editor.tsx';
import { useCreateNews } from '../api/create-news.ts';
import { AdminNewsItemDocument } from '../api/get-news-item.generated.ts';
import type { AdminNews } from '../api/fragments.ts';
import { EMPTY_NEWS, newsInput, newsToForm, toNewsInput, type NewsForm } from '../api/news-input.ts';
import { useUpdateNews } from '../api/update-news.ts';
import { PAGE_PATHS } from '@gateway/lib/site-paths.ts';
import { tVi } from '@/features/admin/i18n/index.ts';

interface Props {
  news: AdminNews | null;
  onSaved: (news: AdminNews) => void;
  onDirtyChange: (dirty: boolean) => void;
}

const validate = zodValidate<NewsForm>(newsInput, toNewsInput);

/** Create or edit one news post: Vi/En tabs, tags, cover, status. */
export function NewsEditor({ news, onSaved, onDirtyChange }: Props) {
  const [create, created] = useCreateNews();
  const [update, updated] = useUpdateNews();
  const client = useApolloClient();
  return (
    <PublishableEditor
      history={{
        type: 'news',
        reload: async (slug) =>
          (
            await client.query({
              query: AdminNewsItemDocument,
              variables: { slug },
              fetchPolicy: 'network-only',
            })
          ).data?.news,
      }}
      item={news}
      onSaved={onSaved}
      onDirtyChange={onDirtyChange}
      noun={tVi('news.noun')}
      publicPath={PAGE_PATHS.news}
      empty={EMPTY_NEWS}
      toForm={newsToForm}
      toInput={toNewsInput}
      validate={validate}
      create={async (input) => (await create({ variables: { input } })).data?.createNews}
      update={async (id, input) => (await update({ variables: { id, input } })).data?.updateNews}
      saving={created.loading || updated.loading}
    />
  );
}
