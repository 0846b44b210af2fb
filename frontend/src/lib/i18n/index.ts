import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import { vi } from './vi.ts';

void i18n.use(initReactI18next).init({
  resources: { vi: { translation: vi }, en: { translation: en } },
  lng: 'vi',
  fallbackLng: 'vi',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };

/** Keeps i18next and <html lang> on the language of the auth slice (isVn), on every page. */
export function bindLanguage(isVnVar: {
  (): { isVn: boolean };
  onNextChange: (fn: (v: { isVn: boolean }) => void) => () => void;
}): void {
  const apply = (isVn: boolean) => {
    const lng = isVn ? 'vi' : 'en';
    if (i18n.language !== lng) void i18n.changeLanguage(lng);
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
