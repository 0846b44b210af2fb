import { gql } from '@/lib/gql.ts';
import type { AdminImage } from '../../lib/images.ts';
import { IMAGE_FIELDS } from '../../lib/images.ts';
import {
  ADMIN_TAG_FIELDS,
  PUBLISH_STATE_FIELDS,
  PUBLISHABLE_FIELDS,
  type AdminPublishable,
} from '../../shared/publishable.ts';

export type { PublishStatus } from '../../shared/publishable.ts';

export const ADMIN_EVENT_FIELDS = gql`
  fragment AdminEventFields on Event {
    ${PUBLISHABLE_FIELDS}
    cover { ${IMAGE_FIELDS} }
    gallery { ${IMAGE_FIELDS} }
    startAt
    endAt
    area {
      _id
      name
    }
    tags { ${ADMIN_TAG_FIELDS} }
    priceVi
    priceEn
    bookingEnabled
    ${PUBLISH_STATE_FIELDS}
  }
`;

export interface AdminEvent extends AdminPublishable {
  gallery: AdminImage[];
  startAt: string;
  endAt: string | null;
  area: { _id: string; name: string } | null;
  priceVi: string;
  priceEn: string;
  bookingEnabled: boolean;
}
