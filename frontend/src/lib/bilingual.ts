/** Content shown in the chosen language, falling back to the other one when empty (contract). */
export function pick(isVn: boolean, vi: string | null | undefined, en: string | null | undefined): string {
  const first = (isVn ? vi : en) ?? '';
  if (first.trim()) return first;
  return (isVn ? en : vi) ?? '';
}

const collators: Partial<Record<'vi' | 'en', Intl.Collator>> = {};

/**
 * Bilingual items sorted by the name shown in the chosen language, as a reader of that language
 * orders them: 'Âm nhạc' and 'Ẩm thực' sort with the A's, not after Z as raw character codes would.
 */
export function sortByShownName<T extends { nameVi?: string | null; nameEn?: string | null }>(
  items: readonly T[],
  isVn: boolean,
): T[] {
  const lang = isVn ? 'vi' : 'en';
  const collator = (collators[lang] ??= new Intl.Collator(lang));
  const named = items.map((item) => [pick(isVn, item.nameVi, item.nameEn), item] as const);
  return named.sort(([a], [b]) => collator.compare(a, b)).map(([, item]) => item);
}

/** Spec §2 (footer): a pipe character in a value becomes a line break. */
export function pipeToLines(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The nav item that is active for a path (spec §2): home only on exactly '/', else the item
 *  whose slug is contained in the path; unmatched paths highlight home. */
export function activeNavKey<K extends string>(
  pathname: string,
  items: readonly { key: K; to: string }[],
): K {
  const home = items.find((item) => item.to === '/');
  if (pathname === '/') return (home ?? items[0]!).key;
  const slugOf = (to: string) => to.replace(/^\//, '');
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  // The first path segment decides when it names an item, so /news/event-night stays on NEWS.
  const match =
    items.find((item) => item.to !== '/' && slugOf(item.to) === first) ??
    items.find((item) => item.to !== '/' && pathname.includes(slugOf(item.to)));
  return (match ?? home ?? items[0]!).key;
}
