import mongoose from 'mongoose';
import { describe, expect, inject, it } from 'vitest';
import { useGateway } from '../testing/harness.ts';
import { invalidateReadCache } from './read-cache.ts';
import { listEvents, getEventBySlug, eventsBoundary } from '../modules/events/events.service.ts';
import { listNews, getNewsBySlug, newsBoundary } from '../modules/news/news.service.ts';

/**
 * Every filter of the public list and page queries is served by an index: the queries the services
 * really send are captured and explained. MongoDB reports the plan as a stage tree (IXSCAN vs
 * COLLSCAN); FerretDB v1 on SQLite pushes no filter down to an index at all (its explain says
 * `filterPushdown: false` and SCAN for every query), so there the plan cannot be checked.
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
    invalidateReadCache(); // cold: the services must query
    await run();
  } finally {
    mongoose.set('debug', false);
  }
  return found;
}

/** The stages of a MongoDB winning plan, depth first. */
function stages(plan: any): string[] {
  if (!plan || typeof plan !== 'object') return [];
  const own = typeof plan.stage === 'string' ? [plan.stage] : [];
  const children = [plan.inputStage, ...(plan.inputStages ?? [])].flatMap(stages);
  return [...own, ...children];
}

async function explain(q: Captured): Promise<{ ferret: boolean; stages: string[] }> {
  const db = mongoose.connection.db!;
  const cursor = db.collection(q.collection).find(q.filter, { sort: q.options.sort, limit: q.options.limit });
  const out = (await cursor.explain('queryPlanner')) as any;
  if (out.ferretdbVersion || out.queryPlanner?.Plan) return { ferret: true, stages: [] };
  return {
    ferret: false,
    stages: stages(out.queryPlanner?.winningPlan?.queryPlan ?? out.queryPlanner?.winningPlan),
  };
}

describe('public queries use indexes', () => {
  it('events, news and their pages: every filter and sort is served by an index', async (ctx) => {
    expect(h.url).toBeTruthy();
    const provider = inject('dbProvider' as never) as string | undefined;
    const someEvent = (await listEvents({ filter: { when: 'ALL' } })).items[0]!;
    const someNews = (await listNews({})).items[0]!;
    const area = someEvent.areaId;
    const tag = someEvent.tagIds[0];

    const queries = await capture(async () => {
      await listEvents({});
      await listEvents({ filter: { when: 'PAST' } });
      if (tag) await listEvents({ filter: { tagId: tag } });
      if (area) await listEvents({ filter: { areaId: area } });
      await listEvents({ filter: { featured: true } });
      await getEventBySlug({ slug: someEvent.slug });
      await eventsBoundary(new Date());
      await listNews({});
      if (someNews.tagIds[0]) await listNews({ tagId: someNews.tagIds[0] });
      await getNewsBySlug({ slug: someNews.slug });
      await newsBoundary(new Date());
    });
    const interesting = queries.filter((q) => q.collection === 'events' || q.collection === 'news');
    expect(interesting.length).toBeGreaterThanOrEqual(10);

    const plans = await Promise.all(interesting.map(async (q) => ({ q, plan: await explain(q) })));
    if (plans.every((p) => p.plan.ferret)) {
      ctx.skip(
        `FerretDB (${provider ?? 'embedded'}) uses no index for filters (filterPushdown: false); run with MONGODB_URI or Docker to check plans`,
      );
      return;
    }
    for (const { q, plan } of plans) {
      const label = `${q.collection} ${JSON.stringify(q.filter)} sort ${JSON.stringify(q.options.sort ?? {})}`;
      expect(plan.stages, label).toContain('IXSCAN');
      expect(plan.stages, label).not.toContain('COLLSCAN');
    }
  });
});
