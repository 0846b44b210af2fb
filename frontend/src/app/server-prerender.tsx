import { NetworkStatus, type ApolloClient, type DocumentNode, type ObservableQuery } from '@apollo/client';
import { getApolloContext, skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { wrapperSymbol } from '@apollo/client/react/internal';
import { canonicalStringify } from '@apollo/client/utilities';
import { print } from 'graphql';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { filter, firstValueFrom, type Subscription } from 'rxjs';

/**
 * The server's render of a page in ONE pass of React, where Apollo's
 * `prerenderStatic` renders the whole tree once per wave of queries and keeps only the last pass
 * (two on every page with data, three where a query waits for another's answer).
 *
 * Here `useQuery` suspends while its answer is on its way: React's static prerender waits for it
 * and renders again only that component and below, not the tree. It answers as Apollo's own
 * server hook does (`@apollo/client/react/ssr/useSSRQuery.js`, whose rules it follows: `skip`,
 * `ssr: false`, 'no-cache', one watched query per document and variables, network policies read
 * the cache first), so the markup and the cache it leaves are those of prerenderStatic's last
 * pass. Server only: entry-server.tsx is its one importer.
 *
 * It plugs in where prerenderStatic does, through the hook wrappers Apollo reads from its React
 * context (`wrapperSymbol`, an internal of @apollo/client 4): an Apollo upgrade may move it, and
 * the server-render tests (gateway/src/modules/pages) would then fail.
 */

const texts = new WeakMap<DocumentNode, string>();
const printed = (query: DocumentNode) => {
  let text = texts.get(query);
  if (text === undefined) texts.set(query, (text = print(query)));
  return text;
};

const operationName = (query: DocumentNode) =>
  query.definitions
    .map((d) => (d.kind === 'OperationDefinition' ? d.name?.value : undefined))
    .find(Boolean) ?? 'a query';

const notAllowed = () => {
  throw new Error('This method cannot be called during the server render.');
};

const skippedResult = {
  loading: false,
  data: undefined,
  dataState: 'empty',
  error: undefined,
  networkStatus: NetworkStatus.ready,
  partial: true,
} as const;

interface Watched {
  observable: ObservableQuery;
  /** Settles when the query and those started with it (its wave) have answered. */
  settled: Promise<unknown>;
  /** Whether `settled` has. */
  done: boolean;
}

type QueryOptions = Record<string, unknown> & {
  variables?: Record<string, unknown>;
  skip?: boolean;
  ssr?: boolean;
  fetchPolicy?: string;
  client?: ApolloClient;
};

/** The queries started while others were on their way: they settle together. */
interface Wave {
  pending: number;
  done: Promise<void>;
  resolve: () => void;
}

function suspendingQueries(client: ApolloClient) {
  const watched = new Map<string, Watched>();
  const subscriptions: Subscription[] = [];
  let wave: Wave | undefined;

  /** The one query for `query` and `variables`, started when first asked for. */
  function watch(query: DocumentNode, options: QueryOptions): Watched {
    // Keyed as prerenderStatic keys them: the same document and variables share one query.
    const key = `${printed(query)}|${canonicalStringify(options.variables ?? {})}`;
    let entry = watched.get(key);
    if (entry) return entry;
    const observable = (options.client ?? client).watchQuery({
      query,
      ...options,
      fetchPolicy:
        options.fetchPolicy === 'network-only' || options.fetchPolicy === 'cache-and-network'
          ? 'cache-first'
          : options.fetchPolicy,
    } as Parameters<ApolloClient['watchQuery']>[0]);
    // Watched until the page is rendered, as prerenderStatic does.
    subscriptions.push(observable.subscribe({ complete() {} }));
    if (!wave) {
      let resolve!: () => void;
      const done = new Promise<void>((r) => (resolve = r));
      wave = { pending: 0, done, resolve };
    }
    const mine = wave;
    mine.pending++;
    const settle = () => {
      entry!.done = true;
      if (--mine.pending > 0) return;
      if (wave === mine) wave = undefined;
      mine.resolve();
    };
    firstValueFrom(observable.pipe(filter((result) => !result.loading))).then(settle, settle);
    entry = { observable, settled: mine.done, done: false };
    watched.set(key, entry);
    return entry;
  }

  function useServerQuery(query: DocumentNode, options: QueryOptions | typeof skipToken = {}): object {
    'use no memo';
    const client = useApolloClient(typeof options === 'object' ? options.client : undefined);
    const base = {
      client,
      refetch: notAllowed,
      fetchMore: notAllowed,
      subscribeToMore: notAllowed,
      updateQuery: notAllowed,
      startPolling: notAllowed,
      stopPolling: notAllowed,
      variables: typeof options === 'object' ? options.variables : undefined,
      previousData: undefined,
    };
    if (options === skipToken || options.skip || options.fetchPolicy === 'standby')
      return { ...base, ...skippedResult };
    if (options.ssr === false || options.fetchPolicy === 'no-cache')
      return { ...base, ...useQuery.ssrDisabledResult };
    const { observable, settled, done } = watch(query, { ...options, client });
    // A component waits for its query's whole wave, not for its query alone: the components
    // waiting then go on in the order they stopped, which is the tree's, so that what React hoists
    // (the images' preload links) comes in the order of the full render prerenderStatic kept.
    // Thrown rather than passed to `use`, which React replays by position in the component, and a
    // component here may stop on one query, then on another.
    if (observable.getCurrentResult().loading) {
      // Answered, yet loading again (prerenderStatic would stop after its 5th pass): the render
      // fails, and the gateway sends the page for the browser to render.
      if (done) throw new Error(`server render: ${operationName(query)} is still loading after its answer`);
      throw settled;
    }
    return { observable, ...observable.getCurrentResult(), ...base };
  }

  return {
    // Typed loosely above, as Apollo's own server hook is (plain JavaScript).
    wrappers: { useQuery: () => useServerQuery as unknown as typeof useQuery },
    /** Starts `queries` now and resolves when they have all answered. */
    prefetch: (queries: readonly PrefetchQuery[]) =>
      Promise.all(queries.map(({ query, variables }) => watch(query, { variables }).settled)),
    stop: () => subscriptions.forEach((subscription) => subscription.unsubscribe()),
  };
}

/** A query to start before the render, as a component will ask for it. */
export interface PrefetchQuery {
  query: DocumentNode;
  variables?: Record<string, unknown>;
}

/**
 * Renders `tree` once, its queries answered into `client`'s cache as it goes; `options` are
 * React's prerender options; `prefetch`, queries that the tree's first components ask for, so that
 * they do not stop and let later ones go first. Resolves with the markup.
 */
export async function prerenderWithQueries(
  tree: ReactNode,
  client: ApolloClient,
  options: Parameters<typeof prerenderToNodeStream>[1],
  prefetch: readonly PrefetchQuery[] = [],
): Promise<string> {
  const ApolloContext = getApolloContext();
  const queries = suspendingQueries(client);
  try {
    await queries.prefetch(prefetch);
    const { prelude } = await prerenderToNodeStream(
      <ApolloContext.Provider value={{ client, [wrapperSymbol]: queries.wrappers }}>
        {tree}
      </ApolloContext.Provider>,
      options,
    );
    // Decoded as one stream: a character may straddle two chunks.
    const decoder = new TextDecoder();
    let html = '';
    for await (const chunk of prelude as AsyncIterable<Uint8Array | string>)
      html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    return html + decoder.decode();
  } finally {
    queries.stop();
  }
}
