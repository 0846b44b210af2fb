import { beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../lib/clock.ts';
import { EventModel } from '../modules/events/events.model.ts';
import { NewsModel } from '../modules/news/news.model.ts';
import { eventStore } from '../modules/events/events.service.ts';
import { newsStore } from '../modules/news/news.service.ts';
import { useGateway } from '../testing/harness.ts';
import { DEMO_PROGRAMME, seedDemoEvents } from './demo-events.ts';

const h = useGateway();

describe('seedDemoEvents', () => {
  let token: string;
  let seconds: number;
  beforeAll(async () => {
    token = (await h.signIn('admin')).accessToken;
    for (const [nameVi, nameEn, slug] of [
      ['Âm nhạc', 'Music', 'am-nhac'],
      ['Nghệ thuật', 'Art', 'nghe-thuat'],
      ['Ẩm thực', 'Food', 'am-thuc'],
      ['Lễ hội', 'Festival', 'le-hoi'],
      ['Thể thao', 'Sports', 'the-thao'],
    ]) {
      expect((await h.api('/api/tags/create', { body: { nameVi, nameEn, slug }, token })).status).toBe(201);
    }
    for (const [nameVi, nameEn, slug] of [
      ['Sân khấu chính', 'Main stage', 'san-khau-chinh'],
      ['Sân thượng', 'Rooftop', 'san-thuong'],
      ['Vườn', 'Garden', 'vuon'],
    ]) {
      expect((await h.api('/api/areas/create', { body: { nameVi, nameEn, slug }, token })).status).toBe(201);
    }
    const started = Date.now();
    expect(await seedDemoEvents()).toEqual({ events: 14, news: 10 });
    seconds = (Date.now() - started) / 1000;
  }, 120_000);

  it('writes 14 events over eight months with 3 featured, 1 draft and 1 scheduled', async () => {
    const all = await h.api('/api/events/all?when=all&pageSize=50', { token });
    const events = all.body.results.items;
    expect(all.body.results.total).toBe(14);
    expect(events.filter((e: any) => e.featured)).toHaveLength(3);
    expect(events.filter((e: any) => e.status === 'draft')).toHaveLength(1);
    expect(events.filter((e: any) => e.scheduled)).toHaveLength(1);
    const now = Date.now();
    const days = events.map((e: any) => (new Date(e.startAt).getTime() - now) / 86_400_000);
    expect(Math.min(...days)).toBeGreaterThan(-124);
    expect(Math.max(...days)).toBeLessThan(124);
    expect(days.filter((d: number) => d < 0).length).toBeGreaterThanOrEqual(5);
    expect(days.filter((d: number) => d > 0).length).toBeGreaterThanOrEqual(5);
    for (const e of events) {
      expect(e.tags.length, e.slug).toBeGreaterThanOrEqual(1);
      expect(e.tags.length, e.slug).toBeLessThanOrEqual(3);
      expect(e.area, e.slug).not.toBeNull();
      expect(e.titleEn).not.toBe('');
      expect(e.contentVi).toMatch(/^<p>.+<\/p><ul>(<li>.+<\/li>){2,}<\/ul><p>.+<\/p>$/);
      expect(e.contentEn).toMatch(/<ul><li>/);
      expect(['Miễn phí', 'Free'].includes(e.priceVi) || /^\d{1,3}(\.\d{3})+đ$/.test(e.priceVi)).toBe(true);
      expect(e.cover.secure_url).toMatch(/^\/media\/.+-960\.webp$/);
      expect(e.cover.width).toBe(960);
      if (!e.endAt) throw new Error(`${e.slug} has no end`);
      expect(new Date(e.endAt).getTime()).toBeGreaterThanOrEqual(new Date(e.startAt).getTime());
    }
    // The evening concerts start at 19:30 in Hanoi, i.e. 12:30 UTC.
    const jazz = events.find((e: any) => e.slug === 'dem-nhac-jazz-sai-gon-xua');
    expect(new Date(jazz.startAt).toISOString()).toMatch(/T12:30:00\.000Z$/);
    expect(jazz.priceEn).toBe('250,000 VND');
    expect(jazz.tags.map((t: any) => t.slug)).toContain('am-nhac');
    expect(jazz.area.slug).toBe('san-khau-chinh');
    const rooftop = events.find((e: any) => e.slug === 'acoustic-tren-san-thuong');
    expect(rooftop.area.slug).toBe('san-thuong');
    const screening = events.find((e: any) => e.slug.startsWith('chieu-phim'));
    expect(screening.tags.map((t: any) => t.slug)).toEqual(['nghe-thuat']);
    // Tags are chosen by meaning: nothing here is about sport.
    expect(events.some((e: any) => e.tags.some((t: any) => t.slug === 'the-thao'))).toBe(false);
  });

  it('shows visitors only what is public: no draft, no scheduled event', async () => {
    const upcoming = (await h.api('/api/events/all?when=upcoming&pageSize=50')).body.results;
    const past = (await h.api('/api/events/all?when=past&pageSize=50')).body.results;
    expect(upcoming.total + past.total).toBe(12);
    expect(upcoming.items.every((e: any) => e.status === 'published' && !e.scheduled)).toBe(true);
    expect(upcoming.total).toBeGreaterThanOrEqual(4);
    const featured = (await h.api('/api/events/all?featured=true')).body.results;
    expect(featured.total).toBe(3);
  });

  it('writes 10 published news posts with covers and tags, newest first', async () => {
    const res = await h.api('/api/news/all?pageSize=20');
    const news = res.body.results.items;
    expect(res.body.results.total).toBe(10);
    const times = news.map((n: any) => new Date(n.publishedAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(times.every((t: number) => t < Date.now())).toBe(true);
    for (const n of news) {
      expect(n.tags.length).toBeGreaterThanOrEqual(1);
      expect(n.contentEn).toMatch(/^<p>.+<\/p><ul>/);
    }
  });

  it('serves the generated covers as WebP', async () => {
    const first = (await h.api('/api/news/all?pageSize=1')).body.results.items[0];
    const res = await fetch(h.url + first.cover.secure_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/webp');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('is quick and never writes twice', async () => {
    expect(seconds).toBeLessThan(20);
    expect(await seedDemoEvents()).toEqual({ events: 0, news: 0 });
    expect((await h.api('/api/events/all?when=all', { token })).body.results.total).toBe(14);
    expect((await h.api('/api/news/all', { token })).body.results.total).toBe(10);
  });
});

describe('the demo programme is written as staff write', () => {
  it('through the services: slugs made unique, rich text sanitised, times on the venue calendar', async () => {
    await Promise.all([EventModel.deleteMany({}), NewsModel.deleteMany({})]);
    // Emptied behind the running gateway's back: its read model reads the collections again.
    await Promise.all([eventStore.reload(), newsStore.reload()]);
    // 23:00 UTC on 1 March is already 06:00 on 2 March in Hanoi.
    setClock('2030-03-01T23:00:00Z');
    const [first] = DEMO_PROGRAMME.events;
    const hostile = { ...first!, contentVi: '<p onclick="steal()">Chào</p><script>steal()</script>' };
    const { events } = await seedDemoEvents({
      ...DEMO_PROGRAMME,
      events: [
        { ...hostile, day: 0, time: '19:30' },
        { ...hostile, day: 3, time: '08:00' },
      ],
      news: [],
    });
    expect(events).toBe(2);
    const all = (await h.api('/api/events/all?when=all', { token: (await h.signIn('admin')).accessToken }))
      .body.results.items;
    expect(all.map((e: any) => [e.slug, e.startAt]).sort()).toEqual([
      ['dem-nhac-jazz-mua-thu', '2030-03-02T12:30:00.000Z'],
      ['dem-nhac-jazz-mua-thu-2', '2030-03-05T01:00:00.000Z'],
    ]);
    for (const e of all) expect(e.contentVi).toBe('<p>Chào</p>');
  });
});
