import { expect, type APIRequestContext, type Page } from './fixtures.ts';
import { ADMIN } from './playwright.config.ts';
import { addDays } from '../../gateway/src/lib/venue-time-input.ts';
import { venueToday } from '../../gateway/src/lib/venue-time.ts';

/**
 * Signs in through the admin's sign-in screen as a person does, asked for by /admin/general and so
 * brought back there (a plain sign-in lands on the dashboard, which the tests of settings skip).
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string } = ADMIN,
): Promise<void> {
  await page.goto('/admin/general');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mật khẩu').fill(account.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/\/admin\/general$/);
}

/** A visitor's booking for tomorrow at the venue, through the public REST route. */
export function postBooking(
  request: APIRequestContext,
  fields: { name: string; eventId?: string; areaId?: string },
) {
  const tomorrow = addDays(venueToday(), 1);
  return request.post('/api/bookings/create', {
    data: {
      phone: '0901234567',
      email: 'khach@example.com',
      date: tomorrow,
      timeSlot: '19:00',
      guests: 2,
      ...fields,
    },
  });
}
