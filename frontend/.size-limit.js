// `make size`: the JavaScript of the public home route (entry + public layout + home route and
// every chunk they import), gzip, against the page-quality budget of issue 8. The file list comes
// from the production build's manifest, so hashed names need no globbing.
import { homeRouteFiles, readManifest } from './e2e/public-bundle.ts';

export default [
  {
    name: 'public home route JavaScript (entry + public layout + home), gzip',
    path: homeRouteFiles(readManifest()).map((file) => `dist/${file}`),
    gzip: true,
    // Issue 8's budget. Measured 198.4 kB (was 295 kB): the socket link, toasts, nav dropdowns and the
    // Sitemap drawer load on first use; a small gql parser, translation store and venue-date code
    // replace graphql-js's parser, i18next and dayjs there; Apollo is one chunk (vite.config.ts).
    limit: '200 kB',
  },
];
