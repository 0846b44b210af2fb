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
  await import('@/app/start.tsx');
}

// A page the server rendered is complete without JavaScript: its links are links, its pictures
// load as they are. The application is asked for once the page has loaded, so that it never
// competes with the page's own pictures on a slow connection. Pages the server
// left to the browser (the admin, filtered lists) start at once.
const run = () => void start();
if (!isServerRendered() || document.readyState === 'complete') run();
else window.addEventListener('load', run, { once: true });
