import { expect, test, type Page } from './fixtures.ts';
import { ADMIN } from './playwright.config.ts';
import { adminSession } from './public-fixtures.ts';
import { signIn } from './staff.ts';
import { addDays } from '../../gateway/src/lib/venue-time-input.ts';
import { venueToday } from '../../gateway/src/lib/venue-time.ts';

// What a guest or a member of staff can see and reach on a phone (375×812) and a laptop (1280×900),
// in both languages, on the production build: the floating contact buttons never lie over a field,
// a button or a message of the booking, contact, manage and offer pages; the confirmation after
// "Cancel booking" is in view; a closed day says why in the date picker itself; every admin sidebar
// entry is on screen or the list says it scrolls.

type Gql = Awaited<ReturnType<typeof adminSession>>['gql'];
let gql: Gql;

const today = venueToday();
const tomorrow = addDays(today, 1);
const weekdayOff = addDays(today, 2);
const closure = addDays(today, 3);
const isoWeekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
/** Every half hour from 10:00 to 22:30: the 26 times of a long day. */
const TIMES = Array.from({ length: 26 }, (_, i) => {
  const m = 600 + i * 30;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${m % 60 ? '30' : '00'}`;
});

const SIZES = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;
const LANGS = ['vi', 'en'] as const;
type Lang = (typeof LANGS)[number];
const REASON = { vi: 'Tiệc riêng', en: 'Private party' } as const;
const WORDS = {
  vi: { date: 'Ngày', cancel: 'Huỷ đặt chỗ', confirm: 'Có, huỷ đặt chỗ', send: 'Gửi lời nhắn' },
  en: { date: 'Date', cancel: 'Cancel booking', confirm: 'Yes, cancel it', send: 'Send message' },
} as const;

let areaId = '';
let offerPath = '';

async function seedArea(): Promise<string> {
  const stamp = Date.now();
  const { createArea } = await gql<{ createArea: { _id: string } }>(
    'mutation($i: AreaInput!) { createArea(input: $i) { _id } }',
    { i: { nameVi: `Vườn ${stamp}`, nameEn: `Garden ${stamp}`, slug: `vuon-${stamp}` } },
  );
  const off = isoWeekday(weekdayOff);
  await gql(
    'mutation($id: ID!, $i: AreaCapacityInput!) { setAreaCapacity(id: $id, input: $i) { placesPerSlot } }',
    {
      id: createArea._id,
      i: {
        placesPerSlot: 4,
        hours: [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== off).map((weekday) => ({ weekday, times: TIMES })),
        closures: [{ from: closure, to: closure, reasonVi: REASON.vi, reasonEn: REASON.en }],
      },
    },
  );
  return createArea._id;
}

function book(timeSlot: string, guests: number, language: Lang, email = `guest-${Date.now()}@example.com`) {
  return gql<{ createBooking: { _id: string; manageUrl: string } }>(
    'mutation($i: BookingInput!) { createBooking(input: $i) { _id manageUrl } }',
    {
      i: { name: 'Khách', phone: '0901234567', email, date: tomorrow, timeSlot, guests, areaId, language },
    },
  );
}

/** A waiting-list offer's link: a full slot, a guest waiting, then the party before them cancels. */
async function makeOffer(): Promise<string> {
  const full = await book('21:00', 4, 'vi');
  const email = `waits-${Date.now()}@example.com`;
  await gql('mutation($i: WaitlistInput!) { joinWaitlist(input: $i) { _id } }', {
    i: { name: 'Chờ', phone: '0901234567', email, date: tomorrow, timeSlot: '21:00', guests: 2, areaId },
  });
  await gql('mutation($id: ID!) { setBookingStatus(id: $id, status: cancelled) { _id } }', {
    id: full.createBooking._id,
  });
  let path = '';
  await expect(async () => {
    const { outbox } = await gql<{ outbox: { items: { _id: string; to: string }[] } }>(
      '{ outbox(pageSize: 50) { items { _id to } } }',
    );
    for (const mail of outbox.items.filter((m) => m.to.includes(email))) {
      const { outboxMail } = await gql<{ outboxMail: { text: string } }>(
        'query($id: ID!) { outboxMail(id: $id) { text } }',
        { id: mail._id },
      );
      path = /\/booking\/offer\/[^\s"<>]+/.exec(outboxMail.text)?.[0] ?? path;
    }
    expect(path).not.toBe('');
  }).toPass({ timeout: 20_000 });
  return path.replace(/&amp;/g, '&');
}

const withLang = (path: string, lang: Lang) =>
  /[?&]lang=/.test(path)
    ? path.replace(/lang=\w+/, `lang=${lang}`)
    : `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

/**
 * Every floating button shown (visible, not faded out) whose box meets the box of a field, a button,
 * a time chip, an alert or a dialog of the page, as "<button> covers <what>".
 */
function coverings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const floats = [...document.querySelectorAll('[data-testid="floating-contacts"] :is(a, button)')].filter(
      shown,
    );
    const targets = [
      ...document.querySelectorAll(
        'main :is(input:not([type=hidden]), select, textarea, button, [role=button], .mantine-Button-root, .mantine-Chip-label, [role=alert], [role=status], [role=alertdialog]), [role=dialog]',
      ),
    ].filter(shown);
    const found: string[] = [];
    for (const f of floats) {
      const a = f.getBoundingClientRect();
      for (const t of targets) {
        const b = t.getBoundingClientRect();
        // A visually hidden radio (1 px) is drawn by its chip, which is checked itself.
        if (b.width < 2 || b.height < 2) continue;
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 0 && h > 0) {
          const name = (t.getAttribute('aria-label') ?? t.textContent ?? t.getAttribute('name') ?? '').trim();
          found.push(
            `${f.getAttribute('aria-label')} covers ${t.tagName.toLowerCase()} "${name.slice(0, 40)}"`,
          );
        }
      }
    }
    return found;
  });
}

/** Scrolls the page from top to bottom; at each step nothing may be covered once the column settled. */
async function expectNothingCovered(page: Page, what: string) {
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  const step = Math.round(page.viewportSize()!.height * 0.5);
  for (let y = 0; ; y += step) {
    const height = await page.evaluate((top) => {
      window.scrollTo(0, top);
      return document.documentElement.scrollHeight - window.innerHeight;
    }, y);
    await expect
      .poll(() => coverings(page), { message: `${what}, scrolled to ${y}px`, timeout: 4000 })
      .toEqual([]);
    if (y >= height) break;
  }
}

/** The same, keeping the page where it is (a dialog or confirmation just opened). */
async function expectNothingCoveredHere(page: Page, what: string) {
  await expect.poll(() => coverings(page), { message: what, timeout: 4000 }).toEqual([]);
}

/** Opens the calendar as a visitor does, by clicking the field (again, if the first click came early). */
async function openCalendar(page: Page, lang: Lang) {
  const field = page.getByRole('textbox', { name: WORDS[lang].date, exact: true });
  const dropdown = page.locator('.mantine-Popover-dropdown[data-dates-dropdown]');
  await expect(async () => {
    await field.click();
    await expect(dropdown).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  return { field, dropdown };
}

/** Chooses a day in the calendar by clicking it, as a visitor does (not typed). */
async function pickDay(page: Page, lang: Lang, date: string) {
  const shown = date.split('-').reverse().join('/');
  await expect(async () => {
    const { field, dropdown } = await openCalendar(page, lang);
    // The calendar opens on the chosen day's month, else this one; a later month is a page on.
    const month = dropdown.locator('button[data-direction="next"]');
    const value = await field.inputValue();
    const opensOn = value ? value.split('/').reverse().join('-').slice(0, 7) : today.slice(0, 7);
    if (date.slice(0, 7) > opensOn) await month.click({ timeout: 2000 });
    await dropdown
      .locator('button[aria-label]:not([data-outside], [data-disabled])')
      .filter({ hasText: new RegExp(`^${Number(date.slice(8))}$`) })
      .first()
      .click({ timeout: 2000 });
    await expect(field).toHaveValue(shown, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

test.beforeAll(async ({ browser }, info) => {
  void browser;
  test.setTimeout(90_000);
  ({ gql } = await adminSession(info.project.use.baseURL!, ADMIN.email, ADMIN.password));
  areaId = await seedArea();
  offerPath = await makeOffer();
});

for (const size of SIZES)
  for (const lang of LANGS) {
    test(`no floating button covers a field, a button or a message (${lang}, ${size.width}×${size.height})`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();

      // The booking form: empty, with a day's 26 times, and on a closed day.
      await page.goto(withLang(`/booking?area=${areaId}`, lang));
      await expectNothingCovered(page, 'booking form');
      await pickDay(page, lang, tomorrow);
      await expect(page.getByTestId('booking-slots').getByRole('radio')).toHaveCount(TIMES.length);
      await expectNothingCovered(page, 'booking form with times');
      if (size.width === 375) {
        // A grid of chips: 26 times in rows of three or more, not one 950 px column.
        const slots = page.getByTestId('booking-slots');
        await slots.screenshot({ path: test.info().outputPath(`slots-${lang}-${size.width}.png`) });
        const box = await slots.boundingBox();
        expect(box!.height).toBeLessThan(600);
        test.info().annotations.push({ type: 'slots height', description: `${Math.round(box!.height)} px` });
      }
      await pickDay(page, lang, closure);
      await expect(page.getByTestId('closed-notice')).toContainText(REASON[lang]);
      await expectNothingCovered(page, 'booking form on a closed day');

      // The contact form, and its messages once sent empty.
      await page.goto(withLang('/contact', lang));
      await expectNothingCovered(page, 'contact form');
      await page.getByRole('button', { name: WORDS[lang].send }).click();
      await expectNothingCovered(page, 'contact form with its messages');

      // The visitor's own booking, and the question after "Cancel booking": in view, answers on screen.
      const { createBooking } = await book(TIMES[SIZES.indexOf(size) * 2 + LANGS.indexOf(lang)]!, 2, lang);
      await page.goto(createBooking.manageUrl);
      await expectNothingCovered(page, 'manage page');
      await page.evaluate(() => window.scrollTo(0, 0));
      const confirm = page.getByTestId('cancel-confirm');
      await expect(async () => {
        if (!(await confirm.count())) await page.getByRole('button', { name: WORDS[lang].cancel }).click();
        await expect(confirm).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 10_000 });
      await expect(confirm).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: WORDS[lang].confirm })).toBeInViewport({ ratio: 1 });
      await expectNothingCoveredHere(page, 'manage page, asking to confirm');
      await page.screenshot({ path: test.info().outputPath(`manage-confirm-${lang}-${size.width}.png`) });
      await expectNothingCovered(page, 'manage page, asking to confirm');

      // A waiting-list offer.
      await page.goto(withLang(offerPath, lang));
      await expectNothingCovered(page, 'offer page');
      await context.close();
    });
  }

test('an accepted offer links to managing the new booking, nothing covered (en, 375×812)', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(withLang(offerPath, 'en'));
  await page.getByRole('button', { name: 'Take the place' }).click();
  await expect(page.getByTestId('offer-accepted')).toBeVisible();
  const link = page.getByRole('link', { name: 'View or cancel your booking' });
  await expect(link).toHaveAttribute('href', /^\/booking\/manage\/[a-f0-9]{24}\?t=/);
  await expectNothingCovered(page, 'offer accepted');
  await link.click();
  await expect(page).toHaveURL(/\/booking\/manage\//);
  await expect(page.getByTestId('booking-summary')).toBeVisible();
  await context.close();
});

for (const size of SIZES)
  for (const lang of LANGS) {
    test(`a closed day says why in the date picker, without typing (${lang}, ${size.width}×${size.height})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      await page.goto(withLang(`/booking?area=${areaId}`, lang));
      // Under the field before any day is chosen: the weekday off and the closure with its reason.
      await expect(page.getByTestId('closed-days')).toContainText(REASON[lang]);
      const { field, dropdown } = await openCalendar(page, lang);
      if (closure.slice(0, 7) !== today.slice(0, 7))
        await dropdown.locator('button[data-direction="next"]').click();
      // The day itself names the reason (its title shows on hover, its label is read out).
      const closed = dropdown.getByRole('button', { name: new RegExp(REASON[lang]) });
      await expect(closed).toHaveAttribute('data-closed', 'true');
      await expect(closed).toHaveAttribute('title', new RegExp(REASON[lang]));
      // Weekends are ordinary days, not drawn as unavailable.
      await expect(dropdown.locator('button[data-weekend]')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`calendar-${lang}-${size.width}.png`) });
      await closed.click();
      await expect(page.getByTestId('closed-notice')).toContainText(REASON[lang]);
      await expect(field).toHaveValue(closure.split('-').reverse().join('/'));
      await page.screenshot({
        path: test.info().outputPath(`closed-${lang}-${size.width}.png`),
        fullPage: true,
      });
      await context.close();
    });
  }

for (const size of SIZES)
  for (const lang of LANGS) {
    test(`every admin sidebar entry is on screen or the list says it scrolls (${lang}, ${size.width}×${size.height})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto(withLang('/contact', lang));
      await signIn(page);
      await page.goto('/admin/dashboard');
      let nav = page.getByTestId('admin-sidebar');
      if (size.width < 1280) {
        await page.getByRole('button', { name: 'Mở menu quản trị' }).click();
        nav = page.getByRole('dialog');
      }
      const entries = nav.getByRole('navigation').getByRole('link');
      await expect(entries.first()).toBeVisible();
      // An administrator's 15 entries (the team's come with the account's role).
      await expect.poll(() => entries.count()).toBeGreaterThanOrEqual(15);
      const count = await entries.count();
      const clip = (await nav.locator('.mantine-ScrollArea-viewport').boundingBox())!;
      const hidden: string[] = [];
      for (let i = 0; i < count; i++) {
        const entry = entries.nth(i);
        const box = await entry.boundingBox();
        const inside =
          box &&
          box.y >= Math.max(0, clip.y) - 1 &&
          box.y + box.height <= Math.min(size.height, clip.y + clip.height) + 1;
        if (!inside && !(await entry.getAttribute('data-testid')))
          hidden.push((await entry.innerText()).trim());
      }
      await page.screenshot({ path: test.info().outputPath(`sidebar-${lang}-${size.width}.png`) });
      const cue = nav.getByTestId('sidebar-more');
      if (size.width >= 1280) expect(hidden, 'every entry shown at 1280×900').toEqual([]);
      if (hidden.length) {
        // A visible cue, on screen, that scrolls the list on to the last entry.
        await expect(cue).toBeInViewport({ ratio: 1 });
        await expect(async () => {
          if (await cue.count()) await cue.click({ timeout: 1000 });
          await expect(cue).toHaveCount(0, { timeout: 500 });
        }).toPass({ timeout: 10_000 });
        // Sub-pixel rounding at the list's edge aside.
        await expect(nav.getByRole('link', { name: /Thùng rác|Tài khoản/ }).last()).toBeInViewport({
          ratio: 0.95,
        });
      } else {
        await expect(cue).toHaveCount(0);
      }
    });
  }
