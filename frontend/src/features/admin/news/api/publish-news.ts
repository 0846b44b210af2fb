import { AdminPublishNewsDocument, AdminUnpublishNewsDocument } from './publish-news.generated.ts';
import { usePublishToggle } from '../../shared/publishable.ts';

export const PUBLISH_NEWS = AdminPublishNewsDocument;

export const UNPUBLISH_NEWS = AdminUnpublishNewsDocument;

export function usePublishNews() {
  return usePublishToggle(PUBLISH_NEWS, UNPUBLISH_NEWS, 'newsList', 'news');
}
