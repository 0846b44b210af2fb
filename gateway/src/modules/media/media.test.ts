import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useGateway } from '../../testing/harness.ts';
import { imageInput, imageSources, mediaBuckets } from './media.schemas.ts';

const h = useGateway();

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 157, g: 127, b: 82 } } })
    .png()
    .toBuffer();
}

async function upload(
  data: Buffer,
  filename: string,
  token?: string,
  type = 'image/png',
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  const res = await fetch(`${h.url}/api/media/upload`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: res.status, body };
}

describe('media uploads', () => {
  it('stores WebP variants at 480/960/1600 and serves them with immutable cache headers', async () => {
    const { accessToken } = await h.signIn('editor');
    const res = await upload(await png(2000, 1000), 'Sân khấu chính.png', accessToken);
    expect(res.status).toBe(201);
    const image = res.body.results;
    expect(image.public_id).toMatch(/^san-khau-chinh-[0-9a-f]{10}$/);
    expect(image.secure_url).toBe(`/media/${image.public_id}-1600.webp`);
    expect(image).toMatchObject({ width: 1600, height: 800 });
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(imageInput.safeParse(image).success).toBe(true);

    for (const [bucket, width] of [
      [480, 480],
      [960, 960],
      [1600, 1600],
    ]) {
      const file = await fetch(`${h.url}/media/${image.public_id}-${bucket}.webp`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
    }
  });

  it('answers HEAD and a matching If-None-Match without the body', async () => {
    const { accessToken } = await h.signIn('editor');
    const image = (await upload(await png(500, 300), 'etag.png', accessToken)).body.results;
    const first = await fetch(h.url + image.secure_url);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const head = await fetch(h.url + image.secure_url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(first.headers.get('content-length'));
    const again = await fetch(h.url + image.secure_url, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('never enlarges: a 700 px image keeps its width in the 960 bucket', async () => {
    const { accessToken } = await h.signIn('editor');
    const res = await upload(await png(700, 350), 'small.png', accessToken);
    expect(res.status).toBe(201);
    const image = res.body.results;
    expect(image).toMatchObject({
      width: 700,
      height: 350,
      secure_url: `/media/${image.public_id}-960.webp`,
    });
    expect((await fetch(`${h.url}/media/${image.public_id}-1600.webp`)).status).toBe(404);
    const meta = await sharp(
      Buffer.from(await (await fetch(`${h.url}${image.secure_url}`)).arrayBuffer()),
    ).metadata();
    expect(meta.width).toBe(700);
    expect(imageSources(image)?.srcSet).toBe(
      `/media/${image.public_id}-480.webp 480w, /media/${image.public_id}-960.webp 700w`,
    );
  });

  it('refuses a text file renamed .png with 415', async () => {
    const { accessToken } = await h.signIn('editor');
    const res = await upload(Buffer.from('hello, I am not an image\n'.repeat(50)), 'fake.png', accessToken);
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(res.body.error.fields).toHaveProperty('file');
  });

  it('refuses an upload over 10 MB with 413', async () => {
    const { accessToken } = await h.signIn('editor');
    const res = await upload(Buffer.alloc(10 * 1024 * 1024 + 1024, 1), 'huge.png', accessToken);
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('names the missing file field', async () => {
    const { accessToken } = await h.signIn('editor');
    const form = new FormData();
    form.append('other', 'x');
    const res = await fetch(`${h.url}/api/media/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toHaveProperty('file');

    const wrongField = new FormData();
    wrongField.append('image', new Blob([new Uint8Array(await png(10, 10))], { type: 'image/png' }), 'a.png');
    const wrong = await fetch(`${h.url}/api/media/upload`, {
      method: 'POST',
      body: wrongField,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(wrong.status).toBe(400);
    const wrongBody = (await wrong.json()) as { error: { fields: Record<string, string> } };
    expect(wrongBody.error.fields.file).toContain('"image"');
  });

  it('answers 401 without a token and with a garbage token', async () => {
    const data = await png(10, 10);
    expect((await upload(data, 'a.png')).status).toBe(401);
    expect((await upload(data, 'a.png', 'garbage')).status).toBe(401);
    expect((await h.api('/api/media/all')).status).toBe(401);
    expect((await h.api('/api/media/all', { token: 'garbage' })).status).toBe(401);
  });

  it('answers 404 JSON for unknown media files', async () => {
    for (const name of ['nothing-0123456789-480.webp', 'passwd', '..%2F..%2Fetc%2Fpasswd', 'x-480.png']) {
      const res = await h.api(`/media/${name}`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });
});

describe('media library', () => {
  it('lists uploads newest first, the same over REST and GraphQL', async () => {
    const { accessToken } = await h.signIn('editor');
    const first = (await upload(await png(300, 200), 'first.png', accessToken)).body.results;
    const second = (await upload(await png(300, 200), 'second.png', accessToken)).body.results;

    const rest = await h.api('/api/media/all?page=1&pageSize=2', { token: accessToken });
    expect(rest.status).toBe(200);
    expect(rest.body.results.items.map((m: { public_id: string }) => m.public_id)).toEqual([
      second.public_id,
      first.public_id,
    ]);
    expect(rest.body.results).toMatchObject({ page: 1, pageSize: 2 });
    expect(rest.body.results.total).toBeGreaterThanOrEqual(2);

    const gql = await h.gql(
      'query { media(page: 1, pageSize: 2) { total page pageSize items { _id public_id secure_url width height placeholder } } }',
      {},
      accessToken,
    );
    expect(gql.status).toBe(200);
    const pick = (m: Record<string, unknown>) => ({
      _id: m._id,
      public_id: m.public_id,
      secure_url: m.secure_url,
      width: m.width,
      height: m.height,
      placeholder: m.placeholder,
    });
    expect(gql.body.data.media.items).toEqual(rest.body.results.items.map(pick));
    expect(gql.body.data.media.total).toBe(rest.body.results.total);
  });

  it('names a bad page size', async () => {
    const { accessToken } = await h.signIn('editor');
    const res = await h.api('/api/media/all?pageSize=1000', { token: accessToken });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('pageSize');
  });

  it('refuses the GraphQL library without a token', async () => {
    const res = await h.gql('query { media { total } }');
    expect(res.status).toBe(401);
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('imageSources', () => {
  it('builds a srcSet for our uploads and passes other images through', () => {
    expect(mediaBuckets(2400)).toEqual([
      { bucket: 480, width: 480 },
      { bucket: 960, width: 960 },
      { bucket: 1600, width: 1600 },
    ]);
    expect(mediaBuckets(300)).toEqual([{ bucket: 480, width: 300 }]);
    expect(
      imageSources({ public_id: 'a-1', secure_url: '/media/a-1-1600.webp', width: 1600, height: 900 }),
    ).toEqual({
      src: '/media/a-1-1600.webp',
      srcSet: '/media/a-1-480.webp 480w, /media/a-1-960.webp 960w, /media/a-1-1600.webp 1600w',
      width: 1600,
      height: 900,
      placeholder: undefined,
    });
    expect(imageSources({ public_id: 'x', secure_url: 'https://example.com/x.jpg' })).toEqual({
      src: 'https://example.com/x.jpg',
      width: undefined,
      height: undefined,
      placeholder: undefined,
    });
    expect(imageSources(null)).toBeUndefined();
  });
});
