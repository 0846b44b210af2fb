import '@mantine/core/styles.css';
import '@/components/global.css';
import { SERVED_STATE_ID } from '@/lib/apollo-persist.ts';

// A page the server rendered is complete without JavaScript: its links are links, its pictures
// load as they are. The application (React, Apollo, Mantine, the router) is asked for once the
// page has loaded, so that it never competes with the page's own pictures on a slow connection
// (issue 8, LCP). Pages the server left to the browser (the admin, filtered lists) start at once.
const start = () => void import('@/app/start.tsx');
if (!document.getElementById(SERVED_STATE_ID) || document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
