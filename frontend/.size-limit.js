// `make size`: the JavaScript of the public home route (entry + public layout + home route and
// every chunk they import), gzip, against the page-quality budget. The file list comes
// from the production build's manifest, so hashed names need no globbing.
import { homeRouteFiles, readManifest } from './e2e/public-bundle.ts';

export default [
  {
    name: 'public home route JavaScript (entry + public layout + home), gzip',
    path: homeRouteFiles(readManifest()).map((file) => `dist/${file}`),
    gzip: true,
    // size-limit's kB is 1000 bytes; the `ui` chunk group (vite.config.ts) keeps it under. Measured
    // sizes: docs/performance.md.
    limit: '200 kB',
  },
];
