import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { createContext } from '../../graphql/context.ts';
import { logger } from '../../lib/logger.ts';
import { BuildFile } from './html.ts';

/** graphql as the schema was built with (CommonJS, through @graphql-tools): see graphql/server.ts. */
const { execute } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

/** What the frontend's server entry (frontend/src/entry-server.tsx, built into dist-ssr/) offers. */
interface ServerEntry {
  render(options: {
    url: string;
    origin: string;
    lang: 'vi' | 'en';
    execute: (request: {
      query: DocumentNode;
      variables: Record<string, unknown>;
      operationName?: string;
    }) => Promise<{ data?: Record<string, unknown> | null; errors?: readonly { message: string }[] }>;
  }): Promise<{ html: string; state: unknown; redirect?: string }>;
}

export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** The Apollo cache the browser starts from. */
  state: unknown;
}

/**
 * Renders public pages with the frontend's server build, its GraphQL operations executed in
 * process against the gateway's schema as an anonymous visitor (the same resolvers and services
 * as `/graphql`, without the HTTP round trip). `undefined` when the page is better left to the
 * browser: no server build, a redirect, or an operation that failed (a database hiccup must not
 * be cached into the page as an error state).
 */
export class PageRenderer {
  readonly #build: BuildFile;
  readonly #schema: () => GraphQLSchema | undefined;
  #entry: { mtime: number; module: Promise<ServerEntry | undefined> } | undefined;

  constructor(ssrDir: string, schema: () => GraphQLSchema | undefined) {
    this.#build = new BuildFile(path.join(ssrDir, 'entry-server.js'));
    this.#schema = schema;
  }

  /** Whether pages can be rendered now: the schema is up and the server build is there. */
  ready(): boolean {
    return this.#schema() !== undefined && this.#build.mtime() !== undefined;
  }

  #load(): Promise<ServerEntry | undefined> {
    const mtime = this.#build.mtime();
    if (mtime === undefined) return Promise.resolve(undefined);
    if (this.#entry?.mtime !== mtime) {
      // A new build is a new module URL: Node caches imports by URL.
      const url = `${pathToFileURL(this.#build.file).href}?v=${Math.round(mtime)}`;
      const module = (import(url) as Promise<ServerEntry>).catch((error: unknown) => {
        logger.error({ err: error }, 'the server build of the frontend could not be loaded');
        return undefined;
      });
      this.#entry = { mtime, module };
    }
    return this.#entry.module;
  }

  async render(url: string, origin: string, lang: 'vi' | 'en'): Promise<RenderedPage | undefined> {
    const schema = this.#schema();
    const entry = schema && (await this.#load());
    if (!entry || !schema) return undefined;
    let failed = false;
    const page = await entry.render({
      url,
      origin,
      lang,
      execute: async ({ query, variables, operationName }) => {
        const result = await execute({
          schema,
          document: query,
          variableValues: variables,
          operationName,
          contextValue: createContext(undefined),
        });
        if (result.errors?.length) {
          failed = true;
          logger.warn(
            { url, operationName, errors: result.errors.map((e) => e.message) },
            'server render: query failed',
          );
        }
        return result as { data?: Record<string, unknown> | null; errors?: readonly { message: string }[] };
      },
    });
    if (failed || page.redirect) return undefined;
    return { html: page.html, state: page.state };
  }
}
