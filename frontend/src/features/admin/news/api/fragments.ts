import { gql } from '@/lib/gql.ts';
import { IMAGE_FIELDS } from '../../lib/images.ts';
import {
  ADMIN_TAG_FIELDS,
  PUBLISH_STATE_FIELDS,
  PUBLISHABLE_FIELDS,
  type AdminPublishable,
} from '../../shared/publishable.ts';

export const ADMIN_NEWS_FIELDS = gql`
  fragment AdminNewsFields on News {
    ${PUBLISHABLE_FIELDS}
    cover { ${IMAGE_FIELDS} }
    tags { ${ADMIN_TAG_FIELDS} }
    ${PUBLISH_STATE_FIELDS}
  }
`;

export type AdminNews = AdminPublishable;
