import { describe, expect, it } from 'vitest';
import {
  bookingConfirmationMail,
  bookingReceivedMail,
  bookingReminderMail,
  bookingStatusMail,
  guestCancelledMail,
  waitlistJoinedMail,
  waitlistOfferMail,
  type BookingFacts,
  type Language,
  type RenderedMail,
} from './mail.templates.ts';

const MANAGE = 'https://venue.example/booking/manage/abc?t=token';
const SITE = 'https://venue.example';
const base: BookingFacts = {
  name: 'Trần Thị Bình',
  email: 'binh@example.com',
  phone: '0912345678',
  date: '2026-12-08',
  timeSlot: '19:00',
  guests: 3,
  note: '',
};
const places = {
  area: { placeVi: 'Sân vườn', placeEn: 'Garden' },
  event: { placeVi: 'Đêm nhạc Trịnh', placeEn: 'A night of Trịnh songs' },
};
// 8 December 2026 is a Tuesday.
const DAY = { vi: 'Thứ ba, 08/12/2026', en: 'Tuesday, December 8, 2026' };

/** Every mail a booking or an entry can get, in `language`, for a booking that can (or not) be cancelled. */
function allMails(facts: BookingFacts, language: Language): Record<string, Promise<RenderedMail>> {
  return {
    confirmation: bookingConfirmationMail(facts, language, MANAGE, SITE),
    reminder: bookingReminderMail(facts, language, MANAGE, SITE),
    confirmed: bookingStatusMail(facts, 'confirmed', language, { siteUrl: SITE, manageUrl: MANAGE }),
    'cancelled by staff': bookingStatusMail(facts, 'cancelled', language, {
      siteUrl: SITE,
      manageUrl: MANAGE,
    }),
    'cancelled by the guest': bookingStatusMail(
      facts,
      'cancelled',
      language,
      { siteUrl: SITE, manageUrl: MANAGE },
      'visitor',
    ),
    'waiting list joined': waitlistJoinedMail(facts, language),
    offer: waitlistOfferMail(
      facts,
      language,
      `${SITE}/booking/offer/x?t=y`,
      new Date('2026-12-07T14:30:00Z'),
    ),
  };
}

describe('what the mails tell guests and staff', () => {
  for (const [kind, place] of Object.entries(places))
    for (const language of ['vi', 'en'] as const)
      it(`name the ${kind}, the day as read in ${language} and the slot's time, in subject and body`, async () => {
        const name = language === 'en' ? place.placeEn : place.placeVi;
        for (const [mail, rendered] of Object.entries(allMails({ ...base, ...place }, language))) {
          const { subject, html, text } = await rendered;
          for (const part of [subject, text])
            for (const expected of [name, DAY[language], '19:00'])
              expect(part, `${mail}: ${part.slice(0, 80)}`).toContain(expected);
          expect(html, mail).toContain(DAY[language]);
          expect(text, mail).not.toMatch(/2026-12-08|PM|AM\b/);
        }
        // To the venue, in Vietnamese: a booking arrived, a guest cancelled their own.
        for (const staff of [
          bookingReceivedMail({ ...base, ...place }, `${SITE}/admin`),
          guestCancelledMail({ ...base, ...place }, `${SITE}/admin`),
        ]) {
          const { subject, text } = await staff;
          for (const expected of [place.placeVi, DAY.vi, '19:00', base.name])
            expect(subject + text).toContain(expected);
        }
      });

  it('offer the manage link only while cancelling is allowed, and word a guest cancel as theirs', async () => {
    const open = await bookingConfirmationMail(
      { ...base, ...places.area, canCancel: true },
      'en',
      MANAGE,
      SITE,
    );
    expect(open.text).toContain(MANAGE);
    const late = await bookingConfirmationMail(
      { ...base, ...places.area, canCancel: false },
      'en',
      MANAGE,
      SITE,
    );
    expect(late.text).not.toContain(MANAGE);
    expect(late.text).toContain('too late to cancel online');
    const lateVi = await bookingReminderMail(
      { ...base, ...places.area, canCancel: false },
      'vi',
      MANAGE,
      SITE,
    );
    expect(lateVi.text).not.toContain(MANAGE);
    const confirmedLate = await bookingStatusMail(
      { ...base, ...places.area, canCancel: false },
      'confirmed',
      'vi',
      { siteUrl: SITE, manageUrl: MANAGE },
    );
    expect(confirmedLate.text).not.toContain(MANAGE);

    const own = await bookingStatusMail(
      base,
      'cancelled',
      'en',
      { siteUrl: SITE, manageUrl: MANAGE },
      'visitor',
    );
    expect(own.subject).toMatch(/^You cancelled your booking/);
    expect(own.text).not.toMatch(/We are sorry|had to cancel/);
    const venues = await bookingStatusMail(base, 'cancelled', 'vi', { siteUrl: SITE, manageUrl: MANAGE });
    expect(venues.text).toContain('địa điểm đã phải huỷ');
    // A place without an English name falls back to its Vietnamese one.
    const fallback = await bookingConfirmationMail({ ...base, placeVi: 'Sân vườn' }, 'en', MANAGE, SITE);
    expect(fallback.subject).toContain('Sân vườn');
  });
});
