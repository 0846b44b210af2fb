import { logger } from '../lib/logger.ts';
import { sanitizeMapEmbed, sanitizeRichText } from '../lib/sanitize.ts';
import { AreaModel } from '../modules/areas/areas.model.ts';
import { HomeModel } from '../modules/home/home.model.ts';
import { IntroductionModel } from '../modules/intro/intro.model.ts';
import type { Image } from '../modules/media/media.service.ts';
import { TagModel } from '../modules/tags/tags.model.ts';
import { demoImage, demoLogo, type Motif, type PaletteName } from './demo-images.ts';

/**
 * The demo venue: a cultural venue near the Hanoi Opera House. Each collection is filled only when
 * it is empty, so the seed never overwrites what staff have written. Images are drawn locally.
 */

export const DEMO_TAGS = [
  { nameVi: 'Âm nhạc', nameEn: 'Music', slug: 'am-nhac' },
  { nameVi: 'Nghệ thuật', nameEn: 'Art', slug: 'nghe-thuat' },
  { nameVi: 'Ẩm thực', nameEn: 'Food & Drink', slug: 'am-thuc' },
  { nameVi: 'Gia đình', nameEn: 'Family', slug: 'gia-dinh' },
  { nameVi: 'Workshop', nameEn: 'Workshop', slug: 'workshop' },
  { nameVi: 'Triển lãm', nameEn: 'Exhibition', slug: 'trien-lam' },
  { nameVi: 'Lễ hội', nameEn: 'Festival', slug: 'le-hoi' },
  { nameVi: 'Thể thao', nameEn: 'Sports', slug: 'the-thao' },
];

interface DemoArea {
  slug: string;
  nameVi: string;
  nameEn: string;
  summaryVi: string;
  summaryEn: string;
  descriptionVi: string;
  descriptionEn: string;
  motif: Motif;
  palette: PaletteName;
  galleryVi: [string, string];
  galleryEn: [string, string];
}

export const DEMO_AREAS: DemoArea[] = [
  {
    slug: 'san-khau-chinh',
    nameVi: 'Sân khấu chính',
    nameEn: 'Main Stage',
    summaryVi: 'Khán phòng 800 chỗ với âm thanh vòm và hệ thống ánh sáng biểu diễn chuyên nghiệp.',
    summaryEn: 'An 800-seat hall with surround sound and professional stage lighting.',
    descriptionVi:
      '<h2>Trái tim của Venue</h2><p>Sân khấu chính là nơi diễn ra các đêm hoà nhạc, vở kịch và chương trình biểu diễn lớn nhất trong năm. Khán phòng có <strong>800 chỗ ngồi</strong> xếp bậc, tầm nhìn thoáng từ mọi hàng ghế.</p><ul><li>Hệ thống âm thanh vòm 7.1 và cách âm tiêu chuẩn phòng hoà nhạc</li><li>Giàn đèn biểu diễn 120 kênh, màn chiếu LED 12 m</li><li>Phòng hoá trang và lối đi riêng cho nghệ sĩ</li></ul><p>Sân khấu có thể chuyển đổi cho hội nghị, lễ trao giải hay tiệc gala theo yêu cầu.</p>',
    descriptionEn:
      '<h2>The heart of the Venue</h2><p>The Main Stage hosts our biggest concerts, plays and shows of the year. The raked hall seats <strong>800 guests</strong>, with a clear view from every row.</p><ul><li>7.1 surround sound and concert-hall acoustic insulation</li><li>A 120-channel lighting rig and a 12 m LED screen</li><li>Dressing rooms and a private artists’ entrance</li></ul><p>The stage can be set up for conferences, award nights or gala dinners on request.</p>',
    motif: 'stage',
    palette: 'goldNavy',
    galleryVi: ['Khán phòng', 'Đêm hoà nhạc'],
    galleryEn: ['The hall', 'Concert night'],
  },
  {
    slug: 'vuon-nghe-thuat',
    nameVi: 'Vườn nghệ thuật',
    nameEn: 'Art Garden',
    summaryVi: 'Khu vườn xanh giữa phố cổ với tượng điêu khắc, sân cỏ và những buổi hoà nhạc ngoài trời.',
    summaryEn: 'A green garden in the old quarter with sculptures, a lawn and open-air concerts.',
    descriptionVi:
      '<h2>Một khoảng xanh giữa lòng Hà Nội</h2><p>Vườn nghệ thuật rộng 1.200 m² với hàng cây sưa cổ thụ, lối đi lát đá ong và các tác phẩm điêu khắc của nghệ sĩ trẻ Việt Nam.</p><p>Cuối tuần, khu vườn trở thành sân khấu cho <em>acoustic</em> ngoài trời, chợ phiên thủ công và những buổi đọc thơ lúc hoàng hôn.</p><blockquote>“Nơi mọi người có thể ngồi lại, nghe nhạc và nhìn lá rơi.”</blockquote>',
    descriptionEn:
      '<h2>A green pause in the middle of Hanoi</h2><p>The 1,200 m² Art Garden has old rosewood trees, laterite paths and sculptures by young Vietnamese artists.</p><p>At weekends it becomes a stage for open-air <em>acoustic</em> sets, craft markets and poetry readings at sunset.</p><blockquote>“A place to sit down, listen to music and watch the leaves fall.”</blockquote>',
    motif: 'garden',
    palette: 'jade',
    galleryVi: ['Lối đi đá ong', 'Chợ phiên cuối tuần'],
    galleryEn: ['Laterite path', 'Weekend market'],
  },
  {
    slug: 'phong-trung-bay',
    nameVi: 'Phòng trưng bày',
    nameEn: 'Gallery',
    summaryVi: 'Ba phòng triển lãm liên hoàn cho hội hoạ, nhiếp ảnh và nghệ thuật sắp đặt đương đại.',
    summaryEn: 'Three connected rooms for painting, photography and contemporary installation art.',
    descriptionVi:
      '<h2>Không gian cho nghệ thuật đương đại</h2><p>Phòng trưng bày gồm ba gian liên hoàn với trần cao 5 m, ánh sáng tự nhiên điều chỉnh được và hệ thống treo tranh linh hoạt.</p><p>Mỗi năm chúng tôi tổ chức khoảng <strong>10 triển lãm</strong>, từ sơn mài truyền thống đến video art, cùng các buổi trò chuyện với nghệ sĩ và tuyển chọn viên.</p>',
    descriptionEn:
      '<h2>A home for contemporary art</h2><p>The Gallery has three connected rooms with 5 m ceilings, adjustable daylight and a flexible hanging system.</p><p>We host about <strong>ten exhibitions</strong> a year, from traditional lacquer to video art, with talks by artists and curators.</p>',
    motif: 'gallery',
    palette: 'ink',
    galleryVi: ['Gian sơn mài', 'Nghệ thuật sắp đặt'],
    galleryEn: ['Lacquer room', 'Installation'],
  },
  {
    slug: 'san-thuong',
    nameVi: 'Sân thượng',
    nameEn: 'Rooftop Terrace',
    summaryVi: 'Sân thượng nhìn ra Nhà hát Lớn, nơi ngắm hoàng hôn, nghe jazz và chiếu phim đêm hè.',
    summaryEn: 'A rooftop overlooking the Opera House for sunsets, jazz and summer-night cinema.',
    descriptionVi:
      '<h2>Hà Nội từ trên cao</h2><p>Từ tầng sáu, sân thượng mở ra khung cảnh mái vòm Nhà hát Lớn và những con phố Pháp cổ. Khu vực có quầy bar, 120 chỗ ngồi và mái che di động.</p><p>Các tối thứ Sáu có <strong>Jazz on the Roof</strong>; mùa hè có chiếu phim ngoài trời mỗi tối thứ Bảy.</p>',
    descriptionEn:
      '<h2>Hanoi from above</h2><p>From the sixth floor the terrace looks over the dome of the Opera House and the old French streets. It has a bar, 120 seats and a retractable awning.</p><p>Fridays bring <strong>Jazz on the Roof</strong>; in summer there is open-air cinema every Saturday night.</p>',
    motif: 'rooftop',
    palette: 'dusk',
    galleryVi: ['Hoàng hôn', 'Jazz on the Roof'],
    galleryEn: ['Sunset', 'Jazz on the Roof'],
  },
  {
    slug: 'khu-am-thuc',
    nameVi: 'Khu ẩm thực',
    nameEn: 'Food Court',
    summaryVi: 'Mười hai gian bếp mang hương vị ba miền, cà phê trứng và món ngọt Hà Nội.',
    summaryEn: 'Twelve kitchens with flavours from all three regions, egg coffee and Hanoi sweets.',
    descriptionVi:
      '<h2>Hương vị ba miền</h2><p>Khu ẩm thực quy tụ <strong>12 gian bếp</strong> do các đầu bếp địa phương vận hành: phở bò, bún chả, bánh xèo, mì Quảng, cà phê trứng và chè bốn mùa.</p><p>Mở cửa từ 10:00 đến 22:00 mỗi ngày; khách tham dự sự kiện được giảm 10% khi xuất trình vé.</p>',
    descriptionEn:
      '<h2>Flavours of the three regions</h2><p>The Food Court brings together <strong>twelve kitchens</strong> run by local cooks: beef pho, bun cha, banh xeo, Quang noodles, egg coffee and sweet soups.</p><p>Open 10:00 to 22:00 every day; event guests get 10% off with their ticket.</p>',
    motif: 'food',
    palette: 'terracotta',
    galleryVi: ['Gian bếp phở', 'Cà phê trứng'],
    galleryEn: ['Pho kitchen', 'Egg coffee'],
  },
  {
    slug: 'xuong-sang-tao',
    nameVi: 'Xưởng sáng tạo',
    nameEn: 'Creative Workshop',
    summaryVi: 'Xưởng làm gốm, in tranh Đông Hồ và lớp học sáng tạo cho trẻ em và người lớn.',
    summaryEn: 'A studio for pottery, Dong Ho woodblock printing and creative classes for all ages.',
    descriptionVi:
      '<h2>Học bằng đôi tay</h2><p>Xưởng sáng tạo có bàn xoay gốm, lò nung điện, khu in khắc gỗ và 30 chỗ ngồi cho các lớp học.</p><ul><li>Lớp gốm cuối tuần cho người mới bắt đầu</li><li>In tranh Đông Hồ cùng nghệ nhân làng tranh</li><li>Câu lạc bộ sáng tạo thiếu nhi chiều thứ Tư</li></ul>',
    descriptionEn:
      '<h2>Learning with your hands</h2><p>The Creative Workshop has pottery wheels, an electric kiln, a woodblock printing corner and seats for 30 learners.</p><ul><li>Weekend pottery classes for beginners</li><li>Dong Ho printing with artisans from the village</li><li>A children’s creative club on Wednesday afternoons</li></ul>',
    motif: 'workshop',
    palette: 'plum',
    galleryVi: ['Bàn xoay gốm', 'In tranh Đông Hồ'],
    galleryEn: ['Pottery wheel', 'Dong Ho printing'],
  },
];

const MAP_EMBED =
  '<iframe src="https://www.google.com/maps?q=Nh%C3%A0+h%C3%A1t+L%E1%BB%9Bn+H%C3%A0+N%E1%BB%99i&z=16&output=embed" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="Bản đồ Venue"></iframe>';

const INTRO_CONTENT_VI = `<h2>Câu chuyện của chúng tôi</h2>
<p>Venue ra đời năm 2012 trong một toà nhà Pháp cổ trên phố Tràng Tiền, cách Nhà hát Lớn vài bước chân. Từ một xưởng in cũ, chúng tôi cải tạo thành không gian văn hoá mở cho mọi người: nơi nghe nhạc, xem triển lãm, học một nghề thủ công hay đơn giản là ngồi uống một tách cà phê.</p>
<h3>Điều chúng tôi tin</h3>
<ul><li><strong>Nghệ thuật cho mọi người</strong> — phần lớn chương trình miễn phí hoặc giá vé dễ tiếp cận.</li><li><strong>Gìn giữ và làm mới</strong> — nghề truyền thống đứng cạnh sáng tạo đương đại.</li><li><strong>Cộng đồng</strong> — nghệ sĩ, nghệ nhân và khán giả cùng làm nên chương trình.</li></ul>
<blockquote>Mỗi năm Venue đón hơn 200.000 lượt khách và tổ chức trên 300 sự kiện.</blockquote>
<p>Hãy ghé thăm chúng tôi từ 9:00 đến 22:00 mỗi ngày, hoặc <a href="/contact">liên hệ</a> để đặt không gian cho sự kiện của bạn.</p>`;

const INTRO_CONTENT_EN = `<h2>Our story</h2>
<p>Venue opened in 2012 in an old French building on Trang Tien street, a few steps from the Opera House. We turned a former printing house into a cultural space open to everyone: a place to hear music, see an exhibition, learn a craft or simply sit down with a cup of coffee.</p>
<h3>What we believe in</h3>
<ul><li><strong>Art for everyone</strong> — most programmes are free or affordably priced.</li><li><strong>Keeping and renewing</strong> — traditional crafts stand beside contemporary work.</li><li><strong>Community</strong> — artists, artisans and audiences shape the programme together.</li></ul>
<blockquote>Every year Venue welcomes more than 200,000 visitors and hosts over 300 events.</blockquote>
<p>Visit us from 9:00 to 22:00 every day, or <a href="/contact">get in touch</a> to book a space for your event.</p>`;

async function isEmpty(model: { exists(filter: object): PromiseLike<unknown> }): Promise<boolean> {
  return !(await model.exists({}));
}

async function seedTags(): Promise<void> {
  if (!(await isEmpty(TagModel))) return;
  await TagModel.insertMany(DEMO_TAGS);
}

async function seedAreas(): Promise<void> {
  if (!(await isEmpty(AreaModel))) return;
  const withImages = await Promise.all(
    DEMO_AREAS.map(async (area, index) => {
      const [cover, ...gallery] = await Promise.all([
        demoImage(
          {
            title: area.nameVi,
            subtitle: area.nameEn,
            kicker: 'Khám phá · Discover',
            motif: area.motif,
            palette: area.palette,
            seed: index + 1,
          },
          `${area.slug}.svg`,
        ),
        ...area.galleryVi.map((caption, i) =>
          demoImage(
            {
              title: caption,
              subtitle: `${area.nameVi} · ${area.galleryEn[i]}`,
              motif: area.motif,
              palette: area.palette,
              seed: (index + 1) * 10 + i,
              width: 960,
              height: 640,
            },
            `${area.slug}-${i + 1}.svg`,
          ),
        ),
      ]);
      return { area, index, cover, gallery };
    }),
  );
  await AreaModel.insertMany(
    withImages.map(({ area, index, cover, gallery }) => ({
      slug: area.slug,
      nameVi: area.nameVi,
      nameEn: area.nameEn,
      summaryVi: area.summaryVi,
      summaryEn: area.summaryEn,
      descriptionVi: sanitizeRichText(area.descriptionVi),
      descriptionEn: sanitizeRichText(area.descriptionEn),
      cover,
      gallery,
      order: index,
    })),
  );
}

async function seedHome(): Promise<void> {
  if (!(await isEmpty(HomeModel))) return;
  const slides: {
    art: Parameters<typeof demoImage>[0];
    captionVi: string;
    captionEn: string;
    link: string;
  }[] = [
    {
      art: {
        title: 'Mùa lễ hội 2026',
        subtitle: 'Festival season at the Venue',
        kicker: 'Venue · Hà Nội',
        motif: 'festival',
        palette: 'goldNavy',
        seed: 101,
        textless: true,
      },
      captionVi: 'Mùa lễ hội đã đến — hơn 40 sự kiện âm nhạc, nghệ thuật và ẩm thực',
      captionEn: 'Festival season is here — more than 40 music, art and food events',
      link: '/event',
    },
    {
      art: {
        title: 'Jazz trên sân thượng',
        subtitle: 'Jazz on the Roof, every Friday',
        kicker: 'Âm nhạc · Music',
        motif: 'music',
        palette: 'navy',
        seed: 102,
        textless: true,
      },
      captionVi: 'Jazz trên sân thượng mỗi tối thứ Sáu, nhìn ra Nhà hát Lớn',
      captionEn: 'Jazz on the Roof every Friday night, overlooking the Opera House',
      link: '/discover/san-thuong',
    },
    {
      art: {
        title: 'Khám phá Venue',
        subtitle: 'Six spaces, one afternoon',
        kicker: 'Khám phá · Discover',
        motif: 'arches',
        palette: 'amber',
        seed: 103,
        textless: true,
      },
      captionVi: 'Sáu không gian cho một buổi chiều trọn vẹn',
      captionEn: 'Six spaces for a perfect afternoon',
      link: '/discover',
    },
  ];
  const [logoHeader, logoFooter, ...slideImages] = await Promise.all([
    demoLogo('header'),
    demoLogo('footer'),
    ...slides.map((s, i) => demoImage(s.art, `hero-${i + 1}.svg`)),
  ]);
  await HomeModel.create({
    key: 'home',
    logoHeader,
    logoFooter,
    map: sanitizeMapEmbed(MAP_EMBED),
    address: '12 Tràng Tiền, Hoàn Kiếm, Hà Nội|Việt Nam',
    phone: '024 3933 0113|0901 234 567',
    email: 'xinchao@venue.vn',
    link: {
      facebook: 'https://www.facebook.com/venue.hanoi',
      zalo: 'https://zalo.me/0901234567',
      hotline: 'tel:0901234567',
      whatsapp: 'https://wa.me/84901234567',
    },
    slides: slides.map((s, i) => ({
      image: slideImages[i],
      captionVi: s.captionVi,
      captionEn: s.captionEn,
      link: s.link,
    })),
    seo: {
      titleVi: 'Venue — Không gian sự kiện và văn hoá giữa lòng Hà Nội',
      titleEn: 'Venue — Events and culture in the heart of Hanoi',
      descriptionVi:
        'Hoà nhạc, triển lãm, workshop và ẩm thực bên cạnh Nhà hát Lớn Hà Nội. Xem lịch sự kiện và đặt chỗ trực tuyến.',
      descriptionEn:
        'Concerts, exhibitions, workshops and food next to the Hanoi Opera House. See what’s on and book online.',
    },
  });
}

async function seedIntroduction(): Promise<void> {
  if (!(await isEmpty(IntroductionModel))) return;
  const images: Image[] = await Promise.all([
    demoImage(
      {
        title: 'Từ xưởng in cũ',
        subtitle: 'From an old printing house, 2012',
        motif: 'arches',
        palette: 'ink',
        seed: 201,
        width: 960,
        height: 640,
      },
      'intro-1.svg',
    ),
    demoImage(
      {
        title: 'Một cộng đồng',
        subtitle: 'A community of artists and audiences',
        motif: 'music',
        palette: 'goldNavy',
        seed: 202,
        width: 960,
        height: 640,
      },
      'intro-2.svg',
    ),
  ]);
  await IntroductionModel.create({
    key: 'introduction',
    titleVi: 'Giới thiệu về Venue',
    titleEn: 'About Venue',
    summaryVi:
      'Không gian văn hoá mở bên cạnh Nhà hát Lớn Hà Nội — nơi âm nhạc, nghệ thuật, nghề thủ công và ẩm thực gặp nhau.',
    summaryEn:
      'An open cultural space next to the Hanoi Opera House, where music, art, crafts and food come together.',
    contentVi: sanitizeRichText(INTRO_CONTENT_VI),
    contentEn: sanitizeRichText(INTRO_CONTENT_EN),
    images,
  });
}

/** The demo venue's content; each collection is filled only when it is empty. */
export async function seedDemoVenue(): Promise<void> {
  const started = Date.now();
  // Events and news refer to tags and areas, so they follow those; the rest runs alongside.
  const tagsAndAreas = Promise.all([seedTags(), seedAreas()]);
  const [, , events] = await Promise.all([
    seedHome(),
    seedIntroduction(),
    tagsAndAreas.then(async () => {
      const { seedDemoEvents } = await import('./demo-events.ts');
      return seedDemoEvents();
    }),
  ]);
  logger.info({ ms: Date.now() - started, ...events }, 'demo venue ready');
}
