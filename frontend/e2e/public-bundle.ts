// The public site's JavaScript, read from the production build's manifest (vite `build.manifest`).
//
// `node frontend/e2e/public-bundle.ts` (part of `make size`) fails when a public page can reach
// admin code or the rich-text editor (tiptap/ProseMirror) without a click into the admin area, or
// ships a GraphQL parser or document text, and
// prints what the home route loads. frontend/.size-limit.js sizes the same home-route file list.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

export const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist = distDir): Manifest {
  const file = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: build the frontend first (npm run build -w frontend).`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The route modules visitors reach (every route but the admin area and the /test page). */
export function publicRouteKeys(manifest: Manifest): string[] {
  return Object.keys(manifest).filter(
    (key) =>
      (/^src\/app\/routes\/[^/]+\.tsx$/.test(key) && !/\/(admin-[^/]*|test)\.tsx$/.test(key)) ||
      key === 'src/layouts/public-layout.tsx',
  );
}

/**
 * Chunks loaded with `from` without any further navigation: static imports, and for route
 * modules also the dynamic imports of what they load (they run on that page). The dynamic imports
 * of the entry and of the application (src/app/start.tsx, which holds the router) are the lazy routes
 * and the application's own start-up, and are not followed.
 */
export function reachable(manifest: Manifest, from: string[], followDynamic: boolean): Map<string, string[]> {
  const paths = new Map<string, string[]>();
  const queue: [string, string[]][] = from.map((k) => [k, [k]]);
  while (queue.length) {
    const [key, via] = queue.shift()!;
    if (paths.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    paths.set(key, via);
    for (const next of chunk.imports ?? []) queue.push([next, [...via, next]]);
    // Never the entry's or the application's: those are the router's lazy routes, loaded only by
    // navigating there.
    if (followDynamic && !chunk.isEntry && key !== APP_MODULE)
      for (const next of chunk.dynamicImports ?? []) queue.push([next, [...via, next]]);
  }
  return paths;
}

/** The application (router, providers, hydration), which main.tsx imports after the page loads. */
const APP_MODULE = 'src/app/start.tsx';

const FORBIDDEN_NAME = /admin|tiptap|prosemirror|rich-text-field/i;
const FORBIDDEN_CODE = /ProseMirror|@tiptap|tiptap-/;

// GraphQL documents arrive pre-parsed (gateway/scripts/codegen.ts): no parser (graphql-js's lexer
// messages, the former hand-written `gql`) and no document text to parse may ship in a public chunk.
const GRAPHQL_PARSING =
  /Syntax Error: |Unterminated string|gql: expected|\b(?:query|mutation|fragment) [A-Z]\w*(?:\(\$| on | ?\{)/;

export function graphqlParsingChunks(manifest: Manifest, dist = distDir): string[] {
  const entry = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const keys = new Set([
    ...reachable(manifest, [...entry, APP_MODULE], false).keys(),
    ...reachable(manifest, publicRouteKeys(manifest), true).keys(),
  ]);
  return [...keys]
    .map((k) => manifest[k]!.file)
    .filter((f) => f.endsWith('.js') && GRAPHQL_PARSING.test(fs.readFileSync(path.join(dist, f), 'utf8')));
}

export function forbiddenChunks(manifest: Manifest, dist = distDir): { chunk: string; via: string[] }[] {
  const entry = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const fromEntry = reachable(manifest, [...entry, APP_MODULE], false);
  const fromRoutes = reachable(manifest, publicRouteKeys(manifest), true);
  const bad: { chunk: string; via: string[] }[] = [];
  for (const [key, via] of [...fromEntry, ...fromRoutes]) {
    const chunk = manifest[key]!;
    const names = [key, chunk.file, chunk.name ?? '', chunk.src ?? ''].join(' ');
    const code = chunk.file.endsWith('.js') ? fs.readFileSync(path.join(dist, chunk.file), 'utf8') : '';
    if (FORBIDDEN_NAME.test(names) || FORBIDDEN_CODE.test(code)) bad.push({ chunk: key, via });
  }
  return bad;
}

/** Every JavaScript file the public home page (`/`) loads: entry, public layout, home route. */
export function homeRouteFiles(manifest: Manifest): string[] {
  const entry = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const keys = reachable(
    manifest,
    [...entry, APP_MODULE, 'src/layouts/public-layout.tsx', 'src/app/routes/home.tsx'],
    false,
  );
  return [...keys.keys()].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
}

function main(): void {
  const manifest = readManifest();
  const files = homeRouteFiles(manifest);
  const sized = files
    .map((f) => ({ f, gz: zlib.gzipSync(fs.readFileSync(path.join(distDir, f)), { level: 9 }).length }))
    .sort((a, b) => b.gz - a.gz);
  const total = sized.reduce((s, x) => s + x.gz, 0);
  console.log(`public home route: ${files.length} JavaScript files, ${(total / 1024).toFixed(1)} KB gzip`);
  for (const { f, gz } of sized.slice(0, 8)) console.log(`  ${(gz / 1024).toFixed(1).padStart(6)} KB  ${f}`);
  const bad = forbiddenChunks(manifest);
  if (bad.length) {
    console.error('\nAdmin or editor code is reachable from public pages:');
    for (const b of bad) console.error(`  ${b.chunk}  via ${b.via.join(' -> ')}`);
    process.exit(1);
  }
  console.log('no admin or tiptap chunk is reachable from the entry or a public route');
  const parsing = graphqlParsingChunks(manifest);
  if (parsing.length) {
    console.error(`\nGraphQL parser or document text in public chunks: ${parsing.join(', ')}`);
    process.exit(1);
  }
  console.log('no GraphQL parser or document text in any public chunk');
}

if (import.meta.url === `file://${process.argv[1]}`) main();
