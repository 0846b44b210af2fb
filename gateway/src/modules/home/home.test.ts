import { describe, expect, it } from 'vitest';
import { sanitizeMapEmbed } from '../../lib/sanitize.ts';
import { useGateway } from '../../testing/harness.ts';

const h = useGateway();

const GOOGLE_MAP =
  '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3724.2!2d105.857!3d21.024" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>';

const HOME_FIELDS = `
  logoHeader { public_id secure_url width height }
  logoFooter { public_id secure_url width height }
  map address addressEn phone email
  link { facebook zalo hotline whatsapp }
  slides { image { public_id secure_url } captionVi captionEn link }
  seo { titleVi titleEn descriptionVi descriptionEn }
`;

describe('home over REST', () => {
  it('answers an empty homepage before anything is saved', async () => {
    const res = await h.api('/api/home/all');
    expect(res.status).toBe(200);
    expect(res.body.results).toMatchObject({
      logoHeader: null,
      map: '',
      address: '',
      addressEn: '',
      link: { facebook: '', zalo: '', hotline: '', whatsapp: '' },
      slides: [],
      seo: { titleVi: '', titleEn: '', descriptionVi: '', descriptionEn: '' },
    });
  });

  it('saves the general data and keeps what a partial update leaves out', async () => {
    const { accessToken } = await h.signIn('editor');
    const full = await h.api('/api/home/update', {
      method: 'PUT',
      token: accessToken,
      body: {
        logoHeader: { public_id: 'logo', secure_url: '/media/logo-480.webp', width: 320, height: 96 },
        address: '12 Tràng Tiền, Hoàn Kiếm, Hà Nội|Việt Nam',
        addressEn: '12 Trang Tien Street, Hoan Kiem, Hanoi|Vietnam',
        phone: '024 3933 0113|0901 234 567',
        email: 'hello@venue.vn',
        link: {
          facebook: 'https://facebook.com/venue',
          zalo: 'https://zalo.me/0901234567',
          hotline: '0901 234 567',
          whatsapp: 'https://wa.me/84901234567',
        },
        slides: [{ captionVi: 'Chào mừng', captionEn: 'Welcome', link: '/event' }],
        seo: { titleVi: 'Venue', titleEn: 'Venue', descriptionVi: 'Mô tả', descriptionEn: 'About' },
        map: GOOGLE_MAP,
      },
    });
    expect(full.status).toBe(200);
    expect(full.body.results.link.hotline).toBe('tel:0901234567');
    expect(full.body.results.slides).toEqual([
      { image: null, captionVi: 'Chào mừng', captionEn: 'Welcome', link: '/event' },
    ]);

    const partial = await h.api('/api/home/update', {
      method: 'PUT',
      token: accessToken,
      body: { email: 'contact@venue.vn', link: { zalo: '' }, seo: { titleEn: 'The Venue' } },
    });
    expect(partial.status).toBe(200);
    const home = (await h.api('/api/home/all')).body.results;
    expect(home).toMatchObject({
      address: '12 Tràng Tiền, Hoàn Kiếm, Hà Nội|Việt Nam',
      addressEn: '12 Trang Tien Street, Hoan Kiem, Hanoi|Vietnam',
      email: 'contact@venue.vn',
      link: {
        facebook: 'https://facebook.com/venue',
        zalo: '',
        hotline: 'tel:0901234567',
        whatsapp: 'https://wa.me/84901234567',
      },
      seo: { titleVi: 'Venue', titleEn: 'The Venue', descriptionVi: 'Mô tả', descriptionEn: 'About' },
      logoHeader: { public_id: 'logo', secure_url: '/media/logo-480.webp', width: 320, height: 96 },
    });
    expect(home.map).toContain('https://www.google.com/maps/embed');
  });

  it('keeps only a Google Maps iframe from the map embed', async () => {
    const { accessToken } = await h.signIn('editor');
    const res = await h.api('/api/home/update', {
      method: 'PUT',
      token: accessToken,
      body: {
        map:
          '<script>alert(1)</script><iframe src="https://evil.example/map"></iframe>' +
          GOOGLE_MAP.replace('<iframe ', '<iframe onload="alert(2)" '),
      },
    });
    expect(res.status).toBe(200);
    const map: string = res.body.results.map;
    expect(map).not.toContain('script');
    expect(map).not.toContain('evil.example');
    expect(map).not.toContain('onload');
    expect(map.match(/<iframe/g)).toHaveLength(1);
    expect(map).toMatch(/^<iframe src="https:\/\/www\.google\.com\/maps\/embed\?pb=[^"]+"/);
    expect(map).toContain('loading="lazy"');

    const evilOnly = await h.api('/api/home/update', {
      method: 'PUT',
      token: accessToken,
      body: { map: '<iframe src="https://evil.example/map"></iframe><script>alert(1)</script>' },
    });
    expect(evilOnly.body.results.map).toBe('');
  });

  it('names invalid links and e-mail', async () => {
    const { accessToken } = await h.signIn('editor');
    const res = await h.api('/api/home/update', {
      method: 'PUT',
      token: accessToken,
      body: {
        email: 'not-an-email',
        link: { facebook: 'javascript:alert(1)', whatsapp: 'ftp://x' },
        slides: [{ link: 'javascript:alert(1)' }],
        logoFooter: { public_id: 'x', secure_url: 'http://insecure.example/x.png' },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(res.body.error.fields)).toEqual(
      expect.arrayContaining([
        'email',
        'link.facebook',
        'link.whatsapp',
        'slides.0.link',
        'logoFooter.secure_url',
      ]),
    );
    const operator = await h.api('/api/home/update', {
      method: 'PUT',
      token: accessToken,
      body: { address: { $gt: '' } },
    });
    expect(operator.status).toBe(400);
    expect(operator.body.error.fields).toHaveProperty('address');
  });

  it('answers 401 without a token or with a garbage one, and 404 for unknown routes', async () => {
    expect((await h.api('/api/home/update', { method: 'PUT', body: { email: '' } })).status).toBe(401);
    expect(
      (await h.api('/api/home/update', { method: 'PUT', body: { email: '' }, token: 'garbage' })).status,
    ).toBe(401);
    expect((await h.api('/api/home/nothing')).status).toBe(404);
  });
});

describe('home over GraphQL', () => {
  it('returns the same homepage as REST', async () => {
    const { accessToken } = await h.signIn('editor');
    await h.api('/api/home/update', {
      method: 'PUT',
      token: accessToken,
      body: {
        slides: [
          {
            image: { public_id: 's1', secure_url: '/media/s1-1600.webp', width: 1600, height: 900 },
            captionVi: 'Một',
            captionEn: 'One',
            link: 'https://venue.vn',
          },
        ],
      },
    });
    const rest = (await h.api('/api/home/all')).body.results;
    const gql = await h.gql(`query { home { ${HOME_FIELDS} } }`);
    expect(gql.status).toBe(200);
    const { logoHeader, logoFooter, map, address, addressEn, phone, email, link, seo } = rest;
    expect(gql.body.data.home).toEqual({
      logoHeader,
      logoFooter: logoFooter ?? null,
      map,
      address,
      addressEn,
      phone,
      email,
      link,
      slides: rest.slides.map(
        (s: { image: { public_id: string; secure_url: string } } & Record<string, unknown>) => ({
          image: { public_id: s.image.public_id, secure_url: s.image.secure_url },
          captionVi: s.captionVi,
          captionEn: s.captionEn,
          link: s.link,
        }),
      ),
      seo,
    });
  });

  it('updates through updateHome, clearing an image with null', async () => {
    const { accessToken } = await h.signIn('editor');
    const res = await h.gql(
      'mutation($input: HomeInput!) { updateHome(input: $input) { logoHeader { public_id } phone link { hotline facebook } } }',
      { input: { logoHeader: null, phone: '1900 1234', link: { hotline: 'tel:19001234', facebook: null } } },
      accessToken,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.updateHome.logoHeader).toBeNull();
    expect(res.body.data.updateHome.phone).toBe('1900 1234');
    expect(res.body.data.updateHome.link.hotline).toBe('tel:19001234');
  });

  it('refuses updateHome without a token and names bad fields', async () => {
    const anon = await h.gql('mutation { updateHome(input: { email: "" }) { email } }');
    expect(anon.status).toBe(401);
    expect(anon.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const { accessToken } = await h.signIn('editor');
    const bad = await h.gql('mutation { updateHome(input: { email: "nope" }) { email } }', {}, accessToken);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors[0].extensions.fields).toHaveProperty('email');
  });
});

describe('sanitizeMapEmbed', () => {
  const hosts = ['www.google.com', 'www.openstreetmap.org'];
  it('keeps the first allowed iframe and nothing else', () => {
    expect(sanitizeMapEmbed(`<p>x</p>${GOOGLE_MAP}${GOOGLE_MAP}`, hosts).match(/<iframe/g)).toHaveLength(1);
    expect(sanitizeMapEmbed('<iframe src="http://www.google.com/maps/embed"></iframe>', hosts)).toBe('');
    expect(sanitizeMapEmbed('<iframe src="//www.google.com/maps/embed"></iframe>', hosts)).toBe('');
    expect(sanitizeMapEmbed('<iframe src="https://www.google.com.evil.example/"></iframe>', hosts)).toBe('');
    expect(sanitizeMapEmbed('<iframe src="javascript:alert(1)"></iframe>', hosts)).toBe('');
    expect(sanitizeMapEmbed('', hosts)).toBe('');
  });
  it('wraps a bare embed link from an allowed host', () => {
    expect(sanitizeMapEmbed('https://www.openstreetmap.org/export/embed.html?bbox=1', hosts)).toMatch(
      /^<iframe src="https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=1"[^>]*><\/iframe>$/,
    );
    expect(sanitizeMapEmbed('https://evil.example/x', hosts)).toBe('');
  });
});
