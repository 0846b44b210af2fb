import { createClient, type Client, type ExecutionResult } from 'graphql-ws';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { todayInVietnam } from '../modules/bookings/bookings.schemas.ts';
import { useGateway } from '../testing/harness.ts';

const h = useGateway();

const booking = (name = 'Lê Minh') => ({
  name,
  phone: '0912 345 678',
  email: 'minh@example.com',
  date: todayInVietnam(new Date(Date.now() + 2 * 86_400_000)),
  timeSlot: '18:00',
  guests: 2,
});

async function newBookingCount(token: string): Promise<number> {
  const res = await h.gql('{ inboxCounts { newBookings } }', {}, token);
  return res.body.data.inboxCounts.newBookings;
}

/** `areas { upcomingEvents { area { upcomingEvents { … } } } }`: valid fields, nested `depth` levels. */
function deepSelection(depth: number): string {
  let inner = '_id';
  for (let level = depth - 1; level > 0; level--) {
    inner = level % 2 ? `upcomingEvents { ${inner} }` : `area { ${inner} }`;
  }
  return inner;
}

describe('GraphQL limits', () => {
  it('refuses a query of depth 20 with a clear error, before running it', async () => {
    const { accessToken } = await h.signIn('editor');
    const before = await newBookingCount(accessToken);
    const res = await h.gql(
      `mutation($input: BookingInput!) { createBooking(input: $input) { area { ${deepSelection(18)} } } }`,
      { input: booking() },
    );
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    const messages = res.body.errors.map((e: { message: string }) => e.message);
    expect(
      messages.some((m: string) => /depth limit of 10 exceeded, found 20/i.test(m)),
      messages.join('; '),
    ).toBe(true);
    // Refused during validation: the mutation never ran.
    expect(await newBookingCount(accessToken)).toBe(before);
    const query = await h.gql(`{ areas { ${deepSelection(19)} } }`);
    expect(query.status).toBe(400);
    expect(query.body.errors.map((e: { message: string }) => e.message).join(';')).toMatch(
      /depth limit of 10 exceeded, found 20/i,
    );
    // The same shape at a permitted depth is fine, so the refusal is about depth alone.
    const shallow = await h.gql(`{ areas { ${deepSelection(6)} } }`);
    expect(shallow.status).toBe(200);
    expect(shallow.body.errors).toBeUndefined();
  });

  it('refuses 500 aliases with a clear error', async () => {
    const aliases = Array.from({ length: 500 }, (_, i) => `a${i}: health`).join(' ');
    const res = await h.gql(`{ ${aliases} }`);
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors[0].message).toMatch(/alias/i);
  });

  it('refuses aliased mutations beyond the limit without storing anything', async () => {
    const { accessToken } = await h.signIn('editor');
    const before = await newBookingCount(accessToken);
    const aliases = Array.from({ length: 25 }, (_, i) => `b${i}: createBooking(input: $input) { _id }`).join(
      ' ',
    );
    const res = await h.gql(`mutation($input: BookingInput!) { ${aliases} }`, { input: booking() });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/alias/i);
    expect(await newBookingCount(accessToken)).toBe(before);
  });
});

describe('GraphQL subscriptions over graphql-ws', () => {
  const clients: Client[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.dispose()));
  });

  function connect(token?: string): Client {
    const client = createClient({
      url: `${h.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      retryAttempts: 0,
    });
    clients.push(client);
    return client;
  }

  /**
   * Subscribes, then keeps triggering until the first event arrives (the server registers the
   * subscription asynchronously), and returns that event and what the triggers produced.
   */
  async function firstEvent<T>(
    client: Client,
    query: string,
    trigger: () => Promise<string>,
  ): Promise<{ event: ExecutionResult<T>; triggered: string[] }> {
    const iterator = client.iterate<T>({ query });
    const next = iterator.next();
    const triggered: string[] = [];
    let done = false;
    const pump = (async () => {
      for (let i = 0; i < 25 && !done; i++) {
        triggered.push(await trigger());
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
    const result = await Promise.race([
      next,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event within 6 s')), 6000)),
    ]);
    done = true;
    await pump;
    await iterator.return?.(undefined);
    return { event: result.value as ExecutionResult<T>, triggered };
  }

  /**
   * The first answer of an operation the server answers once (a refused subscription or a query).
   * Errors the server sends as an `error` message (validation) come back as `{ errors }` too.
   */
  async function refusal(client: Client, query: string): Promise<ExecutionResult> {
    const iterator = client.iterate({ query });
    try {
      const first = await Promise.race([
        iterator.next(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer within 5 s')), 5000)),
      ]);
      return first.value as ExecutionResult;
    } catch (error) {
      if (Array.isArray(error)) return { errors: error };
      throw error;
    } finally {
      await iterator.return?.(undefined);
    }
  }

  it('applies the same depth, alias and token limits to operations sent over the socket', async () => {
    const client = connect();
    const deep = await refusal(client, `{ areas { ${deepSelection(19)} } }`);
    expect(deep.errors?.map((e) => e.message).join(';')).toMatch(/depth limit of 10 exceeded/i);
    const aliases = Array.from({ length: 500 }, (_, i) => `a${i}: health`).join(' ');
    const aliased = await refusal(client, `{ ${aliases} }`);
    expect(aliased.errors?.map((e) => e.message).join(';')).toMatch(/alias/i);
    const tokens = await refusal(client, `{ ${'health '.repeat(3000)} }`);
    expect(tokens.errors?.map((e) => e.message).join(';')).toMatch(/token/i);
    // Within the limits the socket answers queries normally.
    const ok = await refusal(client, '{ health }');
    expect(ok.data).toEqual({ health: 'ok' });
  });

  it('delivers bookingCreated to staff after a public createBooking', async () => {
    const { accessToken } = await h.signIn('editor');
    const client = connect(accessToken);
    const { event, triggered } = await firstEvent<{
      bookingCreated: { _id: string; name: string; status: string };
    }>(client, 'subscription { bookingCreated { _id name status guests } }', async () => {
      const res = await h.gql('mutation($input: BookingInput!) { createBooking(input: $input) { _id } }', {
        input: booking('Khách từ subscription'),
      });
      return res.body.data.createBooking._id;
    });
    expect(event.errors).toBeUndefined();
    expect(event.data!.bookingCreated).toMatchObject({ name: 'Khách từ subscription', status: 'new' });
    expect(triggered).toContain(event.data!.bookingCreated._id);
  });

  it('refuses bookingCreated without a token or with a bad one', async () => {
    for (const token of [undefined, 'garbage']) {
      const result = await refusal(connect(token), 'subscription { bookingCreated { _id } }');
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    // A refresh token is not an access token.
    const { refreshToken } = await h.signIn('editor');
    const result = await refusal(connect(refreshToken), 'subscription { bookingCreated { _id } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('delivers contactMessageCreated to staff only', async () => {
    const anonymous = await refusal(connect(), 'subscription { contactMessageCreated { _id } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const { accessToken } = await h.signIn('editor');
    const { event, triggered } = await firstEvent<{
      contactMessageCreated: { _id: string; subject: string };
    }>(connect(accessToken), 'subscription { contactMessageCreated { _id subject handled } }', async () => {
      const res = await h.api('/api/contact/create', {
        body: { name: 'Hà', email: 'ha@example.com', subject: 'Hỏi giờ mở cửa', message: 'Mấy giờ mở cửa?' },
      });
      return res.body.results._id;
    });
    expect(event.data!.contactMessageCreated.subject).toBe('Hỏi giờ mở cửa');
    expect(triggered).toContain(event.data!.contactMessageCreated._id);
  });

  it('delivers contentChanged to anonymous visitors', async () => {
    const { accessToken } = await h.signIn('editor');
    let n = 0;
    const { event, triggered } = await firstEvent<{ contentChanged: { type: string; id: string } }>(
      connect(),
      'subscription { contentChanged { type id } }',
      async () => {
        const res = await h.api('/api/tags/create', { body: { nameVi: `Thẻ ${++n}` }, token: accessToken });
        return res.body.results._id;
      },
    );
    expect(event.errors).toBeUndefined();
    expect(event.data!.contentChanged.type).toBe('tag');
    expect(triggered).toContain(event.data!.contentChanged.id);
  });
});
