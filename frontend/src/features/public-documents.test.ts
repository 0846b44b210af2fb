import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GET_AREA } from './discover/api/get-area.ts';
import { GET_AREAS } from './discover/api/get-areas.ts';
import { CREATE_BOOKING } from './booking/api/create-booking.ts';
import { SEND_CONTACT_MESSAGE } from './contact/api/send-contact-message.ts';
import { GET_EVENT } from './events/api/get-event.ts';
import { GET_EVENTS } from './events/api/get-events.ts';
import { GET_HOME } from './home/api/get-home.ts';
import { GET_INTRODUCTION } from './home/api/get-introduction.ts';
import { GET_NEWS } from './news/api/get-news.ts';
import { GET_NEWS_LIST } from './news/api/get-news-list.ts';
import { GET_TAG } from './tags/api/get-tag.ts';
import { GET_TAGS } from './tags/api/get-tags.ts';
import { GetFeaturedTagsDocument } from './tags/api/get-featured-tags.generated.ts';

const schemaFile = path.resolve(import.meta.dirname, '../../../gateway/src/graphql/generated/schema.graphql');
const schema = buildSchema(fs.readFileSync(schemaFile, 'utf8'));

const documents: Record<string, DocumentNode> = {
  GET_HOME,
  GET_INTRODUCTION,
  GET_TAGS,
  GetFeaturedTagsDocument,
  GET_TAG,
  GET_AREAS,
  GET_AREA,
  GET_EVENTS,
  GET_EVENT,
  GET_NEWS_LIST,
  GET_NEWS,
  CREATE_BOOKING,
  SEND_CONTACT_MESSAGE,
};

describe('public website GraphQL documents', () => {
  for (const [name, document] of Object.entries(documents)) {
    it(`${name} is valid against the gateway's generated schema`, () => {
      expect(validate(schema, document).map((e) => e.message)).toEqual([]);
    });
  }
});
