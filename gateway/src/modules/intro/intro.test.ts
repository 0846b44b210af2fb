import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { useGateway } from '../../testing/harness.ts';

const h = useGateway();

describe('introduction over REST', () => {
  it('answers an empty introduction before anything is saved', async () => {
    const res = await h.api('/api/intro');
    expect(res.status).toBe(200);
    expect(res.body.results).toMatchObject({ titleVi: '', contentVi: '', images: [] });
  });

  it('saves the page, sanitising the rich content, and keeps left-out fields', async () => {
    const { accessToken } = await h.signIn('editor');
    const res = await h.api('/api/intro/update', {
      method: 'PUT',
      token: accessToken,
      body: {
        titleVi: 'Về chúng tôi',
        titleEn: 'About us',
        summaryVi: 'Một không gian văn hoá',
        contentVi:
          '<h2>Lịch sử</h2><p>Mở cửa từ <strong>2012</strong>.</p><img src="/media/a-960.webp" alt="a" onerror="alert(1)"><img src="http://plain.example/x.png"><script>alert(1)</script>',
        images: [{ public_id: 'a', secure_url: '/media/a-960.webp', width: 960, height: 540 }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toMatchObject({
      titleVi: 'Về chúng tôi',
      titleEn: 'About us',
      contentVi:
        '<h2>Lịch sử</h2><p>Mở cửa từ <strong>2012</strong>.</p><img src="/media/a-960.webp" alt="a" />',
      images: [{ public_id: 'a', secure_url: '/media/a-960.webp', width: 960, height: 540 }],
    });
    const partial = await h.api('/api/intro/update', {
      method: 'PUT',
      token: accessToken,
      body: { summaryEn: 'A cultural space' },
    });
    expect(partial.body.results).toMatchObject({ titleVi: 'Về chúng tôi', summaryEn: 'A cultural space' });
    expect((await h.api('/api/intro')).body.results).toEqual(partial.body.results);
  });

  it('names invalid fields', async () => {
    const { accessToken } = await h.signIn('editor');
    const res = await h.api('/api/intro/update', {
      method: 'PUT',
      token: accessToken,
      body: { titleVi: 'x'.repeat(201), images: [{ public_id: '', secure_url: '/media/a-480.webp' }] },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(
      expect.arrayContaining(['titleVi', 'images.0.public_id']),
    );
  });

  it('answers 401 without a token or with a garbage one', async () => {
    expect((await h.api('/api/intro/update', { method: 'PUT', body: { titleVi: 'x' } })).status).toBe(401);
    expect(
      (await h.api('/api/intro/update', { method: 'PUT', body: { titleVi: 'x' }, token: 'garbage' })).status,
    ).toBe(401);
  });
});

describe('introduction over GraphQL', () => {
  it('returns the same introduction as REST and updates it', async () => {
    const { accessToken } = await h.signIn('editor');
    const updated = await h.gql(
      'mutation($input: IntroductionInput!) { updateIntroduction(input: $input) { titleEn contentEn } }',
      { input: { titleEn: 'Our story', contentEn: '<p>Hello<iframe src="https://x.example"></iframe></p>' } },
      accessToken,
    );
    expect(updated.body.data.updateIntroduction).toEqual({ titleEn: 'Our story', contentEn: '<p>Hello</p>' });

    const rest = (await h.api('/api/intro')).body.results;
    const gql = await h.gql(
      'query { introduction { _id titleVi titleEn summaryVi summaryEn contentVi contentEn images { public_id secure_url width height placeholder } updatedAt } }',
    );
    expect(gql.body.data.introduction).toEqual({
      ...rest,
      images: rest.images.map((i: Record<string, unknown>) => ({
        placeholder: null,
        width: null,
        height: null,
        ...i,
      })),
      createdAt: undefined,
    });
  });

  it('refuses updateIntroduction without a token', async () => {
    const res = await h.gql('mutation { updateIntroduction(input: { titleVi: "x" }) { titleVi } }');
    expect(res.status).toBe(401);
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('sanitizeRichText', () => {
  it('keeps structure and drops anything active', () => {
    expect(
      sanitizeRichText(
        '<h3 style="text-align:center;color:red">T</h3><ul><li><a href="https://x.vn" target="_blank">x</a></li></ul><blockquote onmouseover="x">q</blockquote><figure><img src="https://cdn.example/i.jpg" width="10"><figcaption>c</figcaption></figure><img src="data:image/png;base64,AAAA"><a href="javascript:alert(1)">j</a>',
      ),
    ).toBe(
      '<h3 style="text-align:center">T</h3><ul><li><a href="https://x.vn" target="_blank" rel="noopener noreferrer">x</a></li></ul><blockquote>q</blockquote><figure><img src="https://cdn.example/i.jpg" width="10" /><figcaption>c</figcaption></figure><a>j</a>',
    );
  });
});
