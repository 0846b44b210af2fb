import sharp from 'sharp';

/**
 * Demo content for the public-site browser tests and screenshots, created through the real API as an
 * administrator (GraphQL mutations + the upload route). Idempotent: an existing slug is left alone.
 */
export interface Seeded {
  /** The first hero slide's caption: the home page's h1. */
  heroCaption: { vi: string; en: string };
  tags: { _id: string; slug: string; nameVi: string; nameEn: string }[];
  areas: { _id: string; slug: string }[];
  events: { _id: string; slug: string }[];
  news: { _id: string; slug: string }[];
}

type Gql = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

export async function adminSession(
  baseURL: string,
  email: string,
  password: string,
): Promise<{ token: string; gql: Gql }> {
  const call = async <T>(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
  ): Promise<T> => {
    const res = await fetch(`${baseURL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length)
      throw new Error(`${body.errors.map((e) => e.message).join('; ')} in ${query.slice(0, 80)}`);
    return body.data as T;
  };
  const { login } = await call<{ login: { accessToken: string } }>(
    'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }',
    { e: email, p: password },
  );
  return { token: login.accessToken, gql: (q, v) => call(q, v, login.accessToken) };
}

const PALETTES = [
  ['#0b111d', '#26324d', '#bd9557'],
  ['#141d30', '#3a2f4d', '#cbac7c'],
  ['#0f1a1f', '#1f4a4a', '#dcc9aa'],
  ['#1b1410', '#4d3322', '#e0b36a'],
  ['#0d1524', '#1e3a5f', '#f0c987'],
  ['#181018', '#462a3f', '#d9a066'],
];

/** A painterly "evening lights" picture: gradient sky, bokeh dots, a skyline. */
async function picture(seed: number, width = 1600, height = 1000): Promise<Buffer> {
  const [a, b, c] = PALETTES[seed % PALETTES.length]!;
  let rnd = seed * 9301 + 49297;
  const random = () => (rnd = (rnd * 9301 + 49297) % 233280) / 233280;
  const dots = Array.from({ length: 36 }, () => {
    const r = 8 + random() * 60;
    return `<circle cx="${random() * width}" cy="${random() * height * 0.7}" r="${r}" fill="${c}" opacity="${0.08 + random() * 0.35}"/>`;
  }).join('');
  let x = 0;
  let skyline = '';
  while (x < width) {
    const w = 40 + random() * 120;
    const h = 80 + random() * 260;
    skyline += `<rect x="${x}" y="${height - h}" width="${w}" height="${h}" fill="#05080f" opacity="0.85"/>`;
    x += w;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="0.7" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></linearGradient>
    <filter id="f"><feGaussianBlur stdDeviation="6"/></filter></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><g filter="url(#f)">${dots}</g>${skyline}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

async function logo(light: boolean): Promise<Buffer> {
  const fg = light ? '#ffffff' : '#cbac7c';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="140">
    <circle cx="70" cy="70" r="52" fill="none" stroke="#bd9557" stroke-width="5"/>
    <path d="M44 46h14l12 34 12-34h14L76 100H64z" fill="#bd9557"/>
    <text x="140" y="92" font-family="Georgia, serif" font-size="64" letter-spacing="10" fill="${fg}">VENUE</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

interface Image {
  public_id: string;
  secure_url: string;
  width?: number;
  height?: number;
  placeholder?: string;
}

async function upload(
  baseURL: string,
  token: string,
  file: Buffer,
  name: string,
  type: string,
): Promise<Image> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type }), name);
  const res = await fetch(`${baseURL}/api/media/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`upload ${res.status}: ${await res.text()}`);
  const { results } = (await res.json()) as { results: Image };
  return {
    public_id: results.public_id,
    secure_url: results.secure_url,
    width: results.width,
    height: results.height,
    placeholder: results.placeholder,
  };
}

const day = 24 * 3600_000;
const at = (days: number, hourUtc: number) => {
  const d = new Date(Date.now() + days * day);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d.toISOString();
};

const HTML = (vi: boolean) =>
  vi
    ? '<p>Một buổi tối với ánh đèn ấm, âm nhạc sống và những món ăn được chuẩn bị riêng cho sự kiện.</p><h3>Chương trình</h3><ul><li>19:00 — Đón khách, đồ uống chào mừng</li><li>20:00 — Biểu diễn chính</li><li>22:00 — Giao lưu</li></ul>'
    : '<p>An evening of warm lights, live music and dishes prepared especially for the occasion.</p><h3>Programme</h3><ul><li>7 pm — Welcome drinks</li><li>8 pm — Main performance</li><li>10 pm — Meet the artists</li></ul>';

export async function seedPublicContent(baseURL: string, email: string, password: string): Promise<Seeded> {
  const { token, gql } = await adminSession(baseURL, email, password);
  const img = async (seed: number) =>
    upload(baseURL, token, await picture(seed), `p${seed}.jpg`, 'image/jpeg');

  let { tags } = await gql<{ tags: Seeded['tags'] }>('{ tags { _id slug nameVi nameEn } }');
  for (const [nameVi, nameEn] of [
    ['Âm nhạc', 'Music'],
    ['Ẩm thực', 'Food'],
    ['Nghệ thuật', 'Art'],
  ] as const) {
    if (!tags.some((tag) => tag.nameVi === nameVi)) {
      await gql('mutation($i: TagInput!) { createTag(input: $i) { _id } }', { i: { nameVi, nameEn } });
    }
  }
  ({ tags } = await gql<{ tags: Seeded['tags'] }>('{ tags { _id slug nameVi nameEn } }'));
  const tagId = (vi: string) => tags.find((tag) => tag.nameVi === vi)!._id;

  const { home } = await gql<{ home: { slides: unknown[] } }>('{ home { slides { captionVi } } }');
  if (home.slides.length === 0) {
    const [logoHeader, logoFooter] = [
      await upload(baseURL, token, await logo(true), 'logo.png', 'image/png'),
      await upload(baseURL, token, await logo(true), 'logo-footer.png', 'image/png'),
    ];
    await gql('mutation($i: HomeInput!) { updateHome(input: $i) { address } }', {
      i: {
        logoHeader,
        logoFooter,
        map: '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3919.4!2d106.70!3d10.77!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1" width="600" height="450" loading="lazy"></iframe>',
        address: '12 Lê Lợi|Phường Bến Nghé, Quận 1|TP. Hồ Chí Minh',
        phone: '0901 234 567|028 3822 0000',
        email: 'hello@venue.test',
        link: {
          facebook: 'https://facebook.com/venue',
          zalo: 'https://zalo.me/0901234567',
          hotline: '0901234567',
          whatsapp: 'https://wa.me/84901234567',
        },
        slides: [
          {
            image: await img(0),
            captionVi: 'Những đêm nhạc dưới ánh đèn vàng',
            captionEn: 'Music nights under golden lights',
            link: '/event',
          },
          {
            image: await img(1),
            captionVi: 'Không gian cho mọi khoảnh khắc',
            captionEn: 'A space for every moment',
            link: '/discover',
          },
          {
            image: await img(2),
            captionVi: 'Ẩm thực tinh tế giữa lòng thành phố',
            captionEn: 'Fine dining in the heart of the city',
            link: '/booking',
          },
        ],
        seo: {
          titleVi: 'Venue — Sự kiện & Khám phá',
          titleEn: 'Venue — Events & Discovery',
          descriptionVi: 'Sự kiện, khám phá và đặt chỗ',
          descriptionEn: 'Events, discovery and booking',
        },
      },
    });
    await gql('mutation($i: IntroductionInput!) { updateIntroduction(input: $i) { titleVi } }', {
      i: {
        titleVi: 'Nơi những buổi tối trở nên đáng nhớ',
        titleEn: 'Where evenings become memorable',
        summaryVi:
          'Giữa trung tâm thành phố, Venue là không gian dành cho âm nhạc, nghệ thuật và ẩm thực — từ những đêm jazz ấm cúng đến các buổi tiệc riêng tư trên sân thượng.',
        summaryEn:
          'In the heart of the city, Venue is a home for music, art and food — from intimate jazz nights to private parties on the rooftop.',
        contentVi: '<p>Giới thiệu</p>',
        contentEn: '<p>About</p>',
        images: [await img(3), await img(4)],
      },
    });
  }

  const { areas: existingAreas } = await gql<{ areas: Seeded['areas'] }>('{ areas { _id slug } }');
  const areaDefs = [
    {
      slug: 'ban-cong',
      nameVi: 'Ban công',
      nameEn: 'The Balcony',
      summaryVi: 'Ngắm hoàng hôn trên những mái nhà thành phố.',
      summaryEn: 'Sunsets above the city roofs.',
      seed: 1,
    },
    {
      slug: 'khu-vuon',
      nameVi: 'Khu vườn',
      nameEn: 'The Garden',
      summaryVi: 'Bữa tối giữa cây xanh và ánh nến.',
      summaryEn: 'Dinner among greenery and candlelight.',
      seed: 2,
    },
    {
      slug: 'sanh-chinh',
      nameVi: 'Sảnh chính',
      nameEn: 'Grand Hall',
      summaryVi: 'Sân khấu cho những đêm diễn lớn.',
      summaryEn: 'The stage for the big nights.',
      seed: 4,
    },
  ];
  for (const [i, def] of areaDefs.entries()) {
    if (existingAreas.some((area) => area.slug === def.slug)) continue;
    await gql('mutation($i: AreaInput!) { createArea(input: $i) { _id } }', {
      i: {
        slug: def.slug,
        nameVi: def.nameVi,
        nameEn: def.nameEn,
        summaryVi: def.summaryVi,
        summaryEn: def.summaryEn,
        descriptionVi: `<p>${def.summaryVi} Sức chứa đến 120 khách, âm thanh và ánh sáng chuyên nghiệp.</p>`,
        descriptionEn: `<p>${def.summaryEn} Seats up to 120 guests, with professional sound and lighting.</p>`,
        cover: await img(def.seed),
        gallery: [await img(def.seed + 1), await img(def.seed + 2), await img(def.seed + 3)],
        order: i,
      },
    });
  }
  const { areas } = await gql<{ areas: Seeded['areas'] }>('{ areas { _id slug } }');
  const areaId = (slug: string) => areas.find((area) => area.slug === slug)!._id;

  const { events: existingEvents } = await gql<{ events: { items: Seeded['events'] } }>(
    '{ events(filter: { when: ALL }, pageSize: 100) { items { _id slug } } }',
  );
  const eventDefs = [
    {
      slug: 'dem-nhac-jazz',
      titleVi: 'Đêm nhạc Jazz',
      titleEn: 'Jazz Night',
      days: 5,
      area: 'ban-cong',
      tag: 'Âm nhạc',
      seed: 0,
    },
    {
      slug: 'tiec-ruou-vang',
      titleVi: 'Tiệc rượu vang mùa thu',
      titleEn: 'Autumn Wine Dinner',
      days: 9,
      area: 'khu-vuon',
      tag: 'Ẩm thực',
      seed: 3,
    },
    {
      slug: 'trien-lam-anh-sang',
      titleVi: 'Triển lãm Ánh sáng',
      titleEn: 'Festival of Light',
      days: 14,
      area: 'sanh-chinh',
      tag: 'Nghệ thuật',
      seed: 5,
    },
    {
      slug: 'acoustic-cuoi-tuan',
      titleVi: 'Acoustic cuối tuần',
      titleEn: 'Weekend Acoustic',
      days: 20,
      area: 'khu-vuon',
      tag: 'Âm nhạc',
      seed: 2,
    },
    {
      slug: 'dem-giao-thua',
      titleVi: 'Đêm Giao thừa',
      titleEn: "New Year's Eve Gala",
      days: 40,
      area: 'sanh-chinh',
      tag: 'Âm nhạc',
      seed: 4,
    },
    {
      slug: 'hoa-nhac-mua-he',
      titleVi: 'Hòa nhạc mùa hè',
      titleEn: 'Summer Concert',
      days: -30,
      area: 'ban-cong',
      tag: 'Âm nhạc',
      seed: 1,
    },
  ];
  for (const def of eventDefs) {
    if (existingEvents.items.some((event) => event.slug === def.slug)) continue;
    const cover = await img(def.seed);
    const { createEvent } = await gql<{ createEvent: { _id: string } }>(
      'mutation($i: EventInput!) { createEvent(input: $i) { _id } }',
      {
        i: {
          slug: def.slug,
          titleVi: def.titleVi,
          titleEn: def.titleEn,
          summaryVi: 'Một buổi tối đặc biệt với âm nhạc sống, ánh đèn ấm và thực đơn riêng.',
          summaryEn: 'A special evening of live music, warm lights and a dedicated menu.',
          contentVi: HTML(true),
          contentEn: HTML(false),
          cover,
          gallery: [await img(def.seed + 1), await img(def.seed + 2)],
          startAt: at(def.days, 12),
          endAt: at(def.days, 15),
          areaId: areaId(def.area),
          tagIds: [tagId(def.tag)],
          priceVi: '350.000 ₫',
          priceEn: '350,000 VND',
          bookingEnabled: true,
          featured: def.days === 5,
          status: 'published',
          publishedAt: new Date(Date.now() - 60 * day).toISOString(),
        },
      },
    );
    void createEvent;
  }
  const { events } = await gql<{ events: { items: Seeded['events'] } }>(
    '{ events(filter: { when: ALL }, pageSize: 100) { items { _id slug } } }',
  );

  const { newsList } = await gql<{ newsList: { items: Seeded['news'] } }>(
    '{ newsList(pageSize: 100) { items { _id slug } } }',
  );
  const newsDefs = [
    {
      slug: 'khai-truong-san-thuong',
      titleVi: 'Khai trương sân thượng mới',
      titleEn: 'Our new rooftop opens',
      days: -2,
      seed: 1,
    },
    { slug: 'thuc-don-mua-thu', titleVi: 'Thực đơn mùa thu', titleEn: 'The autumn menu', days: -6, seed: 3 },
    {
      slug: 'nghe-si-thang-muoi-hai',
      titleVi: 'Nghệ sĩ biểu diễn tháng Mười Hai',
      titleEn: 'December line-up',
      days: -10,
      seed: 5,
    },
    {
      slug: 'hau-truong-dem-nhac',
      titleVi: 'Hậu trường một đêm nhạc',
      titleEn: 'Behind the scenes of a music night',
      days: -15,
      seed: 0,
    },
  ];
  for (const def of newsDefs) {
    if (newsList.items.some((item) => item.slug === def.slug)) continue;
    await gql('mutation($i: NewsInput!) { createNews(input: $i) { _id } }', {
      i: {
        slug: def.slug,
        titleVi: def.titleVi,
        titleEn: def.titleEn,
        summaryVi: 'Những điều mới mẻ đang chờ bạn tại Venue trong mùa này.',
        summaryEn: 'What is new at Venue this season.',
        contentVi:
          '<p>Chúng tôi rất vui được chia sẻ những tin tức mới nhất.</p><p>Hẹn gặp bạn tại Venue!</p>',
        contentEn: '<p>We are happy to share the latest news with you.</p><p>See you at Venue!</p>',
        cover: await img(def.seed),
        tagIds: [tagId('Âm nhạc')],
        status: 'published',
        publishedAt: at(def.days, 3),
      },
    });
  }
  const { newsList: news } = await gql<{ newsList: { items: Seeded['news'] } }>(
    '{ newsList(pageSize: 100) { items { _id slug } } }',
  );
  const { home: after } = await gql<{ home: { slides: { captionVi: string; captionEn: string }[] } }>(
    '{ home { slides { captionVi captionEn } } }',
  );
  const first = after.slides[0]!;
  return {
    heroCaption: { vi: first.captionVi || first.captionEn, en: first.captionEn || first.captionVi },
    tags,
    areas,
    events: events.items,
    news: news.items,
  };
}
