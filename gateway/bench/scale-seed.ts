// Grows a data folder that holds the seeded demo venue to N times its size, for `make bench SCALE=N`.
// `node gateway/bench/scale-seed.ts <DATA_DIR> <N>` (the gateway must not be running on that folder).
//
// One "1×" is the demo venue as the gateway seeds it (14 events, 10 news posts, 8 tags, 6 areas)
// plus a year-of-business inbox: 1,000 bookings and 200 contact messages. N× has N times each, but
// still the same 6 areas (a venue does not grow rooms): at 100×, 1,400 events, 1,000 news posts,
// 800 tags, 100,000 bookings and 20,000 messages over three years (two past, one ahead). New events
// and news are copies of the demo's own (its sanitized HTML, its cover images already in the media
// collection) under new titles, dates and slugs; the mix of states follows what staff do: mostly
// published, some drafts, some scheduled. Growing is incremental: running 1 then 10 adds 9×.
// Documents go through the mongoose models' validation, in batches of 1,000.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import mongoose from 'mongoose';
import { startEmbeddedDatabase } from '../src/db/embedded.ts';
import { slugify } from '../src/lib/slug.ts';
import { AreaModel } from '../src/modules/areas/areas.model.ts';
import { BookingModel } from '../src/modules/bookings/bookings.model.ts';
import { ContactMessageModel } from '../src/modules/contact/contact.model.ts';
import { EventModel } from '../src/modules/events/events.model.ts';
import { NewsModel } from '../src/modules/news/news.model.ts';
import { TagModel } from '../src/modules/tags/tags.model.ts';

const DAY = 86_400_000;
const YEAR = 365 * DAY;
const VN_OFFSET = 7 * 3_600_000;
const BATCH = 1000;

/** Per 1×: what the demo venue has, and the inbox a year of it would fill. */
export const PER_SCALE = { events: 14, news: 10, tags: 8, bookings: 1000, messages: 200 } as const;

export interface SeedCounts {
  events: number;
  news: number;
  tags: number;
  bookings: number;
  messages: number;
}

/** A small deterministic generator (mulberry32): the same N gives the same data on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "tháng 3/2025" / "Mar 2025" at the venue (UTC+7). */
function monthLabel(at: number): { vi: string; en: string } {
  const d = new Date(at + VN_OFFSET);
  const [m, y] = [d.getUTCMonth(), d.getUTCFullYear()];
  return { vi: `tháng ${m + 1}/${y}`, en: `${MONTHS_EN[m]} ${y}` };
}
const vnDate = (at: number) => new Date(at + VN_OFFSET).toISOString().slice(0, 10);

/** Slugs as the editor makes them: the title's, then `-2`, `-3`… when taken. */
function slugTaker(taken: Set<string>): (title: string) => string {
  return (title) => {
    const root = slugify(title) || 'item';
    let slug = root;
    for (let n = 2; taken.has(slug); n++) slug = `${root}-${n}`;
    taken.add(slug);
    return slug;
  };
}

const TAG_WORDS: [string, string][] = [
  ['Jazz', 'Jazz'],
  ['Acoustic', 'Acoustic'],
  ['Nhạc cổ điển', 'Classical'],
  ['Nhạc dân gian', 'Folk music'],
  ['Ca trù', 'Ca tru'],
  ['Hát xẩm', 'Xam singing'],
  ['Điện ảnh', 'Cinema'],
  ['Phim tài liệu', 'Documentary'],
  ['Sân khấu', 'Theatre'],
  ['Múa rối', 'Puppetry'],
  ['Múa đương đại', 'Contemporary dance'],
  ['Sơn mài', 'Lacquer'],
  ['Gốm', 'Pottery'],
  ['Thư pháp', 'Calligraphy'],
  ['Tranh Đông Hồ', 'Dong Ho prints'],
  ['Nhiếp ảnh', 'Photography'],
  ['Kiến trúc', 'Architecture'],
  ['Văn học', 'Literature'],
  ['Thơ', 'Poetry'],
  ['Sách', 'Books'],
  ['Cà phê', 'Coffee'],
  ['Trà', 'Tea'],
  ['Ẩm thực đường phố', 'Street food'],
  ['Ẩm thực chay', 'Vegetarian food'],
  ['Thiếu nhi', 'Kids'],
  ['Sinh viên', 'Students'],
  ['Người cao tuổi', 'Seniors'],
  ['Thời trang', 'Fashion'],
  ['Thủ công', 'Crafts'],
  ['Dệt may', 'Textiles'],
  ['Yoga', 'Yoga'],
  ['Chạy bộ', 'Running'],
  ['Cờ vua', 'Chess'],
  ['Khoa học', 'Science'],
  ['Công nghệ', 'Technology'],
  ['Khởi nghiệp', 'Start-ups'],
  ['Môi trường', 'Environment'],
  ['Lịch sử Hà Nội', 'Hanoi history'],
  ['Tết', 'Lunar New Year'],
  ['Trung thu', 'Mid-Autumn'],
];
const SEASONS: [string, string][] = [
  ['mùa xuân', 'spring'],
  ['mùa hè', 'summer'],
  ['mùa thu', 'autumn'],
  ['mùa đông', 'winter'],
];

/** Tag number i (0-based): "Jazz mùa thu 2025" / "Jazz autumn 2025"; 800 distinct before a suffix. */
function tagName(i: number): { nameVi: string; nameEn: string } {
  const [wordVi, wordEn] = TAG_WORDS[i % TAG_WORDS.length]!;
  const q = Math.floor(i / TAG_WORDS.length);
  const [seasonVi, seasonEn] = SEASONS[q % SEASONS.length]!;
  const year = 2023 + (Math.floor(q / SEASONS.length) % 5);
  const round = Math.floor(i / (TAG_WORDS.length * SEASONS.length * 5));
  const suffix = round ? ` (${round + 1})` : '';
  return {
    nameVi: `${wordVi} ${seasonVi} ${year}${suffix}`,
    nameEn: `${wordEn} ${seasonEn} ${year}${suffix}`,
  };
}

const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Ngô'];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Thu', 'Hải', 'Ngọc', 'Đức', 'Thanh', 'Quang', 'Bảo'];
const GIVEN = ['An', 'Bình', 'Chi', 'Dũng', 'Giang', 'Hà', 'Hương', 'Khoa', 'Lan', 'Linh', 'Mai', 'Nam'];
const EN_NAMES = ['Emma Wilson', 'Lucas Martin', 'Sofia Rossi', 'Kenji Sato', 'Anna Müller', 'Tom Baker'];
const SLOTS = ['09:30', '10:00', '14:00', '15:30', '18:00', '19:00', '19:30', '20:00'];
const BOOKING_NOTES = [
  '',
  '',
  'Bàn gần sân khấu',
  'Có trẻ em đi cùng',
  'Cần chỗ cho xe lăn',
  'Sinh nhật, xin một bánh nhỏ',
  'Please seat us together',
  'Vegetarian meal for two',
];
const SUBJECTS: [string, string][] = [
  ['Thuê không gian tổ chức sự kiện', 'Cho công ty chúng tôi khoảng 80 khách, xin báo giá sân thượng.'],
  ['Hỏi về vé', 'Vé có bán tại quầy vào buổi tối không, hay chỉ đặt trực tuyến?'],
  ['Hợp tác triển lãm', 'Nhóm nghệ sĩ trẻ muốn đề xuất một triển lãm ảnh vào mùa thu.'],
  ['Quên đồ', 'Tôi để quên một chiếc ô màu xanh ở khu ẩm thực tối qua.'],
  ['Group visit', 'We are a school group of 25 students; is a guided tour possible?'],
  ['Accessibility', 'Is the rooftop reachable by lift for a wheelchair user?'],
  ['Chụp ảnh cưới', 'Chúng tôi muốn chụp ảnh cưới ở vườn nghệ thuật, cần đăng ký thế nào?'],
  ['Press enquiry', 'I am writing a piece on Hanoi cultural spaces and would like an interview.'],
];

function personOf(
  rand: () => number,
  i: number,
): { name: string; email: string; phone: string; language: 'vi' | 'en' } {
  if (rand() < 0.2) {
    const name = EN_NAMES[i % EN_NAMES.length]!;
    return {
      name,
      email: `${slugify(name).replace(/-/g, '.')}${i}@example.com`,
      phone: `+44 7700 9${String(i % 100_000).padStart(5, '0')}`,
      language: 'en',
    };
  }
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
  const name = `${pick(FAMILY)} ${pick(MIDDLE)} ${pick(GIVEN)}`;
  return {
    name,
    email: `${slugify(name).replace(/-/g, '')}${i}@example.vn`,
    phone: `09${String(Math.floor(rand() * 1e8)).padStart(8, '0')}`,
    language: 'vi',
  };
}

async function inBatches<T>(docs: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < docs.length; i += BATCH) await insert(docs.slice(i, i + BATCH));
}

/** Adds what the database lacks to hold `scale`× the demo venue; returns what was added. */
export async function growTo(scale: number, now = Date.now()): Promise<SeedCounts> {
  const target = Object.fromEntries(
    Object.entries(PER_SCALE).map(([k, v]) => [k, Math.round(v * scale)]),
  ) as unknown as SeedCounts;
  const [events, news, tags, bookings, messages] = await Promise.all([
    EventModel.countDocuments(),
    NewsModel.countDocuments(),
    TagModel.countDocuments(),
    BookingModel.countDocuments(),
    ContactMessageModel.countDocuments(),
  ]);
  const added: SeedCounts = { events: 0, news: 0, tags: 0, bookings: 0, messages: 0 };
  if (events < PER_SCALE.events || news < PER_SCALE.news || tags < PER_SCALE.tags) {
    throw new Error('scale-seed: the data folder must hold the seeded demo venue first');
  }

  // Tags: the demo's 8 come first; staff then add themed ones.
  if (tags < target.tags) {
    const taken = new Set(
      (await TagModel.find({}, { slug: 1 }).lean<{ slug: string }[]>()).map((t) => t.slug),
    );
    const slug = slugTaker(taken);
    const docs = Array.from({ length: target.tags - tags }, (_, j) => {
      const names = tagName(tags - PER_SCALE.tags + j);
      return { ...names, slug: slug(names.nameVi) };
    });
    await inBatches(docs, (batch) => TagModel.insertMany(batch));
    added.tags = docs.length;
  }
  const demoTagIds = new Set(
    (await TagModel.find({}).sort({ _id: 1 }).limit(PER_SCALE.tags).lean()).map((t) => String(t._id)),
  );
  const extraTagIds = (await TagModel.find({}, { _id: 1 }).lean())
    .map((t) => t._id)
    .filter((id) => !demoTagIds.has(String(id)));
  const areaIds = (await AreaModel.find({}, { _id: 1 }).lean()).map((a) => a._id);

  // Events: copies of the demo's, spread from two years ago to a year ahead.
  if (events < target.events) {
    const demo = await EventModel.find({}).sort({ _id: 1 }).limit(PER_SCALE.events).lean();
    const taken = new Set(
      (await EventModel.find({}, { slug: 1 }).lean<{ slug: string }[]>()).map((e) => e.slug),
    );
    const slug = slugTaker(taken);
    const rand = random(1000 + events);
    const count = target.events - events;
    const docs = Array.from({ length: count }, (_, j) => {
      const base = demo[(events + j) % demo.length]!;
      const { _id, __v, createdAt, updatedAt, ...copy } = base as Record<string, any>;
      void _id;
      void __v;
      void createdAt;
      void updatedAt;
      const startAt = now - 2 * YEAR + rand() * 3 * YEAR;
      // Keep the demo's time of day and length.
      const timeOfDay = (new Date(base.startAt).getTime() + VN_OFFSET) % DAY;
      const start = startAt - ((startAt + VN_OFFSET) % DAY) + timeOfDay;
      const length = base.endAt ? new Date(base.endAt).getTime() - new Date(base.startAt).getTime() : 0;
      const end = base.endAt ? new Date(start + length) : null;
      const created = Math.min(now - DAY, start - (14 + rand() * 45) * DAY);
      const roll = rand();
      const status = roll < 0.07 ? 'draft' : 'published';
      // About one in twenty is published but scheduled to appear later.
      const publishedAt =
        status === 'draft' ? null : roll > 0.95 ? new Date(now + rand() * 30 * DAY) : new Date(created);
      const label = monthLabel(start);
      const titleVi = `${base.titleVi} · ${label.vi}`;
      const extraTag = extraTagIds.length ? [extraTagIds[Math.floor(rand() * extraTagIds.length)]!] : [];
      return {
        ...copy,
        slug: slug(titleVi),
        titleVi,
        titleEn: `${base.titleEn} · ${label.en}`,
        startAt: new Date(start),
        endAt: end,
        endsAt: end ?? new Date(start),
        areaId: base.areaId ?? areaIds[Math.floor(rand() * areaIds.length)] ?? null,
        tagIds: [...(base.tagIds ?? []), ...extraTag].slice(0, 4),
        status,
        publishedAt,
        featured: rand() < 0.02,
        createdAt: new Date(created),
        updatedAt: new Date(Math.min(now - DAY, created + rand() * 7 * DAY)),
      };
    });
    await inBatches(docs, (batch) => EventModel.insertMany(batch, { timestamps: false }));
    added.events = docs.length;
  }

  // News: copies of the demo's posts over the last three years (a few drafts, a few scheduled).
  if (news < target.news) {
    const demo = await NewsModel.find({}).sort({ _id: 1 }).limit(PER_SCALE.news).lean();
    const taken = new Set(
      (await NewsModel.find({}, { slug: 1 }).lean<{ slug: string }[]>()).map((n) => n.slug),
    );
    const slug = slugTaker(taken);
    const rand = random(2000 + news);
    const docs = Array.from({ length: target.news - news }, (_, j) => {
      const base = demo[(news + j) % demo.length]!;
      const { _id, __v, createdAt, updatedAt, ...copy } = base as Record<string, any>;
      void _id;
      void __v;
      void createdAt;
      void updatedAt;
      const roll = rand();
      const written = now - rand() * 3 * YEAR;
      const status = roll < 0.06 ? 'draft' : 'published';
      const publishedAt =
        status === 'draft' ? null : roll > 0.96 ? new Date(now + rand() * 14 * DAY) : new Date(written);
      const label = monthLabel(publishedAt ? publishedAt.getTime() : written);
      const titleVi = `${base.titleVi} · ${label.vi}`;
      const extraTag =
        extraTagIds.length && rand() < 0.5 ? [extraTagIds[Math.floor(rand() * extraTagIds.length)]!] : [];
      return {
        ...copy,
        slug: slug(titleVi),
        titleVi,
        titleEn: `${base.titleEn} · ${label.en}`,
        tagIds: [...(base.tagIds ?? []), ...extraTag].slice(0, 4),
        status,
        publishedAt,
        featured: rand() < 0.02,
        createdAt: new Date(written),
        updatedAt: new Date(written),
      };
    });
    await inBatches(docs, (batch) => NewsModel.insertMany(batch, { timestamps: false }));
    added.news = docs.length;
  }

  // Bookings: made over the last three years for a date up to two months ahead; past ones are
  // mostly confirmed or cancelled, recent ones mostly still new.
  if (bookings < target.bookings) {
    const bookable = (await EventModel.find({ bookingEnabled: true }, { _id: 1 }).lean()).map((e) => e._id);
    const rand = random(3000 + bookings);
    const count = target.bookings - bookings;
    for (let from = 0; from < count; from += BATCH) {
      const docs = Array.from({ length: Math.min(BATCH, count - from) }, (_, j) => {
        const i = bookings + from + j;
        const created = now - rand() * 3 * YEAR;
        const day = created + (1 + rand() * 60) * DAY;
        const roll = rand();
        const status =
          day < now - 2 * DAY
            ? roll < 0.75
              ? 'confirmed'
              : roll < 0.95
                ? 'cancelled'
                : 'new'
            : roll < 0.6
              ? 'new'
              : roll < 0.9
                ? 'confirmed'
                : 'cancelled';
        const forEvent = rand() < 0.45 && bookable.length;
        const person = personOf(rand, i);
        return {
          ...person,
          date: vnDate(day),
          timeSlot: SLOTS[Math.floor(rand() * SLOTS.length)]!,
          guests: 1 + Math.floor(rand() * rand() * 12),
          ...(forEvent
            ? { eventId: bookable[Math.floor(rand() * bookable.length)] }
            : { areaId: areaIds[Math.floor(rand() * areaIds.length)] }),
          note: BOOKING_NOTES[Math.floor(rand() * BOOKING_NOTES.length)]!,
          status,
          createdAt: new Date(created),
          updatedAt: new Date(status === 'new' ? created : created + rand() * 2 * DAY),
        };
      });
      await BookingModel.insertMany(docs, { timestamps: false });
    }
    added.bookings = count;
  }

  // Contact messages: older ones handled, recent ones partly waiting.
  if (messages < target.messages) {
    const rand = random(4000 + messages);
    const count = target.messages - messages;
    for (let from = 0; from < count; from += BATCH) {
      const docs = Array.from({ length: Math.min(BATCH, count - from) }, (_, j) => {
        const i = messages + from + j;
        const created = now - rand() * 3 * YEAR;
        const [subject, message] = SUBJECTS[Math.floor(rand() * SUBJECTS.length)]!;
        const { name, email, phone } = personOf(rand, i);
        return {
          name,
          email,
          phone: rand() < 0.6 ? phone : '',
          subject,
          message,
          handled: created < now - 14 * DAY ? rand() < 0.95 : rand() < 0.3,
          createdAt: new Date(created),
          updatedAt: new Date(created),
        };
      });
      await ContactMessageModel.insertMany(docs, { timestamps: false });
    }
    added.messages = count;
  }
  return added;
}

/** Starts the embedded database on `dataDir`, grows it to `scale`×, stops it. */
export async function scaleSeed(dataDir: string, scale: number, dbName = 'venue'): Promise<SeedCounts> {
  const db = await startEmbeddedDatabase({ dataDir });
  try {
    await mongoose.connect(db.uri, { dbName, autoIndex: false });
    return await growTo(scale);
  } finally {
    await mongoose.disconnect();
    await db.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dataDir, n] = process.argv.slice(2);
  const scale = Number(n);
  if (!dataDir || !fs.existsSync(path.join(dataDir, 'ferretdb')) || !(scale > 0)) {
    console.error('usage: node gateway/bench/scale-seed.ts <DATA_DIR with the demo venue> <scale>');
    process.exit(2);
  }
  const started = performance.now();
  const added = await scaleSeed(dataDir, scale, process.env.MONGODB_DB || 'venue');
  const seconds = (performance.now() - started) / 1000;
  // One JSON line for bench/scale.ts: what was added, how long it took, the seeder's peak RSS.
  console.log(
    JSON.stringify({
      scale,
      added,
      seconds: Math.round(seconds * 10) / 10,
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 102.4) / 10,
    }),
  );
}
