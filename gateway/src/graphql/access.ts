import { Kind, parse, type ConstDirectiveNode } from 'graphql';
import type { Access } from '../lib/openapi.ts';
import { requireRole } from '../modules/auth/access.ts';
import { ROLE_OF } from '../modules/auth/access-gate.ts';
import type { GraphQLContext } from './context.ts';
import type { Resolvers } from './generated/resolvers.ts';

const OPERATION_TYPES = ['Query', 'Mutation', 'Subscription'] as const;
type OperationType = (typeof OPERATION_TYPES)[number];
const ACCESS_VALUES: readonly string[] = ['public', 'optional', 'staff', 'admin'] satisfies Access[];

/** The rule of one operation, as its SDL declares it with `@access(rule: …)`. */
export interface OperationAccess {
  type: OperationType;
  field: string;
  access: Access;
}

function ruleOf(directives: readonly ConstDirectiveNode[] | undefined, where: string): Access {
  const found = (directives ?? []).filter((d) => d.name.value === 'access');
  const arg = found[0]?.arguments?.find((a) => a.name.value === 'rule')?.value;
  if (found.length !== 1 || arg?.kind !== Kind.ENUM || !ACCESS_VALUES.includes(arg.value))
    throw new Error(`${where} declares no access: add @access(rule: public|optional|staff|admin) to its SDL`);
  return arg.value as Access;
}

/** Every Query, Mutation and Subscription field with its rule; throws on a field that declares none. */
export function operationAccess(typeDefs: readonly string[]): OperationAccess[] {
  const rules: OperationAccess[] = [];
  for (const sdl of typeDefs) {
    for (const def of parse(sdl).definitions) {
      if (def.kind !== Kind.OBJECT_TYPE_DEFINITION && def.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
      const type = def.name.value as OperationType;
      if (!OPERATION_TYPES.includes(type)) continue;
      for (const f of def.fields ?? [])
        rules.push({ type, field: f.name.value, access: ruleOf(f.directives, `${type}.${f.name.value}`) });
    }
  }
  return rules;
}

type Fn = (parent: unknown, args: unknown, ctx: GraphQLContext, info: unknown) => unknown;

/**
 * The resolver maps with each staff or admin operation behind its declared rule, ahead of the
 * service's own check; public and optional ones are left as they are (no extra call on a read).
 */
export function guardResolvers(maps: readonly Resolvers[], rules: readonly OperationAccess[]): Resolvers[] {
  const roles = new Map(
    rules.flatMap((r) => (ROLE_OF[r.access] ? [[`${r.type}.${r.field}`, ROLE_OF[r.access]!]] : [])),
  );
  const guarded = new Set<string>();
  const out = maps.map((map) => {
    const copy: Record<string, unknown> = { ...map };
    for (const type of OPERATION_TYPES) {
      const fields = map[type] as Record<string, Fn | { subscribe: Fn }> | undefined;
      if (!fields) continue;
      const wrapped: Record<string, unknown> = { ...fields };
      for (const [name, resolver] of Object.entries(fields)) {
        const role = roles.get(`${type}.${name}`);
        if (!role) continue;
        guarded.add(`${type}.${name}`);
        const run = typeof resolver === 'function' ? resolver : resolver.subscribe;
        const behind: Fn = (parent, args, ctx, info) => {
          requireRole(ctx.user, role);
          return run(parent, args, ctx, info);
        };
        wrapped[name] = typeof resolver === 'function' ? behind : { ...resolver, subscribe: behind };
      }
      copy[type] = wrapped;
    }
    return copy as Resolvers;
  });
  // A restricted field left to graphql's default resolver would answer without its door.
  const open = [...roles.keys()].filter((k) => !guarded.has(k));
  if (open.length) throw new Error(`restricted operations without a resolver to guard: ${open.join(', ')}`);
  return out;
}
