import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { useGateway } from '../testing/harness.ts';
import { invalidateAnswers } from './cache.ts';
import { listEvents, getEventBySlug } from '../modules/events/events.service.ts';
import { listNews, getNewsBySlug } from '../modules/news/news.service.ts';

/**
 * Public lists and pages are answered from the gateway's read model (lib/content-store.ts): once it
 * is loaded, the services send the database no query at all for them. The queries they really send
 * are captured (mongoose's debug hook).
 */
const h = useGateway({ seed: true });

interface Captured {
  collection: string;
  filter: Record<string, unknown>;
  options: { sort?: Record<string, 1 | -1>; limit?: number; skip?: number };
}

async function capture(run: () => Promise<unknown>): Promise<Captured[]> {
  const found: Captured[] = [];
  mongoose.set('debug', (collection: string, method: string, filter: unknown, options: unknown) => {
    if (method === 'find' || method === 'findOne')
      found.push({
        collection,
        filter: (filter ?? {}) as Captured['filter'],
        options: (options ?? {}) as Captured['options'],
      });
  });
  try {
    invalidateAnswers(); // cold: the services must query
    await run();
  } finally {
    mongoose.set('debug', false);
  }
  return found;
}

describe('public reads come from the read model', () => {
  it('lists, filters, search and pages of events and news send no query to the database', async () => {
    expect(h.url).toBeTruthy();
    const someEvent = (await listEvents({ filter: { when: 'ALL' } })).items[0]!;
    const someNews = (await listNews({})).items[0]!;
    const area = someEvent.areaId;
    const tag = someEvent.tagIds[0];
    expect(tag && area).toBeTruthy();

    const queries = await capture(async () => {
      await listEvents({});
      await listEvents({ filter: { when: 'PAST' } });
      await listEvents({ filter: { tagId: tag } });
      await listEvents({ filter: { areaId: area } });
      await listEvents({ filter: { featured: true } });
      await listEvents({ filter: { search: someEvent.titleVi.slice(0, 4) }, page: 2, pageSize: 1 });
      await getEventBySlug({ slug: someEvent.slug });
      await listNews({});
      if (someNews.tagIds[0]) await listNews({ tagId: someNews.tagIds[0] });
      await getNewsBySlug({ slug: someNews.slug });
    });
    expect(queries.filter((q) => q.collection === 'events' || q.collection === 'news')).toEqual([]);
  });
});
