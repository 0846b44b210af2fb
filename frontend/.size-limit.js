// `make size`: the JavaScript of the public home route (entry + public layout + home route and
// every chunk they import), gzip, against the page-quality budget of issue 8. The file list comes
// from the production build's manifest, so hashed names need no globbing.
import { homeRouteFiles, readManifest } from './e2e/public-bundle.ts';

export default [
  {
    name: 'public home route JavaScript (entry + public layout + home), gzip',
    path: homeRouteFiles(readManifest()).map((file) => `dist/${file}`),
    gzip: true,
    limit: '200 kB',
  },
];
