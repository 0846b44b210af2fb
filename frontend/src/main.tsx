import '@/components/mantine-styles.ts';
import '@/components/global.css';
import { isServerRendered } from '@/lib/apollo-persist.ts';

/** Lets the browser paint and answer input between two pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The application's libraries are evaluated one per task (each a few tens of milliseconds on a
 * phone) before the application itself, instead of all in one long task that would block the
 * page. app/warm/* only name what app/start.tsx uses of each library.
 */
async function start(): Promise<void> {
  for (const warm of [
    () => import('@/app/warm/react-dom.ts'),
    () => import('@/app/warm/router.ts'),
    () => import('@/app/warm/apollo.ts'),
    () => import('@/app/warm/mantine.ts'),
  ]) {
    await warm();
    await nextTask();
  }
  const { startApp } = await import('@/app/start.tsx');
  await nextTask();
  await startApp(nextTask);
}

/**
 * Resolves once the page has painted its first content. On a slow phone `load` can come before
 * the first paint (the pictures are small, laying out the page is not): the application's
 * scripts then queued ahead of the page's largest paint (Lighthouse: LCP 1.3 s or 2.2 s by run).
 */
function firstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined') {
      resolve();
      return;
    }
    // Then one frame more: the pictures `load` waited for are painted in the frame after it.
    const afterFrame = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterFrame();
    });
    observer.observe({ type: 'paint', buffered: true });
    // A browser that reports no paint still starts the application.
    setTimeout(resolve, 3000);
  });
}

// A page the server rendered is complete without JavaScript: its links are links, its pictures
// load as they are. The application is asked for once the page has loaded and painted, so that
// it never competes with the page's own pictures and first paint on a slow connection. Pages the
// server left to the browser (the admin, filtered lists) start at once.
const run = () => void firstPaint().then(start);
if (!isServerRendered()) void start();
else if (document.readyState === 'complete') run();
else window.addEventListener('load', run, { once: true });
