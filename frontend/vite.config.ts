import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defineConfig,
  type HtmlTagDescriptor,
  type Plugin,
  type Rollup,
} from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli (quality 11, too slow to do per request) and gzip copies of every text asset next to it
 * (`x.js.br`, `x.js.gz`): the gateway serves them as they are (gateway/src/lib/compressed-assets.ts).
 */
function precompress(): Plugin {
  return {
    name: 'venue:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.resolve(import.meta.dirname, 'dist');
      await Promise.all(
        Object.keys(bundle)
          .filter((name) => /\.(js|mjs|css|svg|json|html)$/.test(name))
          .map(async (name) => {
            const file = path.join(dir, name);
            const raw = await fs.readFile(file);
            if (raw.length < 1024) return;
            const params = {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            };
            await fs.writeFile(`${file}.br`, await brotli(raw, { params }));
            await fs.writeFile(`${file}.gz`, await gzip(raw, { level: 9 }));
          }),
      );
    },
  };
}

/**
 * The stylesheets of the public layout and of every public page, linked in index.html: the gateway
 * sends each page already rendered (entry-server.tsx), and it must be styled at its first paint
 * rather than shift when a route chunk's CSS arrives with its script. Their scripts
 * are not announced: the application loads after the page (main.tsx). Admin chunks stay out.
 */
function publicStylesheets(): Plugin {
  return {
    name: 'venue:public-stylesheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunk = (name: string) => {
          const c = bundle[name];
          return c?.type === 'chunk' ? (c as Rollup.OutputChunk) : undefined;
        };
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return [];
        const linked = new Set([entry.fileName, ...entry.imports]);
        const styled: string[] = [];
        const walk = (name: string) => {
          if (linked.has(name) || styled.includes(name)) return;
          styled.push(name);
          for (const next of chunk(name)?.imports ?? []) walk(next);
        };
        const publicModule = /\/src\/(app\/routes\/(?!admin-)[^/]+|layouts\/public-layout)\.tsx$/;
        for (const c of chunks) if (publicModule.test(c.facadeModuleId ?? '')) walk(c.fileName);
        const css = [...new Set(styled.flatMap((f) => [...(chunk(f)?.viteMetadata?.importedCss ?? [])]))];
        return css.map((f) => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: true, href: `/${f}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The page arrives rendered (entry-server.tsx): its text, styles and images paint without any
 * script, which only makes it interactive. The entry and its preloaded chunks are fetched at low
 * priority so that they do not hold back the stylesheets and the first image.
 */
function scriptsAfterPaint(): Plugin {
  return {
    name: 'venue:scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8081';

/** Mantine components and hooks and the icons the public layout and home page render (chunk `ui`). */
const PUBLIC_UI = new RegExp(
  [
    'node_modules/@mantine/core/esm/components/(Button|Title|Container|Group|Transition|Alert|Badge|Burger|CloseButton|UnstyledButton)/',
    'node_modules/@mantine/hooks/esm/use-(media-query|did-update|disclosure|id|window-event|reduced-motion)/',
    'node_modules/@tabler/icons-react/dist/esm/(createReactComponent|defaultAttributes)\\.mjs$',
    'node_modules/@tabler/icons-react/dist/esm/icons/Icon(AlertTriangle|MoodEmpty|MapPin|ArrowRight|ArrowUp|BrandFacebook|Phone)\\.mjs$',
  ].join('|'),
);

/** The application's modules the public layout and home page share with the other public pages. */
const PUBLIC_SHARED = new RegExp(
  [
    '/src/lib/(head|dates|bilingual|venue-time|clock)\\.ts$',
    '/src/features/seo/head-manager\\.tsx$',
    '/src/components/(query-state|page-header|responsive-image|hydrate-on-view)\\.tsx$',
    '/src/components/ui\\.module\\.css$',
    '/src/modules/(media/media\\.images|seo/head-tags)\\.ts$',
    '/src/features/(events|news|discover|tags)/api/(event-fields|news-fields|get-events|get-news-list|get-areas|get-featured-tags|get-tag)\\.ts$',
    '/src/features/(events|news|discover)/components/(event|news|area)-card\\.tsx$',
  ].join('|'),
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), publicStylesheets(), scriptsAfterPaint(), precompress()],
  // The server build (`vite build --ssr src/entry-server.tsx`, into dist-ssr/) carries every package
  // it uses, so the gateway runs it without the frontend's node_modules (its Docker image too).
  ssr: { noExternal: true, target: 'node' },
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      '@gateway': path.resolve(import.meta.dirname, '../gateway/src'),
    },
    // rxjs (Apollo's observables) ships ES5 classes with tslib helpers by default and ES2015 classes
    // under the `es2015` condition: the latter are smaller and need no tslib.
    conditions: ['es2015', ...defaultClientConditions],
  },
  // The server build runs React's production build only (the development one, ~1.3 MB of source
  // beside it, is dropped) and is minified: less for the gateway to hold once it renders pages.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: {
    target: 'es2022',
    minify: true,
    sourcemap: false,
    assetsInlineLimit: 2048,
    // dist/.vite/manifest.json: the chunk graph that `make size` walks (public pages must not reach
    // admin code or the rich-text editor) and that sizes the public home route.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // Every browser the site supports has <link rel=modulepreload>: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? // One file: the gateway imports it afresh after a rebuild (a new URL), chunks and all.
        // ASCII only (Vietnamese as \u escapes): V8 keeps a module's source for as long as it runs,
        // one byte per character when it is all Latin-1, two otherwise (2.3 MB -> 1.2 MB of heap).
        { output: { codeSplitting: false, charset: 'ascii' } }
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  // Apollo Client and its observables in one chunk: left to the automatic splitting they
                  // were spread over the entry and a dozen small shared chunks, ~3 kB more gzip for the
                  // home route. The parts only other pages use (mutations, subscriptions) stay apart.
                  // React, React DOM and the scheduler: every page runs all of them, and one chunk
                  // compresses better than the three the automatic splitting makes.
                  name: 'react',
                  test: (id: string) => /node_modules\/(react|react-dom|scheduler)\//.test(id),
                },
                {
                  // The router apart from React: each chunk is evaluated in a task of its own at
                  // start (main.tsx), and the two in one were a single task of ~120 ms at 4x CPU
                  // slowdown, over the 50 ms that counts as blocking.
                  name: 'router',
                  test: (id: string) => /node_modules\/(react-router|react-router-dom)\//.test(id),
                },
                {
                  // Mantine's core system (provider, theme, Box, styles API), the gql parser, the
                  // token cookies, the toast store, the session state and the paths registry: the
                  // application needs them at start and most pages' chunks import them too. One chunk
                  // instead of eight small shared ones saves 1.9 kB gzip on the home route.
                  name: 'core',
                  test: (id: string) =>
                    /node_modules\/@mantine\/core\/esm\/core\/|@mantine\/notifications\/esm\/notifications\.store|\/src\/lib\/(gql|cookies|site-paths)\.ts$/.test(
                      id,
                    ),
                },
                {
                  // The pieces the public layout and the home page share with most public pages:
                  // the Mantine components and hooks they render, their icons, the head manager, the
                  // event/news/area cards and the public list queries. Left to the automatic
                  // splitting they were some thirty chunks of 0.2-2 kB, each compressed on its own;
                  // in one chunk the home route is 8.6 kB gzip smaller. Named one
                  // by one: a broader rule (all of src/, all of Mantine) also takes in what public
                  // pages load only on demand (the mobile drawer, the nav menus). Their own
                  // dependencies are not pulled in after them (`includeDependenciesRecursively`),
                  // so the start-up chunks' modules and Vite's preload helper stay where they were:
                  // the entry keeps no static import, and the application still loads after the page.
                  name: 'ui',
                  includeDependenciesRecursively: false,
                  test: (id: string) => PUBLIC_UI.test(id) || PUBLIC_SHARED.test(id),
                },
                {
                  name: 'apollo',
                  test: (id: string) =>
                    /node_modules\/(@apollo\/client|rxjs|@wry|optimism)\//.test(id) &&
                    !/link\/subscriptions|useSubscription|useMutation/.test(id),
                },
              ],
            },
          },
        },
  },
  server: {
    port: Number(process.env.PORT ?? 8080),
    proxy: {
      '/api': gateway,
      '/media': gateway,
      '/graphql': { target: gateway, ws: true },
    },
  },
}));
