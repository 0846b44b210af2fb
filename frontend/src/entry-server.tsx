import { ApolloClient, ApolloLink, InMemoryCache, type DocumentNode } from '@apollo/client';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Observable } from 'rxjs';
import { Providers } from '@/app/providers.tsx';
import { PUBLIC_LAYOUT, routes } from '@/app/router.tsx';
import { prerenderWithQueries, type PrefetchQuery } from '@/app/server-prerender.tsx';
import { GET_AREAS } from '@/features/discover/api/get-areas.ts';
import { GET_HOME } from '@/features/home/api/get-home.ts';
import { FEATURED_TAGS, GET_FEATURED_TAGS } from '@/features/tags/api/get-featured-tags.ts';
import { i18n, type Language } from '@/lib/i18n/index.ts';
import { setServerOrigin } from '@/lib/site-origin.ts';
import { authVar, AUTH_DEFAULT } from '@/lib/state.ts';

/**
 * The public pages rendered on the server, so that the first paint and the largest one come from
 * the HTML, not from the JavaScript. The gateway imports this module's build (dist-ssr/) and
 * calls `render` for a page's address; the browser hydrates the same tree (app/start.tsx) from the
 * Apollo cache the server filled, so it asks nothing again.
 */

export interface GraphQLRequest {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName?: string;
}
export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string }[];
}
export interface RenderOptions {
  /** Path and query, e.g. `/event?lang=en`. */
  url: string;
  /** The site's origin, for the Request the static router reads. */
  origin: string;
  lang: Language;
  /** Runs an operation as an anonymous visitor, in process (the gateway's schema). */
  execute: (request: GraphQLRequest) => Promise<GraphQLAnswer>;
}
export interface RenderResult {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** The Apollo cache the page was rendered from (the gateway writes it into the page). */
  state: unknown;
  /** Set when the router answered a redirect instead of a page. */
  redirect?: string;
}

function inProcessLink(execute: RenderOptions['execute']): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        execute({
          query: operation.query,
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (answer) => {
            observer.next(answer as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

/**
 * What the public layout and its header ask for on every page under it (public-layout.tsx,
 * public/header.tsx), with the same variables: answered before the page renders, the header then
 * renders with the page rather than after it.
 */
const LAYOUT_QUERIES: readonly PrefetchQuery[] = [
  { query: GET_HOME },
  { query: GET_FEATURED_TAGS, variables: { limit: FEATURED_TAGS } },
  { query: GET_AREAS },
];

async function renderNow({ url, origin, lang, execute }: RenderOptions): Promise<RenderResult> {
  // The language lives in module state shared by the whole tree (the auth slice and the
  // translations), which is why renders take turns (below).
  authVar({ ...AUTH_DEFAULT, isVn: lang === 'vi' });
  setServerOrigin(origin);
  await i18n.changeLanguage(lang);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) {
    return { html: '', state: {}, redirect: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = new ApolloClient({
    ssrMode: true,
    cache: new InMemoryCache(),
    link: inProcessLink(execute),
  });
  const errors: unknown[] = [];
  // One pass of React, each query suspending its component until answered (app/server-prerender.tsx).
  // Every boundary inline, however large: React would otherwise send big ones after a fallback and
  // reveal them with an inline script, which the site's Content-Security-Policy refuses.
  // A component that throws fails the whole render: the gateway then sends the page for the
  // browser to render, rather than markup with a hole in it.
  const html = await prerenderWithQueries(
    <StrictMode>
      <Providers client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
    client,
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void errors.push(error),
    },
    context.matches.some((match) => match.route.id === PUBLIC_LAYOUT) ? LAYOUT_QUERIES : [],
  );
  if (errors.length) {
    client.stop();
    throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  }
  const state = client.extract();
  client.stop();
  return { html, state };
}

let queue: Promise<unknown> = Promise.resolve();

/** Renders one page; concurrent calls wait their turn. */
export function render(options: RenderOptions): Promise<RenderResult> {
  const next = queue.then(() => renderNow(options));
  queue = next.catch(() => undefined);
  return next;
}
