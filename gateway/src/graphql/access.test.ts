import { describe, expect, it } from 'vitest';
import { guardResolvers, operationAccess } from './access.ts';
import type { GraphQLContext } from './context.ts';
import type { Resolvers } from './generated/resolvers.ts';

const sdl = /* GraphQL */ `
  extend type Query {
    open: Int @access(rule: public)
    mine: Int @access(rule: staff)
  }
  extend type Mutation {
    purge: Int @access(rule: admin)
  }
  extend type Subscription {
    ticks: Int @access(rule: staff)
  }
  type Other {
    anything: Int
  }
`;

const ctx = (role?: 'editor' | 'admin') =>
  ({ user: role ? { id: 'u', email: 'u@venue.test', role } : undefined }) as GraphQLContext;
const codeOf = (run: () => unknown) => {
  try {
    run();
    return 'passed';
  } catch (e) {
    return (e as { code?: string }).code;
  }
};

describe('operationAccess', () => {
  it('reads every operation’s rule, and only operations', () => {
    expect(operationAccess([sdl])).toEqual([
      { type: 'Query', field: 'open', access: 'public' },
      { type: 'Query', field: 'mine', access: 'staff' },
      { type: 'Mutation', field: 'purge', access: 'admin' },
      { type: 'Subscription', field: 'ticks', access: 'staff' },
    ]);
  });

  it('throws on an operation that declares none, or an unknown rule', () => {
    expect(() => operationAccess(['extend type Mutation { wipe: Int }'])).toThrow(
      'Mutation.wipe declares no access',
    );
    expect(() => operationAccess(['type Query { x: Int @access(rule: anyone) }'])).toThrow(
      'Query.x declares no access',
    );
  });
});

describe('guardResolvers', () => {
  const open = () => 1;
  const maps = guardResolvers(
    [
      {
        Query: { open, mine: () => 2 },
        Mutation: { purge: () => 3 },
        Subscription: { ticks: { subscribe: () => 'stream' } },
      } as unknown as Resolvers,
    ],
    operationAccess([sdl]),
  );
  const r = maps[0] as unknown as Record<string, Record<string, any>>;
  const run = (type: string, field: string, c: GraphQLContext) => () => {
    const f = r[type]![field];
    return typeof f === 'function' ? f(null, {}, c, null) : f.subscribe(null, {}, c, null);
  };

  it('leaves public operations as they are', () => {
    expect(r.Query!.open).toBe(open);
  });

  it('puts staff and admin operations behind their rule', () => {
    expect(codeOf(run('Query', 'mine', ctx()))).toBe('UNAUTHENTICATED');
    expect(codeOf(run('Query', 'mine', ctx('editor')))).toBe('passed');
    expect(codeOf(run('Mutation', 'purge', ctx('editor')))).toBe('FORBIDDEN');
    expect(run('Mutation', 'purge', ctx('admin'))()).toBe(3);
    expect(codeOf(run('Subscription', 'ticks', ctx()))).toBe('UNAUTHENTICATED');
    expect(run('Subscription', 'ticks', ctx('editor'))()).toBe('stream');
  });

  it('throws when a restricted operation has no resolver to guard', () => {
    expect(() => guardResolvers([{ Query: { open } } as Resolvers], operationAccess([sdl]))).toThrow(
      'Query.mine',
    );
  });
});
