import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { adminT } from './index.ts';
import { vi } from './vi.ts';

/** Every leaf of a dictionary as `dotted.key -> text`. */
function leaves(node: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(node)) {
    if (value && typeof value === 'object')
      for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
    else out.set(`${prefix}${key}`, value);
  }
  return out;
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the admin dictionary', () => {
  const viLeaves = leaves(vi);
  const enLeaves = leaves(en);

  it('has every key in Vietnamese and in English, as words', () => {
    expect([...enLeaves.keys()].sort()).toEqual([...viLeaves.keys()].sort());
    for (const [key, text] of [...viLeaves, ...enLeaves]) {
      expect(typeof text, key).toBe('string');
      expect(String(text).trim(), key).not.toBe('');
    }
  });

  it('fills the same placeholders in both languages', () => {
    for (const [key, text] of viLeaves)
      expect(placeholders(enLeaves.get(key)), key).toEqual(placeholders(text));
  });

  it('keeps the spec labels of the admin as the spec spells them', () => {
    expect([
      vi.nav.general,
      vi.nav.introduction,
      vi.nav.discover,
      vi.nav.events,
      vi.nav.news,
      vi.nav.home,
    ]).toEqual(['Chung', 'Giới thiệu', 'Khám phá', 'Sự kiện', 'Tin tức', 'Trang chủ']);
    expect(vi.nav.logout).toBe('Đăng xuất');
  });

  it('fills placeholders and picks the plural form by count', () => {
    expect(adminT('en', 'audit.changes', { count: 1 })).toBe('1 change');
    expect(adminT('en', 'audit.changes', { count: 3 })).toBe('3 changes');
    expect(adminT('vi', 'audit.changes', { count: 3 })).toBe('3 thay đổi');
    expect(adminT('en', 'staff.invitationSent', { email: 'a@b.vn' })).toBe('Invitation sent to a@b.vn');
  });
});
