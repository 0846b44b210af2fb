import { newsInput } from '@gateway/modules/news/news.schemas.ts';
import {
  EMPTY_PUBLISHABLE,
  publishableToForm,
  toPublishableInput,
  type PublishableForm,
} from '../../shared/publishable.ts';

export { newsInput };

/** A news post's editor values and input are exactly the shared publishable ones. */
export type NewsForm = PublishableForm;
export const EMPTY_NEWS: NewsForm = EMPTY_PUBLISHABLE;
export const newsToForm = publishableToForm;
export const toNewsInput = toPublishableInput;
export type NewsInputVars = ReturnType<typeof toNewsInput>;
