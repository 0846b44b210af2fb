import fs from 'node:fs';
import path from 'node:path';
import { afterAll } from 'vitest';
import { gatewayRoot } from '../lib/paths.ts';

/**
 * A frontend build of our own for the page tests: index.html and a server entry beside it
 * (dist-ssr/, as the frontend's Vite build lays them out) that runs real queries through the
 * gateway's `execute` and numbers its renders (`data-renders`). `/rush…` takes 300 ms, `/boom`
 * throws, `/bad…` asks a query that fails. It sits under gateway/ so that its `import 'graphql'`
 * resolves to the project's package; removed after the file's tests. Returns the client build's
 * folder (FRONTEND_DIST).
 */
export function fakeFrontendBuild(): string {
  const root = fs.mkdtempSync(path.join(gatewayRoot, '.ssr-test-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist);
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html>\n<html lang="vi">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Venue</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  );
  fs.writeFileSync(
    path.join(root, 'dist-ssr', 'entry-server.js'),
    `import { parse } from 'graphql';
let renders = 0;
export async function render({ url, lang, execute }) {
  const n = ++renders;
  if (url.startsWith('/boom')) throw new Error('a component threw');
  // A page that takes a while, so that a rush of requests all arrive while it is being rendered.
  if (url.startsWith('/rush')) await new Promise((resolve) => setTimeout(resolve, 300));
  const query = url.startsWith('/bad')
    ? parse('query Bad($slug: String!) { event(slug: $slug) { _id } }')
    : parse('query Tags { tags { nameVi nameEn } }');
  const answer = await execute({ query, variables: {}, operationName: undefined });
  const names = (answer.data?.tags ?? []).map((t) => (lang === 'vi' ? t.nameVi : t.nameEn));
  return { html: '<main data-renders="' + n + '">' + names.join(', ') + '</main>', state: { names: names.length } };
}
`,
  );
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  return dist;
}

/** The render number a page of the fake build carries. */
export const renderOf = (html: string) => /data-renders="(\d+)"/.exec(html)?.[1];
