import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Ten shades around the spec's main colour #9D7F52 (index 6). */
export const gold: MantineColorsTuple = [
  '#f8f4ee',
  '#ece4d6',
  '#dcc9aa',
  '#cbac7c',
  '#bd9557',
  '#b08843',
  '#9d7f52',
  '#86683c',
  '#6f5531',
  '#574224',
];

/** Spec §9: base 0, sm 480, custom 600, md 768, lg 992, xl 1280, 2xl 1536 (in em for Mantine). */
export const breakpoints = {
  xs: '30em',
  sm: '30em',
  custom: '37.5em',
  md: '48em',
  lg: '62em',
  xl: '80em',
  '2xl': '96em',
};

export const TOAST = { duration: 5000, zIndex: 5500, minWidth: 300, maxWidth: 560 } as const;
export const HEADER_SCROLL_THRESHOLD = 20;
export const ADMIN_SIDEBAR_WIDTH = '30rem';

export const theme = createTheme({
  primaryColor: 'gold',
  // Shade 7 (#86683c): white text on filled buttons is 5.2:1; on shade 6 it was 3.8:1, under WCAG
  // AA (Lighthouse colour-contrast). Outline and subtle buttons read 5:1 on cream.
  primaryShade: 7,
  colors: { gold },
  breakpoints,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: '"Playfair Display", "Cormorant Garamond", Georgia, "Noto Serif", "Times New Roman", serif',
    fontWeight: '600',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Spec §9: toasts are 300 to 560 px wide.
    // A plain theme entry (not Notification.extend) keeps the component out of the entry chunk.
    Notification: {
      styles: {
        root: { minWidth: `min(${TOAST.minWidth}px, calc(100vw - 32px))`, maxWidth: TOAST.maxWidth },
      },
    },
  },
});

/**
 * Mantine's dimmed text (gray-6, #868e96) is 3.3:1 on white and 3.0:1 on the cream sections, under
 * WCAG AA's 4.5:1 for small text (Lighthouse colour-contrast); #697077 is 5.0:1 and 4.6:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#697077' },
  dark: {},
});
