import { createTheme, Notification, type MantineColorsTuple } from '@mantine/core';

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
  primaryShade: 6,
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
    Notification: Notification.extend({
      styles: {
        root: { minWidth: `min(${TOAST.minWidth}px, calc(100vw - 32px))`, maxWidth: TOAST.maxWidth },
      },
    }),
  },
});
