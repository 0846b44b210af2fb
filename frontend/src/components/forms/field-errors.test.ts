import { describe, expect, it } from 'vitest';
import { bookingInput, todayInVietnam } from '@gateway/modules/bookings/bookings.schemas.ts';
import { contactMessageInput } from '@gateway/modules/contact/contact.schemas.ts';
import { en } from '@/lib/i18n/en.ts';
import { vi } from '@/lib/i18n/vi.ts';
import { fieldErrors, retryAfterOf, serverErrors, tooManyError, type FieldError } from './field-errors.ts';

const booking = (values: Record<string, unknown> = {}) => ({
  name: 'Lan',
  phone: '0901 234 567',
  email: 'lan@example.com',
  date: todayInVietnam(),
  timeSlot: '19:00',
  guests: 2,
  areaId: '',
  eventId: '',
  note: '',
  ...values,
});

/** The message as a form shows it, looked up like the i18n store does. */
function text(messages: unknown, error: FieldError | undefined): string | undefined {
  let node = messages;
  for (const part of error?.key.split('.') ?? [])
    node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') return undefined;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(error?.values?.[name]));
}

describe('public form messages', () => {
  it('asks for each empty required field instead of stating its format rule', () => {
    const errors = fieldErrors(
      bookingInput,
      booking({ name: '', phone: '', email: '', date: '', timeSlot: '', guests: Number.NaN }),
    );
    expect(Object.fromEntries(Object.entries(errors).map(([f, e]) => [f, e.key]))).toEqual({
      name: 'forms.required.name',
      phone: 'forms.required.phone',
      email: 'forms.required.email',
      date: 'forms.required.date',
      timeSlot: 'forms.required.timeSlot',
      guests: 'forms.required.guests',
    });
    expect(text(en, errors.date)).toBe('Please choose a date');
    expect(text(vi, errors.phone)).toBe('Vui lòng nhập số điện thoại');
    expect(text(en, errors.guests)).toBe('Please enter the number of guests (1 to 50)');
  });

  it('states the length limit of a too long name, with what was typed', () => {
    const errors = fieldErrors(bookingInput, booking({ name: 'x'.repeat(5000) }));
    expect(errors.name).toEqual({ key: 'forms.tooLong', values: { max: 120, count: 5000 } });
    expect(text(en, errors.name)).toBe('At most 120 characters (5000 entered)');
    expect(text(vi, errors.name)).toBe('Tối đa 120 ký tự (hiện có 5000)');
  });

  it.each([0, 10000, 2.5])('gives the 1–50 range for %s guests', (guests) => {
    const error = fieldErrors(bookingInput, booking({ guests })).guests;
    expect(text(en, error)).toBe('Please enter a whole number from 1 to 50');
    expect(text(vi, error)).toBe('Vui lòng nhập số nguyên từ 1 đến 50');
  });

  it('tells a date that does not exist from one in the past and from a malformed one', () => {
    const key = (date: string) => fieldErrors(bookingInput, booking({ date })).date?.key;
    expect(key('2099-02-30')).toBe('forms.dateNotReal');
    expect(key('2000-01-01')).toBe('forms.datePast');
    expect(key('soon')).toBe('forms.format.date');
  });

  it('words format errors of the contact form', () => {
    const errors = fieldErrors(contactMessageInput, {
      name: 'Lan',
      email: 'lan@',
      phone: '12',
      subject: 'x'.repeat(201),
      message: ' ',
    });
    expect(text(en, errors.email)).toBe('Please enter a valid email, e.g. name@example.com');
    expect(text(en, errors.phone)).toMatch(/8–15 digits/);
    expect(text(en, errors.subject)).toBe('At most 200 characters (201 entered)');
    expect(text(en, errors.message)).toBe('Please enter your message');
  });

  it("maps the gateway's 400 fields to the same messages", () => {
    const values = booking({ guests: 0 });
    const errors = serverErrors(
      { guests: 'Số khách từ 1 đến 50', areaId: 'Khu vực không tồn tại', note: 'whatever' },
      bookingInput,
      values,
    );
    expect(errors.guests).toEqual(fieldErrors(bookingInput, values).guests);
    expect(errors.areaId?.key).toBe('forms.areaUnknown');
    expect(errors.note?.key).toBe('forms.rejected');
  });

  it('words a closed day, a time outside the hours and a slot that just filled apart', () => {
    const errors = serverErrors({ date: 'Ngày này không nhận đặt chỗ' }, bookingInput, booking());
    expect(errors.date?.key).toBe('forms.dateClosed');
    expect(serverErrors({ timeSlot: 'slotFull' }, bookingInput, booking()).timeSlot?.key).toBe(
      'forms.slotFull',
    );
    expect(serverErrors({ timeSlot: 'Khung giờ…' }, bookingInput, booking()).timeSlot?.key).toBe(
      'forms.timeClosed',
    );
  });

  it('has every message in both languages', () => {
    const errors = [
      ...Object.values(
        fieldErrors(bookingInput, booking({ name: '', phone: '1', areaId: 'x', eventId: 'y' })),
      ),
      ...Object.values(fieldErrors(contactMessageInput, {})),
      ...Object.values(serverErrors({ areaId: '', eventId: '', x: '' }, bookingInput, booking())),
      ...Object.values(serverErrors({ date: '', timeSlot: 'slotFull' }, bookingInput, booking())),
      ...Object.values(serverErrors({ timeSlot: '' }, bookingInput, booking())),
    ];
    for (const error of errors) {
      expect(text(vi, error), error.key).toBeTruthy();
      expect(text(en, error), error.key).toBeTruthy();
    }
  });

  it('words a refusal as one too many with the wait, in seconds, minutes or hours', () => {
    const graphql = { errors: [{ extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 42 } }] };
    expect(retryAfterOf(graphql)).toBe(42);
    expect(retryAfterOf({ bodyText: JSON.stringify(graphql) })).toBe(42);
    expect(retryAfterOf({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] })).toBeUndefined();
    expect(text(vi, tooManyError(42))).toBe('Bạn gửi quá nhanh. Vui lòng thử lại sau 42 giây.');
    expect(text(en, tooManyError(42))).toBe('You are sending too quickly. Please try again in 42 seconds.');
    expect(text(vi, tooManyError(50 * 60))).toBe('Bạn gửi quá nhanh. Vui lòng thử lại sau 50 phút.');
    expect(text(en, tooManyError(3 * 3600))).toBe(
      'You are sending too quickly. Please try again in 3 hours.',
    );
  });
});
