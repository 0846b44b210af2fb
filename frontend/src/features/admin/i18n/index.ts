// The admin's words, apart from the public site's (lib/i18n): only admin chunks import this module,
// so neither language of it reaches a visitor's page. Both languages are bundled: staff switch often.
import { useMemo } from 'react';
import { useIsVn } from '@/lib/state.ts';
import { en } from './en.ts';
import { vi, type AdminMessages } from './vi.ts';

export type { AdminMessages };
export type AdminLanguage = 'vi' | 'en';

/** A plural's forms (`changes_one`, `changes_other`) are asked for by their base and a `count`. */
type Base<K extends string> = K extends `${infer B}_${'one' | 'other'}` ? B : K;
/** Every key of the dictionary, dotted: `t('audit.title')` is checked by the compiler. */
type Keys<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${Base<K>}` : Keys<T[K], `${P}${K}.`>;
}[keyof T & string];
export type AdminKey = Keys<AdminMessages>;
export type AdminVars = Record<string, string | number>;
export type AdminT = (key: AdminKey, vars?: AdminVars) => string;

export const adminMessages: Record<AdminLanguage, AdminMessages> = { vi, en };

function lookup(lng: AdminLanguage, key: string): string | undefined {
  let node: unknown = adminMessages[lng];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/**
 * `{{name}}` placeholders filled from `vars`, and with a numeric `count` the `_one`/`_other` form
 * the language's plural rules pick, as the public dictionaries do.
 */
export function adminT(lng: AdminLanguage, key: AdminKey, vars?: AdminVars): string {
  const plural =
    typeof vars?.count === 'number'
      ? lookup(lng, `${key}_${new Intl.PluralRules(lng).select(vars.count)}`)
      : undefined;
  const template = plural ?? lookup(lng, key) ?? key;
  if (!vars) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}

// One `t` per language, so that effects depending on `t` run again on a switch, and only then.
const tFor: Record<AdminLanguage, AdminT> = {
  vi: (key, vars) => adminT('vi', key, vars),
  en: (key, vars) => adminT('en', key, vars),
};

/**
 * Vietnamese whatever the language, for the screens that have only ever spoken Vietnamese: their
 * English is ready beside it, and making one bilingual is changing its `tVi` to `useAdminT().t`.
 */
export const tVi: AdminT = tFor.vi;

/** The admin's dictionary in the chosen language (isVn), re-rendering on a switch; and `tVi`. */
export function useAdminT(): { t: AdminT; tVi: AdminT; isVn: boolean; language: AdminLanguage } {
  const isVn = useIsVn();
  return useMemo(() => {
    const language: AdminLanguage = isVn ? 'vi' : 'en';
    return { t: tFor[language], tVi: tFor.vi, isVn, language };
  }, [isVn]);
}
