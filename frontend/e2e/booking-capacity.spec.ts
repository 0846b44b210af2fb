import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.ts';
import { ADMIN } from './playwright.config.ts';
import { adminSession } from './public-fixtures.ts';
import { signIn } from './staff.ts';
import { addDays } from '../../gateway/src/lib/venue-time-input.ts';
import { venueToday } from '../../gateway/src/lib/venue-time.ts';

// Bookings against an area's hours and places, in a real browser on the production build: the
// times offered with places left, a full one refused, a closed day with its reason, the visitor's
// own booking page, cancelling it and its places coming back.

type Gql = Awaited<ReturnType<typeof adminSession>>['gql'];
let gql: Gql;
let baseURL: string;

const today = venueToday();
const tomorrow = addDays(today, 1);
const weekdayClosed = addDays(today, 2);
const closure = addDays(today, 3);
const isoWeekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
/** As the calendar field shows and accepts a day. */
const typed = (date: string) => date.split('-').reverse().join('/');

const WORDS = {
  vi: {
    date: 'Ngày',
    time: 'Giờ',
    left: (n: number) => `Còn ${n} chỗ`,
    full: 'Hết chỗ',
    closed: 'Ngày này không nhận đặt chỗ: Tiệc riêng',
    weekdayClosed: 'Ngày này không nhận đặt chỗ: nghỉ',
    waitlist: 'Vào danh sách chờ',
    submit: 'Gửi yêu cầu đặt chỗ',
    name: 'Họ và tên',
    phone: 'Số điện thoại',
    guests: 'Số khách',
    justFilled: 'vừa hết chỗ',
    manageLink: 'Xem hoặc huỷ đặt chỗ',
    cancel: 'Huỷ đặt chỗ',
    confirm: 'Có, huỷ đặt chỗ',
    cancelled: 'Đặt chỗ của bạn đã được huỷ.',
    refused: 'Không tìm thấy đặt chỗ',
    statusNew: 'Đang chờ xác nhận',
  },
  en: {
    date: 'Date',
    time: 'Time',
    left: (n: number) => (n === 1 ? '1 place left' : `${n} places left`),
    full: 'Full',
    closed: 'We take no bookings on this day: Private party',
    weekdayClosed: 'We take no bookings on this day: closed every',
    waitlist: 'Join the waiting list',
    submit: 'Send booking request',
    name: 'Full name',
    phone: 'Phone number',
    guests: 'Guests',
    justFilled: 'has just filled up',
    manageLink: 'View or cancel your booking',
    cancel: 'Cancel booking',
    confirm: 'Yes, cancel it',
    cancelled: 'Your booking has been cancelled.',
    refused: 'Booking not found',
    statusNew: 'Awaiting confirmation',
  },
} as const;
type Lang = keyof typeof WORDS;

/** A fresh area with evening hours, 4 places a slot, one weekday off and a closure. */
async function seedArea(label: string): Promise<string> {
  const stamp = `${label}-${Date.now()}`;
  const { createArea } = await gql<{ createArea: { _id: string } }>(
    'mutation($i: AreaInput!) { createArea(input: $i) { _id } }',
    { i: { nameVi: `Sân thượng ${stamp}`, nameEn: `Rooftop ${stamp}`, slug: `san-thuong-${stamp}` } },
  );
  const off = isoWeekday(weekdayClosed);
  await gql(
    'mutation($id: ID!, $i: AreaCapacityInput!) { setAreaCapacity(id: $id, input: $i) { placesPerSlot } }',
    {
      id: createArea._id,
      i: {
        placesPerSlot: 4,
        hours: [1, 2, 3, 4, 5, 6, 7]
          .filter((d) => d !== off)
          .map((weekday) => ({ weekday, times: ['18:00', '19:00', '20:00'] })),
        closures: [{ from: closure, to: closure, reasonVi: 'Tiệc riêng', reasonEn: 'Private party' }],
      },
    },
  );
  return createArea._id;
}

/** A booking straight through the API, as another visitor would take the places. */
function book(areaId: string, timeSlot: string, guests: number) {
  return gql<{ createBooking: { _id: string } }>(
    'mutation($i: BookingInput!) { createBooking(input: $i) { _id } }',
    {
      i: {
        name: 'Khách khác',
        phone: '0901234567',
        email: `other-${Date.now()}@example.com`,
        date: tomorrow,
        timeSlot,
        guests,
        areaId,
        language: 'vi',
      },
    },
  );
}

/** axe-core (WCAG 2 A/AA, best practices) on what is shown; the footer's third-party map aside. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'best-practice'])
    .exclude('iframe')
    .analyze();
  const report = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.failureSummary ?? n.html).join('; ')}`,
  );
  expect(report).toEqual([]);
}

/** A screenshot once the page's change-of-route overlay has gone. */
async function shoot(page: Page, name: string) {
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath(name), fullPage: true });
}

const slot = (page: Page, time: string) => page.getByRole('radio', { name: new RegExp(`^${time}`) });
/** Chooses a time as a visitor does: its chip (the radio itself is visually hidden). */
async function choose(page: Page, time: string) {
  await expect(async () => {
    await page.getByTestId('booking-slots').getByText(time, { exact: true }).click();
    await expect(slot(page, time)).toBeChecked({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

async function openForm(page: Page, areaId: string, lang: Lang, date: string) {
  await page.goto(`/booking?area=${areaId}${lang === 'en' ? '&lang=en' : ''}`);
  const field = page.getByRole('textbox', { name: WORDS[lang].date, exact: true });
  await field.fill(typed(date));
  await field.press('Escape');
}

async function fillVisitor(page: Page, lang: Lang, guests: number, email = 'khach-e2e@example.com') {
  const w = WORDS[lang];
  await page.getByRole('textbox', { name: w.name, exact: true }).fill('Trần Thị Khách');
  await page.getByRole('textbox', { name: w.phone, exact: true }).fill('0912 345 678');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: w.guests, exact: true }).fill(String(guests));
}

test.beforeAll(async ({ browser }, info) => {
  void browser;
  baseURL = info.project.use.baseURL!;
  ({ gql } = await adminSession(baseURL, ADMIN.email, ADMIN.password));
});

for (const [lang, width] of [
  ['vi', 375],
  ['en', 1280],
  ['en', 375],
  ['vi', 1280],
] as const) {
  test(`the form offers the open times, refuses a full one and a closed day (${lang}, ${width}px)`, async ({
    browser,
  }) => {
    const w = WORDS[lang];
    const areaId = await seedArea(`${lang}${width}`);
    await book(areaId, '19:00', 4);
    await book(areaId, '20:00', 1);
    const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 } });
    const page = await context.newPage();

    await openForm(page, areaId, lang, tomorrow);
    await expect(slot(page, '18:00')).toBeEnabled();
    await expect(slot(page, '18:00')).toHaveAccessibleName(new RegExp(w.left(4)));
    await expect(slot(page, '20:00')).toHaveAccessibleName(new RegExp(w.left(3)));
    await expect(slot(page, '19:00')).toBeDisabled();
    await expect(slot(page, '19:00')).toHaveAccessibleName(new RegExp(w.full));
    await expect(page.getByRole('button', { name: w.waitlist })).toBeVisible();
    await shoot(page, `slots-${lang}-${width}.png`);
    await expectAccessible(page);

    // A closure, and a weekday without hours: said so, with the venue's reason, and no times.
    const field = page.getByRole('textbox', { name: w.date, exact: true });
    await field.fill(typed(closure));
    await field.press('Escape');
    await expect(page.getByText(w.closed)).toBeVisible();
    await expect(slot(page, '18:00')).toHaveCount(0);
    await shoot(page, `closed-${lang}-${width}.png`);
    await field.fill(typed(weekdayClosed));
    await field.press('Escape');
    await expect(page.getByText(w.weekdayClosed)).toBeVisible();

    // The calendar marks the closed days and names why, on the day itself.
    await field.click();
    const closedDay = page
      .locator('.mantine-Popover-dropdown button[data-closed]')
      .filter({ hasText: new RegExp(`^${Number(closure.slice(8))}$`) });
    if (closure.slice(0, 7) === weekdayClosed.slice(0, 7)) {
      await expect(closedDay.first()).toHaveAttribute('title', new RegExp(w.closed.split(': ')[1]!));
    }
    await context.close();
  });
}

test('a slot that fills while the visitor fills the form: said so, with the open times', async ({ page }) => {
  const areaId = await seedArea('race');
  await openForm(page, areaId, 'vi', tomorrow);
  await choose(page, '20:00');
  await fillVisitor(page, 'vi', 2);
  await book(areaId, '20:00', 4);
  await page.getByRole('button', { name: WORDS.vi.submit }).click();
  await expect(page.getByTestId('slot-just-filled')).toContainText('20:00 vừa hết chỗ');
  await expect(page.getByTestId('slot-just-filled')).toContainText('18:00, 19:00');
  await expect(slot(page, '20:00')).toBeDisabled();
  await expect(page.getByRole('button', { name: WORDS.vi.waitlist })).toBeVisible();
  await expect(page).toHaveURL(/\/booking/);
});

for (const [lang, width] of [
  ['vi', 375],
  ['en', 1280],
] as const) {
  test(`the visitor opens and cancels their booking, and the places come back (${lang}, ${width}px)`, async ({
    browser,
  }) => {
    const w = WORDS[lang];
    const areaId = await seedArea(`manage-${lang}`);
    const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 } });
    const page = await context.newPage();

    await openForm(page, areaId, lang, tomorrow);
    await choose(page, '18:00');
    await fillVisitor(page, lang, 3);
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page).toHaveURL('/thanks?from=booking');
    await shoot(page, `thanks-${lang}-${width}.png`);
    await page.getByRole('link', { name: w.manageLink }).click();
    await expect(page).toHaveURL(/\/booking\/manage\/[a-f0-9]{24}\?t=/);
    const manageUrl = page.url();
    await expect(page.getByTestId('booking-status')).toHaveText(w.statusNew);
    await expect(page.getByTestId('booking-summary')).toContainText('3');
    await shoot(page, `manage-${lang}-${width}.png`);
    await expectAccessible(page);

    // Opening the page took nothing back: the slot still has 1 place.
    await openForm(page, areaId, lang, tomorrow);
    await expect(slot(page, '18:00')).toHaveAccessibleName(new RegExp(w.left(1)));

    await page.goto(manageUrl);
    await page.getByRole('button', { name: w.cancel }).click();
    await expect(page.getByRole('button', { name: w.confirm })).toBeVisible();
    await shoot(page, `confirm-${lang}-${width}.png`);
    await page.getByRole('button', { name: w.confirm }).click();
    await expect(page.getByTestId('cancelled')).toHaveText(w.cancelled);
    await expect(page.getByRole('button', { name: w.cancel })).toHaveCount(0);

    await openForm(page, areaId, lang, tomorrow);
    await expect(slot(page, '18:00')).toHaveAccessibleName(new RegExp(w.left(4)));

    // A link that is wrong gets a page that says so, not an error.
    await page.goto(`/booking/manage/${'0'.repeat(24)}?t=wrong${lang === 'en' ? '&lang=en' : ''}`);
    await expect(page.getByTestId('link-refused')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.refused);
    await shoot(page, `refused-${lang}-${width}.png`);
    await context.close();
  });
}

test('a place freed for the waiting list is offered, and taken through its link (en, 375px)', async ({
  browser,
}) => {
  const areaId = await seedArea('offer');
  const other = await book(areaId, '20:00', 4);
  const email = `waits-${Date.now()}@example.com`;
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await openForm(page, areaId, 'en', tomorrow);
  await expect(slot(page, '20:00')).toBeDisabled();
  await fillVisitor(page, 'en', 2, email);
  await page.getByRole('button', { name: WORDS.en.waitlist }).click();
  await expect(page.getByTestId('waitlist-joined')).toContainText('You are on the waiting list for 20:00');

  // The other party cancels: the places go to the waiting list, whose first entry gets a mail.
  await gql('mutation($id: ID!) { setBookingStatus(id: $id, status: cancelled) { _id } }', {
    id: other.createBooking._id,
  });
  let offerPath = '';
  await expect(async () => {
    const { outbox } = await gql<{ outbox: { items: { _id: string; to: string }[] } }>(
      '{ outbox(pageSize: 50) { items { _id to } } }',
    );
    for (const mail of outbox.items.filter((m) => m.to.includes(email))) {
      const { outboxMail } = await gql<{ outboxMail: { text: string } }>(
        'query($id: ID!) { outboxMail(id: $id) { text } }',
        { id: mail._id },
      );
      offerPath = /\/booking\/offer\/[^\s"<>]+/.exec(outboxMail.text)?.[0] ?? offerPath;
    }
    expect(offerPath).not.toBe('');
  }).toPass({ timeout: 20_000 });

  await page.goto(offerPath.replace(/&amp;/g, '&'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A place is free for you!');
  await shoot(page, 'offer-en-375.png');
  await page.getByRole('button', { name: 'Take the place' }).click();
  await expect(page.getByTestId('offer-accepted')).toBeVisible();
  await expect(page.getByTestId('offer-manage-link')).toHaveAttribute('href', /^\/booking\/manage\//);
  await shoot(page, 'offer-accepted-en-375.png');
  await openForm(page, areaId, 'en', tomorrow);
  await expect(slot(page, '20:00')).toHaveAccessibleName(/2 places left/);
  await context.close();
});

test('an event with few places left says so and holds the guests to them (vi, 375px)', async ({
  browser,
}) => {
  const { events } = await gql<{ events: { items: { _id: string }[] } }>(
    '{ events(filter: { when: UPCOMING }, pageSize: 1) { items { _id } } }',
  );
  const id = events.items[0]!._id;
  const places = (p: number | null) =>
    gql('mutation($id: ID!, $p: Int) { setEventCapacity(id: $id, places: $p) }', { id, p });
  const { capacity } = await gql<{ capacity: { places: number | null } }>(
    'query($id: ID!) { capacity(kind: "event", id: $id) { places } }',
    { id },
  );
  // Three places left, whatever other tests have booked of this event.
  await places(1000);
  const { availability } = await gql<{ availability: { places: { left: number } } }>(
    'query($id: ID!, $d: String!) { availability(eventId: $id, date: $d) { places { left } } }',
    { id, d: tomorrow },
  );
  await places(1000 - availability.places.left + 3);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  try {
    await page.goto(`/booking?event=${id}`);
    await expect(page.getByTestId('event-places')).toHaveText('Sự kiện còn 3 chỗ');
    await fillVisitor(page, 'vi', 4);
    const field = page.getByRole('textbox', { name: 'Ngày', exact: true });
    await field.fill(typed(tomorrow));
    await field.press('Escape');
    await page.getByRole('combobox', { name: 'Giờ', exact: true }).selectOption('19:00');
    await page.getByRole('button', { name: WORDS.vi.submit }).click();
    await expect(page.getByText('Chỉ còn 3 chỗ')).toBeVisible();
    await expect(page).toHaveURL(/\/booking\?event=/);
    await expect(page.getByRole('button', { name: WORDS.vi.waitlist })).toBeVisible();
    await shoot(page, 'event-places-vi-375.png');
  } finally {
    await places(capacity.places);
    await context.close();
  }
});

test('staff set an area’s hours and see the waiting list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const areaId = await seedArea('admin');
  void areaId;
  await signIn(page);
  await page.goto('/admin/discover');
  const row = page.getByTestId('area-row').filter({ hasText: 'admin-' }).first();
  await row.getByRole('button', { name: /Giờ nhận khách và sức chứa/ }).click();
  await expect(page.getByRole('textbox', { name: 'Số chỗ mỗi khung giờ' })).toHaveValue('4');
  await expect(page.getByTestId(`hours-${isoWeekday(tomorrow)}`)).toContainText('18:00');
  await expect(page.getByTestId(`hours-${isoWeekday(weekdayClosed)}`)).not.toContainText('18:00');
  await expect(page.getByTestId('closure-row')).toHaveCount(1);
  await shoot(page, 'admin-capacity-1280.png');
  await page.keyboard.press('Escape');
  await page.goto('/admin/inbox/bookings?tab=waitlist');
  await expect(page.getByRole('tab', { name: 'Danh sách chờ' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('waitlist-entry').first()).toBeVisible();
  await shoot(page, 'admin-waitlist-1280.png');
});
