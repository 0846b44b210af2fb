import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useGateway } from '../testing/harness.ts';
import { AreaModel } from '../modules/areas/areas.model.ts';
import { DEMO_AREAS, seedDemoVenue } from './demo-venue.ts';
import { addDays } from '../lib/venue-time-input.ts';
import { venueToday } from '../lib/venue-time.ts';

const h = useGateway({ seed: true });

describe('demo venue', () => {
  it('seeds eight tags, keeping Âm nhạc and Nghệ thuật', async () => {
    const tags = (await h.api('/api/tags/all')).body.results as { nameVi: string; slug: string }[];
    expect(tags).toHaveLength(8);
    expect(tags.map((t) => t.slug)).toEqual(expect.arrayContaining(['am-nhac', 'nghe-thuat', 'am-thuc']));
  });

  it('seeds at least six areas with covers and galleries that are served from /media', async () => {
    const areas = (await h.api('/api/areas/all')).body.results;
    expect(areas.length).toBeGreaterThanOrEqual(6);
    expect(areas.map((a: { slug: string }) => a.slug)).toEqual(DEMO_AREAS.map((a) => a.slug));
    for (const area of areas) {
      expect(area.nameVi).toBeTruthy();
      expect(area.nameEn).toBeTruthy();
      expect(area.name).toBe(area.nameVi);
      expect(area.descriptionVi).toMatch(/^<h2>/);
      expect(area.cover).toMatchObject({ width: 1600, height: 900 });
      expect(area.gallery).toHaveLength(2);
    }
    const cover = await fetch(h.url + areas[0].cover.secure_url);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await cover.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 900 });
  });

  it('seeds hours and places for every area, a planned closure, and places for bookable events', async () => {
    const areas = (await h.api('/api/areas/all')).body.results as { _id: string }[];
    const tomorrow = addDays(venueToday(), 1);
    for (const area of areas) {
      const day = (await h.api(`/api/capacity/availability?areaId=${area._id}&date=${tomorrow}`)).body
        .results;
      expect(day.slots).toHaveLength(26);
      expect(day.slots[0]).toMatchObject({ time: '10:00', full: false });
      expect(day.slots[0].left).toBeGreaterThan(0);
    }
    const first = (await h.api(`/api/capacity/availability?areaId=${areas[0]!._id}&date=${tomorrow}`)).body
      .results;
    expect(first.closures[0]).toMatchObject({
      reasonVi: 'Bảo trì định kỳ',
      reasonEn: 'Scheduled maintenance',
    });
    const events = (await h.api('/api/events/all?pageSize=100')).body.results.items as {
      _id: string;
      bookingEnabled: boolean;
    }[];
    const bookable = events.find((e) => e.bookingEnabled);
    expect(bookable).toBeTruthy();
    const places = (await h.api(`/api/capacity/availability?eventId=${bookable!._id}&date=${tomorrow}`)).body
      .results;
    expect(places.places).toEqual({ capacity: 80, left: 80 });
  });

  it('seeds the homepage data with logos, a Google Maps embed, three slides and SEO texts', async () => {
    const home = (await h.api('/api/home/all')).body.results;
    expect(home.address).toContain('Tràng Tiền');
    expect(home.addressEn).toContain('Hanoi');
    expect(home.phone).toContain('|');
    expect(home.email).toMatch(/@/);
    expect(home.link.hotline).toMatch(/^tel:/);
    for (const key of ['facebook', 'zalo', 'whatsapp']) expect(home.link[key]).toMatch(/^https:\/\//);
    expect(home.map).toMatch(/^<iframe src="https:\/\/www\.google\.com\/maps\?[^"]+output=embed"/);
    expect(home.slides).toHaveLength(3);
    for (const slide of home.slides) {
      expect(slide.image.secure_url).toMatch(/^\/media\/.+-1600\.webp$/);
      expect(slide.captionVi && slide.captionEn).toBeTruthy();
    }
    expect(
      home.seo.titleVi && home.seo.titleEn && home.seo.descriptionVi && home.seo.descriptionEn,
    ).toBeTruthy();
    for (const logo of [home.logoHeader, home.logoFooter]) {
      const res = await fetch(h.url + logo.secure_url);
      expect(res.status).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.hasAlpha).toBe(true);
    }
  });

  it('seeds an introduction in both languages', async () => {
    const intro = (await h.api('/api/intro')).body.results;
    expect(intro.titleVi).toBe('Giới thiệu về Venue');
    expect(intro.contentVi).toContain('<h2>Câu chuyện của chúng tôi</h2>');
    expect(intro.contentEn).toContain('<h2>Our story</h2>');
    expect(intro.images).toHaveLength(2);
  });

  it('seeds events and news after the tags and areas they refer to', async () => {
    const { accessToken } = await h.signIn('editor');
    const events = (await h.api('/api/events/all?when=ALL&pageSize=50', { token: accessToken })).body.results;
    expect(events.total).toBe(14);
    const slugs = new Set(DEMO_AREAS.map((a) => a.slug));
    expect(events.items.some((e: { area?: { slug: string } }) => e.area && slugs.has(e.area.slug))).toBe(
      true,
    );
    const news = (await h.api('/api/news/all?pageSize=50', { token: accessToken })).body.results;
    expect(news.total).toBe(10);
  });

  it('never overwrites: a second run keeps edits and fills only what is empty', async () => {
    const { accessToken } = await h.signIn('editor');
    const area = (await h.api('/api/areas/slug/san-khau-chinh')).body.results;
    await h.api(`/api/areas/${area._id}`, {
      method: 'PUT',
      body: { nameEn: 'Grand Hall' },
      token: accessToken,
    });
    await h.api('/api/home/update', {
      method: 'PUT',
      body: { email: 'edited@venue.vn' },
      token: accessToken,
    });
    const mediaBefore = (await h.api('/api/media/all', { token: accessToken })).body.results.total;

    await seedDemoVenue();
    expect((await h.api('/api/areas/slug/san-khau-chinh')).body.results.nameEn).toBe('Grand Hall');
    expect((await h.api('/api/home/all')).body.results.email).toBe('edited@venue.vn');
    expect((await h.api('/api/areas/all')).body.results).toHaveLength(DEMO_AREAS.length);
    expect((await h.api('/api/media/all', { token: accessToken })).body.results.total).toBe(mediaBefore);

    // An emptied collection is filled again; the others stay as they are.
    await AreaModel.deleteMany({});
    await seedDemoVenue();
    expect((await h.api('/api/areas/all')).body.results).toHaveLength(DEMO_AREAS.length);
    expect((await h.api('/api/home/all')).body.results.email).toBe('edited@venue.vn');
  });
});
