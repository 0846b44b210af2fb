// Hand-written on purpose: two languages of plain objects need no i18n library (see below).
import { useMemo, useSyncExternalStore } from 'react';
import type { Messages } from './vi.ts';

/**
 * The site's translations: Vietnamese (the default) and English, each a chunk of its own imported
 * when its language is first wanted, so that a page in either language runs one set of messages
 * (`make phone`: the English pages ran ~9 kB more while Vietnamese was bundled). A small store in
 * place of i18next + react-i18next, which were ~17 kB gzip of the public entry for what the app
 * uses of them: nested keys, `{{name}}` interpolation, `_one`/`_other` plurals by `count`,
 * Vietnamese as the fallback, the missing key itself as the last resort, and `useTranslation()`
 * re-rendering on a language change.
 */

export type Language = 'vi' | 'en';
export type TFunction = (key: string, options?: Record<string, unknown>) => string;

const importers: Record<Language, () => Promise<Messages>> = {
  vi: () => import('./vi.ts').then((m) => m.vi),
  en: () => import('./en.ts').then((m) => m.en),
};
const resources: Partial<Record<Language, Messages>> = {};
const loading: Partial<Record<Language, Promise<void>>> = {};
let language: Language = 'vi';
let wanted: Language = 'vi';
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

function lookup(lng: Language, key: string): string | undefined {
  let node: unknown = resources[lng];
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function translate(lng: Language, key: string, options?: Record<string, unknown>): string {
  let template: string | undefined;
  for (const l of lng === 'vi' ? (['vi'] as const) : ([lng, 'vi'] as const)) {
    if (typeof options?.count === 'number') {
      template = lookup(l, `${key}_${new Intl.PluralRules(l).select(options.count)}`);
    }
    template ??= lookup(l, key);
    if (template !== undefined) break;
  }
  if (template === undefined) return key;
  if (!options) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in options ? String(options[name]) : match,
  );
}

// One `t` per language, as react-i18next gives: effects that depend on `t` run again on a switch.
const tFor: Record<Language, TFunction> = {
  vi: (key, options) => translate('vi', key, options),
  en: (key, options) => translate('en', key, options),
};

function setLanguage(lng: Language): void {
  if (lng === language) return;
  language = lng;
  notify();
}

export const i18n = {
  get language(): Language {
    return language;
  },
  t: ((key, options) => translate(language, key, options)) as TFunction,
  /** Switches now when the language's messages are loaded, else once they are. */
  changeLanguage(lng: Language): Promise<void> {
    wanted = lng;
    if (resources[lng]) {
      setLanguage(lng);
      return Promise.resolve();
    }
    loading[lng] ??= importers[lng]().then((messages) => {
      resources[lng] = messages;
      // The current language's own messages arriving re-render what showed keys meanwhile.
      if (lng === language) notify();
    });
    return loading[lng].then(() => setLanguage(wanted));
  },
  /** Resolves when the chosen language's messages are in. */
  ready(): Promise<void> {
    return resources[wanted] ? Promise.resolve() : this.changeLanguage(wanted);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const getLanguage = () => language;

/** The active language's `t`; the component renders again when the language changes. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const lng = useSyncExternalStore(i18n.subscribe, getLanguage, getLanguage);
  return useMemo(() => ({ t: tFor[lng], i18n }), [lng]);
}

/** Keeps the translations and <html lang> on the language of the auth slice (isVn), on every page. */
export function bindLanguage(isVnVar: {
  (): { isVn: boolean };
  onNextChange: (fn: (v: { isVn: boolean }) => void) => () => void;
}): void {
  const apply = (isVn: boolean) => {
    const lng = isVn ? 'vi' : 'en';
    if (wanted !== lng || !resources[lng]) void i18n.changeLanguage(lng);
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  };
  apply(isVnVar().isVn);
  const watch = () =>
    isVnVar.onNextChange((value) => {
      apply(value.isVn);
      watch();
    });
  watch();
}
