import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../lib/venue-time-input.ts';
import { venueToday } from '../../lib/venue-time.ts';
import { useGateway } from '../../testing/harness.ts';

const h = useGateway();
let editor = '';
const day = addDays(venueToday(), 2);
const other = addDays(venueToday(), 4);
const ids: Record<string, string> = {};

async function book(name: string, body: Record<string, unknown> = {}) {
  const res = await h.api('/api/bookings/create', {
    body: {
      name,
      phone: '0912 345 678',
      email: `${Object.keys(ids).length}@example.com`,
      date: day,
      timeSlot: '19:00',
      guests: 4,
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  ids[name] = res.body.results._id;
  return res.body.results._id as string;
}

/** The CSV's rows, parsed back (quoted cells, doubled quotes, commas and line breaks inside). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== ',' && c !== '\n' && c !== '\r')) cell += c;
    else if (c === ',') endCell();
    else if (c === '\n') {
      endCell();
      rows.push(row);
      row = [];
    }
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

beforeAll(async () => {
  editor = (await h.signIn('editor')).accessToken;
  await book('Nguyễn Thị Hoà');
  await book('=HYPERLINK("http://evil.test","click")', { note: '+1 bring cake, "big" one\nthanks' });
  await book('Trần Văn Bình', { timeSlot: '18:00', guests: 2 });
  await book('Lê Minh', { date: other });
  const cancelled = await book('Phạm Huy');
  await h.api(`/api/bookings/status/${cancelled}`, {
    method: 'PUT',
    body: { status: 'cancelled' },
    token: editor,
  });
});

describe('the door', () => {
  it("lists a day's bookings by time, searchable by name (without accents) or phone", async () => {
    const res = await h.api(`/api/bookings/door?date=${day}`, { token: editor });
    expect(res.status).toBe(200);
    expect(res.body.results.items.map((b: { name: string }) => b.name)).toEqual([
      'Trần Văn Bình',
      '=HYPERLINK("http://evil.test","click")',
      'Nguyễn Thị Hoà',
    ]);
    expect(res.body.results).toMatchObject({ guests: 10, arrived: 0 });
    const byName = await h.api(`/api/bookings/door?date=${day}&search=${encodeURIComponent('hoa nguyen')}`, {
      token: editor,
    });
    expect(byName.body.results.items.map((b: { name: string }) => b.name)).toEqual(['Nguyễn Thị Hoà']);
    const byPhone = await h.api(`/api/bookings/door?date=${day}&search=345678`, { token: editor });
    expect(byPhone.body.results.items).toHaveLength(3);
    expect((await h.api(`/api/bookings/door?date=${day}`)).status).toBe(401);
    expect((await h.api(`/api/bookings/door?date=tomorrow`, { token: editor })).status).toBe(400);
  });

  it('checks a party in, a no-show, undo; every tap audited; never more than the party', async () => {
    const id = ids['Nguyễn Thị Hoà']!;
    const tap = (body: unknown) =>
      h.api(`/api/bookings/checkin/${id}`, { method: 'PUT', body, token: editor });
    expect((await tap({ arrived: 3 })).body.results).toMatchObject({ arrived: 3, noShow: false });
    expect((await h.api(`/api/bookings/door?date=${day}`, { token: editor })).body.results.arrived).toBe(3);
    expect((await tap({ arrived: 5 })).status).toBe(400);
    expect((await tap({ arrived: 2, noShow: true })).status).toBe(400);
    expect((await tap({ arrived: null, noShow: true })).body.results).toMatchObject({
      arrived: null,
      noShow: true,
    });
    const undone = await h.gql('mutation ($id: ID!) { checkIn(id: $id) { arrived noShow } }', { id }, editor);
    expect(undone.body.data.checkIn).toEqual({ arrived: null, noShow: false });
    const admin = (await h.signIn('admin')).accessToken;
    await expect
      .poll(async () => {
        const audit = await h.api(`/api/audit/all?type=booking&pageSize=50`, { token: admin });
        return audit.body.results.items.filter(
          (e: { itemId: string; label: string }) => e.itemId === id && /tại cửa/.test(e.label),
        ).length;
      })
      .toBe(3);
  });
});

describe('exports', () => {
  it('streams the filtered bookings as CSV: BOM, Vietnamese intact, formulas neutralised, audited', async () => {
    const res = await fetch(`${h.url}/api/bookings/export.csv?from=${day}&to=${day}`, {
      headers: { authorization: `Bearer ${editor}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="dat-cho-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual([
      'Mã',
      'Tạo lúc',
      'Ngày',
      'Giờ',
      'Họ tên',
      'Điện thoại',
      'Email',
      'Số khách',
      'Khu vực / Sự kiện',
      'Ghi chú',
      'Ngôn ngữ',
      'Trạng thái',
      'Đã đến',
    ]);
    const data = rows.slice(1);
    expect(data).toHaveLength(4); // the day's four, cancelled included
    const names = data.map((r) => r[4]);
    expect(names).toContain('Nguyễn Thị Hoà');
    expect(names).toContain(`'=HYPERLINK("http://evil.test","click")`);
    const evil = data.find((r) => r[4]!.includes('HYPERLINK'))!;
    expect(evil[9]).toBe(`'+1 bring cake, "big" one\nthanks`);
    expect(data.find((r) => r[4] === 'Phạm Huy')![11]).toBe('Đã huỷ');
    // One date format, the venue's (as 'Tạo lúc' writes it); the phone as text, its leading 0 kept.
    const [y, m, d] = day.split('-');
    expect(data.every((r) => r[2] === `${d}/${m}/${y}`)).toBe(true);
    expect(data.every((r) => /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(r[1]!))).toBe(true);
    expect(data.map((r) => r[5])).toContain('="0912 345 678"');

    const cancelled = parseCsv(
      (
        await (
          await fetch(`${h.url}/api/bookings/export.csv?status=cancelled`, {
            headers: { authorization: `Bearer ${editor}` },
          })
        ).text()
      ).slice(1),
    );
    expect(cancelled.slice(1).map((r) => r[4])).toEqual(['Phạm Huy']);

    const admin = (await h.signIn('admin')).accessToken;
    await expect
      .poll(async () => {
        const audit = await h.api(`/api/audit/all?type=booking&pageSize=50`, { token: admin });
        return audit.body.results.items
          .filter((e: { action: string }) => e.action === 'export')
          .map((e: { label: string }) => e.label)
          .sort();
      })
      .toEqual(['1 đặt chỗ', '4 đặt chỗ']);
  });

  it('refuses visitors and bad filters with JSON errors, and exports messages too', async () => {
    const anonymous = await h.api('/api/bookings/export.csv');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('UNAUTHENTICATED');
    const bad = await h.api('/api/bookings/export.csv?from=yesterday', { token: editor });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.from).toBeTruthy();
    await h.api('/api/contact/create', {
      body: { name: 'Đỗ Quyên', email: 'q@example.com', subject: '@admin', message: '-5 stars' },
    });
    const res = await fetch(`${h.url}/api/contact/export.csv`, {
      headers: { authorization: `Bearer ${editor}` },
    });
    const rows = parseCsv((await res.text()).slice(1));
    const row = rows.find((r) => r[2] === 'Đỗ Quyên')!;
    expect(row[5]).toBe(`'@admin`);
    expect(row[6]).toBe(`'-5 stars`);
    expect(await mongoose.connection.db!.collection('bookings').countDocuments({})).toBe(5);
  });
});
