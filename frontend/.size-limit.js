// `make size`: the JavaScript of the public home route (entry + public layout + home route and
// every chunk they import), gzip, against the page-quality budget of issue 8. The file list comes
// from the production build's manifest, so hashed names need no globbing.
import { homeRouteFiles, readManifest } from './e2e/public-bundle.ts';

export default [
  {
    name: 'public home route JavaScript (entry + public layout + home), gzip',
    path: homeRouteFiles(readManifest()).map((file) => `dist/${file}`),
    gzip: true,
    // Issue 8's budget: 200 kB (size-limit's kB is 1000 bytes). 193.7 kB at the last measure (189.2
    // KiB), in 9 files: the `ui` chunk group (vite.config.ts) took it down from 202.3 kB in 41 files.
    limit: '200 kB',
  },
];
