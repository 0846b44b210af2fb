// The 429 answers' wording for API callers; the public forms word it themselves (i18n `limits.*`).

export type Language = 'vi' | 'en';

/** A wait in the largest whole unit that reads naturally: seconds, then minutes, then hours. */
export function waitUnit(seconds: number): { count: number; unit: 'seconds' | 'minutes' | 'hours' } {
  if (seconds < 90) return { count: seconds, unit: 'seconds' };
  if (seconds < 90 * 60) return { count: Math.ceil(seconds / 60), unit: 'minutes' };
  return { count: Math.ceil(seconds / 3600), unit: 'hours' };
}

const VI_UNITS = { seconds: 'giây', minutes: 'phút', hours: 'giờ' } as const;

export function tooManyMessage(language: Language, seconds: number): string {
  const { count, unit } = waitUnit(seconds);
  if (language === 'en') {
    const noun = count === 1 ? unit.slice(0, -1) : unit;
    return `You are sending too quickly. Please try again in ${count} ${noun}.`;
  }
  return `Bạn gửi quá nhanh. Vui lòng thử lại sau ${count} ${VI_UNITS[unit]}.`;
}

/** The sign-in lockout, in the caller's language. */
export function loginLockedMessage(language: Language, seconds: number): string {
  const { count, unit } = waitUnit(seconds);
  if (language === 'en') {
    const noun = count === 1 ? unit.slice(0, -1) : unit;
    return `Too many failed sign-in attempts. Please try again in ${count} ${noun}.`;
  }
  return `Đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ${count} ${VI_UNITS[unit]}.`;
}
