import { ApolloClient, ApolloLink, gql, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { prerenderToNodeStream } from 'react-dom/static';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { prerenderWithQueries } from './server-prerender.tsx';

const HOME: TypedDocumentNode<{ home: { id: string; logo: string } }> = gql`
  query Home {
    home {
      id
      logo
    }
  }
`;
const TAGS: TypedDocumentNode<{ tags: { id: string; name: string }[] }> = gql`
  query Tags {
    tags {
      id
      name
    }
  }
`;
const AREAS: TypedDocumentNode<{ areas: { id: string; name: string }[] }> = gql`
  query Areas {
    areas {
      id
      name
    }
  }
`;
const EVENTS: TypedDocumentNode<
  { events: { id: string; title: string; image: string }[] },
  { tag?: string }
> = gql`
  query Events($tag: String) {
    events(tag: $tag) {
      id
      title
      image
    }
  }
`;

/** Answers after `delays[operation]` ms (the later queries first, as a busy server may). */
function client(delays: Record<string, number>, asked: string[]) {
  const answers: Record<string, (variables: Record<string, unknown>) => unknown> = {
    Home: () => ({ home: { __typename: 'Home', id: 'h', logo: '/logo.webp' } }),
    Tags: () => ({ tags: [{ __typename: 'Tag', id: 't1', name: 'Jazz' }] }),
    Areas: () => ({ areas: [{ __typename: 'Area', id: 'a1', name: 'Hall' }] }),
    Events: (v) => ({
      events: [
        { __typename: 'Event', id: `e-${String(v.tag)}`, title: `Night ${String(v.tag)}`, image: '/e.webp' },
      ],
    }),
  };
  return new ApolloClient({
    ssrMode: true,
    cache: new InMemoryCache(),
    link: new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          asked.push(operation.operationName ?? '');
          setTimeout(
            () => {
              observer.next({
                data: answers[operation.operationName!]!(operation.variables),
              } as ApolloLink.Result);
              observer.complete();
            },
            delays[operation.operationName ?? ''] ?? 1,
          );
        }),
    ),
  });
}

function Header({ logo }: { logo?: string }) {
  // Two queries one after the other in one component.
  const tags = useQuery(TAGS, { fetchPolicy: 'cache-and-network' }).data?.tags ?? [];
  const areas = useQuery(AREAS, { fetchPolicy: 'cache-and-network' }).data?.areas ?? [];
  return (
    <header>
      {logo ? <img src={logo} alt="" /> : null}
      {tags.map((t) => t.name).join(',')}|{areas.map((a) => a.name).join(',')}
    </header>
  );
}

function Events() {
  // A query that waits for another's answer.
  const tag = useQuery(TAGS).data?.tags[0]?.id;
  const { data, loading } = useQuery(EVENTS, { variables: { tag }, skip: !tag });
  if (loading || !data) return <p>loading</p>;
  return (
    <ul>
      {data.events.map((e) => (
        <li key={e.id}>
          <img src={e.image} alt="" fetchPriority="high" />
          {e.title}
        </li>
      ))}
    </ul>
  );
}

function Page() {
  const home = useQuery(HOME, { fetchPolicy: 'cache-and-network' }).data?.home;
  return (
    <div>
      <Header logo={home?.logo} />
      <main>
        <Events />
      </main>
    </div>
  );
}

async function withApolloPrerenderStatic(delays: Record<string, number>) {
  const asked: string[] = [];
  const c = client(delays, asked);
  const { result } = await prerenderStatic({
    tree: (
      <ApolloProvider client={c}>
        <Page />
      </ApolloProvider>
    ),
    context: { client: c },
    renderFunction: (tree) => prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY }),
  });
  return { html: result, state: c.extract(), asked };
}

async function inOnePass(delays: Record<string, number>, prefetch = false) {
  const asked: string[] = [];
  const c = client(delays, asked);
  const html = await prerenderWithQueries(
    <ApolloProvider client={c}>
      <Page />
    </ApolloProvider>,
    c,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
    prefetch ? [{ query: HOME }, { query: TAGS }, { query: AREAS }] : [],
  );
  return { html, state: c.extract(), asked };
}

describe('prerenderWithQueries', () => {
  it('renders what prerenderStatic keeps, asking each query once', async () => {
    const orders: Record<string, number>[] = [{}, { Home: 5, Tags: 2 }, { Areas: 8, Events: 1 }];
    for (const delays of orders) {
      const expected = await withApolloPrerenderStatic(delays);
      for (const prefetch of [false, true]) {
        const got = await inOnePass(delays, prefetch);
        expect(got.html).toBe(expected.html);
        expect(got.state).toEqual(expected.state);
        expect([...got.asked].sort()).toEqual([...expected.asked].sort());
        expect(new Set(got.asked).size).toBe(got.asked.length);
      }
    }
    expect((await inOnePass({})).html).toContain('Jazz<!-- -->|<!-- -->Hall');
    expect((await inOnePass({})).html).toContain('Night t1');
  });

  it('renders a failed query as prerenderStatic does, without waiting for ever', async () => {
    const failing = () =>
      new ApolloClient({
        ssrMode: true,
        cache: new InMemoryCache(),
        link: new ApolloLink(() => new Observable((observer) => observer.error(new Error('down')))),
      });
    const c1 = failing();
    const { result } = await prerenderStatic({
      tree: (
        <ApolloProvider client={c1}>
          <Page />
        </ApolloProvider>
      ),
      context: { client: c1 },
      renderFunction: (tree) => prerenderToNodeStream(tree),
    });
    const c2 = failing();
    const html = await prerenderWithQueries(
      <ApolloProvider client={c2}>
        <Page />
      </ApolloProvider>,
      c2,
      {},
    );
    expect(html).toBe(result);
    expect(html).toContain('<p>loading</p>');
  });
});
