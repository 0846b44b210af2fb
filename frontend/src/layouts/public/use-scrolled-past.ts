import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled further down than `y`: read on scroll, and once for the position
 * the page opened at (a reload keeps it) when the browser is next idle, its layout up to date.
 * Read at mount, right after hydration's writes, it forced the browser to lay out the page inside
 * the script (Mantine's useWindowScroll; Lighthouse's "forced reflow" on `/`). A boolean: scrolling
 * re-renders nothing until the threshold is crossed.
 */
export function useScrolledPast(y: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > y);
    window.addEventListener('scroll', update, { passive: true });
    const idle = 'requestIdleCallback' in window;
    const first = idle ? requestIdleCallback(update, { timeout: 2000 }) : undefined;
    const timer = idle ? undefined : setTimeout(update, 200);
    return () => {
      window.removeEventListener('scroll', update);
      if (first !== undefined) cancelIdleCallback(first);
      clearTimeout(timer);
    };
  }, [y]);
  return past;
}
