import { describe, expect, it } from 'vitest';
import { NAV_ITEMS } from '@/layouts/public/nav.ts';
import { activeNavKey, pick, pipeToLines, sortByShownName } from './bilingual.ts';

describe('pick', () => {
  it('shows the field of the chosen language', () => {
    expect(pick(true, 'Xin chào', 'Hello')).toBe('Xin chào');
    expect(pick(false, 'Xin chào', 'Hello')).toBe('Hello');
  });

  it('falls back to the other language when the chosen one is empty or blank', () => {
    expect(pick(false, 'Đêm nhạc', '')).toBe('Đêm nhạc');
    expect(pick(false, 'Đêm nhạc', '   ')).toBe('Đêm nhạc');
    expect(pick(true, '', 'Jazz night')).toBe('Jazz night');
    expect(pick(true, null, undefined)).toBe('');
  });
});

describe('pipeToLines', () => {
  it('turns each pipe into a line break', () => {
    expect(pipeToLines('12 Lê Lợi|Quận 1|TP. HCM')).toEqual(['12 Lê Lợi', 'Quận 1', 'TP. HCM']);
  });

  it('trims the lines and drops empty ones', () => {
    expect(pipeToLines(' 0901 234 567 | | 028 3822 0000 ')).toEqual(['0901 234 567', '028 3822 0000']);
    expect(pipeToLines('')).toEqual([]);
    expect(pipeToLines(undefined)).toEqual([]);
  });
});

describe('activeNavKey', () => {
  it('makes home active only on exactly /', () => {
    expect(activeNavKey('/', NAV_ITEMS)).toBe('home');
    expect(activeNavKey('/event', NAV_ITEMS)).toBe('event');
  });

  it('activates the item whose slug is contained in the path', () => {
    expect(activeNavKey('/discover/rooftop', NAV_ITEMS)).toBe('discover');
    expect(activeNavKey('/event/tag/65a1b2c3d4e5f6a7b8c9d0e1', NAV_ITEMS)).toBe('event');
    expect(activeNavKey('/news/some-article', NAV_ITEMS)).toBe('news');
    expect(activeNavKey('/booking', NAV_ITEMS)).toBe('booking');
    expect(activeNavKey('/contact', NAV_ITEMS)).toBe('contact');
  });

  it('lets the first path segment win over a slug that merely appears later', () => {
    expect(activeNavKey('/news/event-night-recap', NAV_ITEMS)).toBe('news');
    expect(activeNavKey('/event/news-launch-party', NAV_ITEMS)).toBe('event');
  });

  it('highlights home for unmatched paths', () => {
    expect(activeNavKey('/no-such-page', NAV_ITEMS)).toBe('home');
    expect(activeNavKey('/thanks', NAV_ITEMS)).toBe('home');
  });
});

describe('sortByShownName', () => {
  const tags = [
    { nameVi: 'Triển lãm', nameEn: 'Exhibition' },
    { nameVi: 'Ẩm thực', nameEn: 'Food' },
    { nameVi: 'Workshop', nameEn: '' },
    { nameVi: 'Âm nhạc', nameEn: 'Music' },
    { nameVi: 'Bia', nameEn: 'beer' },
  ];

  it('orders Vietnamese names as Vietnamese does, accented capitals with their letter', () => {
    expect(sortByShownName(tags, true).map((t) => t.nameVi)).toEqual([
      'Âm nhạc',
      'Ẩm thực',
      'Bia',
      'Triển lãm',
      'Workshop',
    ]);
  });

  it('orders by the English name in English, falling back to the Vietnamese one', () => {
    expect(sortByShownName(tags, false).map((t) => pick(false, t.nameVi, t.nameEn))).toEqual([
      'beer',
      'Exhibition',
      'Food',
      'Music',
      'Workshop',
    ]);
  });
});
