import crypto from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { createRequire } from 'node:module';
import { ApolloServer, HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { RequestHandler } from 'express';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { toAppError } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import { answerCachesEnabled } from '../lib/cache.ts';
import { responseCache, trackReads } from '../lib/read-cache.ts';
import { authenticate } from '../modules/auth/auth.service.ts';
import { createContext, httpContext, type GraphQLContext } from './context.ts';

/**
 * graphql as Node loads it for the schema and graphql-ws (its CommonJS build). A bundler-style
 * resolver (the test runner's) may hand this file the ESM build instead, and graphql refuses to mix
 * the two ("from another module or realm"), so the socket's checks take it from here.
 */
const graphqlRuntime = createRequire(import.meta.url)('graphql') as typeof import('graphql');

/**
 * graphql-armor's token limit parses the document in `parsingDidStart`, where a throw is an
 * "unexpected error" (HTTP 500). A syntax error is left to Apollo's own parser (400
 * GRAPHQL_PARSE_FAILED); the token limit itself is refused as the client's mistake (400).
 */
function clientErrorsOnParse(plugin: ApolloServerPlugin<GraphQLContext>): ApolloServerPlugin<GraphQLContext> {
  if (!plugin.requestDidStart) return plugin;
  const isLimit = (error: unknown) => /limit/i.test(String((error as Error)?.message ?? error));
  return {
    ...plugin,
    async requestDidStart(ctx) {
      const listener = await plugin.requestDidStart!(ctx);
      if (!listener?.parsingDidStart) return listener;
      const parsing = listener.parsingDidStart.bind(listener);
      return {
        ...listener,
        async parsingDidStart(requestContext) {
          try {
            return await parsing(requestContext);
          } catch (error) {
            if (isLimit(error)) throw error;
            return undefined;
          }
        },
      };
    },
    ...(plugin.unexpectedErrorProcessingRequest && {
      async unexpectedErrorProcessingRequest(args) {
        try {
          await plugin.unexpectedErrorProcessingRequest!(args);
        } catch (error) {
          // armor re-throws the limit as a GraphQLError: give it a client status.
          const extensions = (error as { extensions?: Record<string, unknown> }).extensions;
          if (extensions && isLimit(error)) extensions.http = { status: 400 };
          throw error;
        }
      },
    }),
  };
}

/** UNAUTHENTICATED answers 401 and FORBIDDEN 403, so the client's refresh/logout rules match REST. */
const httpStatusPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      // Over HTTP a subscription would run its resolver as a query and fail as an internal error.
      async didResolveOperation({ operation }) {
        if (operation?.operation === 'subscription')
          throw new graphqlRuntime.GraphQLError(
            'Subscriptions are served over WebSocket (graphql-ws) at /graphql',
            {
              extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
            },
          );
      },
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const errors = response.body.singleResult.errors;
        if (!errors?.length) return;
        const codes = new Set(errors.map((e) => e.extensions?.code));
        if (codes.size !== 1) return;
        if (codes.has('UNAUTHENTICATED')) response.http.status = 401;
        else if (codes.has('FORBIDDEN')) response.http.status = 403;
        else if (codes.has('TOO_MANY_REQUESTS')) {
          response.http.status = 429;
          const retryAfter = errors[0]?.extensions?.retryAfter;
          if (typeof retryAfter === 'number') response.http.headers.set('retry-after', String(retryAfter));
        }
      },
    };
  },
};

/** AppErrors keep their code (and invalid fields); anything unexpected is hidden. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  // Duck-typed: graphql can be loaded twice (ESM and CJS builds), which breaks instanceof.
  const original =
    error && typeof error === 'object' && 'originalError' in error ? error.originalError : error;
  if (original && (original as Error).name !== 'GraphQLError') {
    const app = toAppError(original);
    if (app.status >= 500) logger.error({ err: original }, 'graphql resolver failed');
    return {
      message: app.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: app.code,
        ...(app.fields ? { fields: app.fields } : {}),
        ...(app.details ? { details: app.details } : {}),
        ...(app.retryAfterSeconds
          ? { retryAfter: app.retryAfterSeconds, retryAfterSeconds: app.retryAfterSeconds }
          : {}),
      },
    };
  }
  const { stacktrace: _omit, ...extensions } = (formatted.extensions ?? {}) as Record<string, unknown>;
  return { ...formatted, extensions };
}

/**
 * Anonymous queries are answered from the read cache's answer store when the same document and
 * variables were answered before and none of the read models behind the answer has changed or
 * expired since (see `responseCache` in lib/read-cache.ts): no execution at all. Staff (who see
 * drafts), mutations and answers with errors are never stored.
 */
const answerKey = (queryHash: string, operationName: unknown, variables: unknown) =>
  `${queryHash}:${typeof operationName === 'string' ? operationName : ''}:${JSON.stringify(variables ?? {})}`;

/**
 * The stored answer for an anonymous GraphQL POST body whose document, operation name and
 * variables were answered before (see http/hot-lane.ts: answered before the middleware stack and
 * Apollo, no parsing, no pipeline). The document passed every check when it was first answered;
 * anything unusual returns undefined and goes to Apollo.
 */
export function storedAnswerBody(b: unknown): Buffer | undefined {
  if (!b || typeof b !== 'object' || Array.isArray(b)) return undefined;
  const { query, operationName, variables, extensions } = b as Record<string, unknown>;
  if (
    typeof query !== 'string' ||
    extensions !== undefined ||
    (operationName != null && typeof operationName !== 'string') ||
    (variables != null && (typeof variables !== 'object' || Array.isArray(variables)))
  )
    return undefined;
  const hash = crypto.createHash('sha256').update(query).digest('hex');
  return responseCache.getBody(answerKey(hash, operationName ?? undefined, variables ?? undefined));
}

/** A preview's answer (`noStore`) is never kept by anyone. */
function markNoStore(response: { http: { headers: HeaderMap } }): void {
  response.http.headers.set('cache-control', 'no-store');
  response.http.headers.set('x-robots-tag', 'noindex');
}

/** With READ_CACHE=off: no key to make per request, nothing looked up or kept. */
const noStoreOnly: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        if (contextValue.noStore) markNoStore(response);
      },
    };
  },
};

const anonymousAnswersPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart(ctx) {
    if (!answerCachesEnabled()) return noStoreOnly.requestDidStart!(ctx);
    let key: string | undefined;
    let fromCache = false;
    return {
      async responseForOperation(ctx) {
        // No operation when operationName names none in the document: Apollo answers 400 itself.
        if (ctx.contextValue.user || ctx.operation?.operation !== 'query' || !ctx.queryHash) return null;
        key = answerKey(ctx.queryHash, ctx.request.operationName, ctx.request.variables);
        const hit = responseCache.get(key) as { data: Record<string, unknown> } | undefined;
        if (!hit) return null;
        fromCache = true;
        return {
          http: { status: undefined, headers: new HeaderMap() },
          body: { kind: 'single', singleResult: hit },
        };
      },
      async willSendResponse({ response, contextValue }) {
        if (contextValue.noStore) return markNoStore(response);
        if (!key || fromCache || response.body.kind !== 'single') return;
        const { data, errors } = response.body.singleResult;
        if (errors?.length || !data) return;
        await responseCache.put(key, { data });
      },
    };
  },
};

export const armorLimits = {
  maxDepth: { n: 10 },
  maxAliases: { n: 20 },
  maxDirectives: { n: 20 },
  maxTokens: { n: 2000 },
  costLimit: { maxCost: 5000 },
  blockFieldSuggestion: { enabled: true },
};

/**
 * Apollo's Express handler, as `@as-integrations/express5` writes it but without its `url.parse`
 * (Node 24 walks the caller's stack on each call for that API's deprecation warning: 5.6% of the
 * CPU of a cold GraphQL events page) and without Express's `res.send` (its ETag is off here).
 */
function expressHandler(server: ApolloServer<GraphQLContext>): RequestHandler {
  return async (req, res) => {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers))
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    const query = req.url.indexOf('?');
    const answer = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method.toUpperCase(),
        headers,
        search: query < 0 ? '' : req.url.slice(query),
        body: req.body,
      },
      context: async () => httpContext(req),
    });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      res.end(answer.body.string);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  };
}

export async function createGraphQL(options: {
  schema: GraphQLSchema;
  httpServer: HttpServer;
  production: boolean;
}): Promise<{ middleware: RequestHandler; stop: () => Promise<void> }> {
  const { schema, httpServer, production } = options;
  const armor = new ApolloArmor(armorLimits);
  // graphql-armor resolves @apollo/server's CJS types; the plugins are the same at run time.
  const protection = armor.protect() as unknown as {
    plugins: ApolloServerPlugin<GraphQLContext>[];
    validationRules: NonNullable<ConstructorParameters<typeof ApolloServer>[0]['validationRules']>;
    allowBatchedHttpRequests: boolean;
  };

  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const wsCleanup = useServer<{ authorization?: string; Authorization?: string; token?: string }>(
    {
      schema,
      context: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        const raw = params.authorization ?? params.Authorization ?? params.token;
        const token = typeof raw === 'string' ? raw.replace(/^Bearer\s+/i, '') : undefined;
        const user = token ? await authenticate(token).catch(() => undefined) : undefined;
        return createContext(user, undefined, ctx.extra.request.socket.remoteAddress);
      },
      // The socket gets the HTTP limits too (Apollo's armor plugins do not see it): tokens at parse,
      // depth, aliases, directives and cost at validation. Errors are rebuilt as the GraphQLError
      // graphql-ws checks with instanceof.
      onSubscribe: (_ctx, _id, payload) => {
        const { GraphQLError, parse, specifiedRules, validate } = graphqlRuntime;
        const refuse = (errors: readonly { message: string }[]) =>
          errors.map(
            (e) => new GraphQLError(e.message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
          );
        let document;
        try {
          document = parse(payload.query, { maxTokens: armorLimits.maxTokens.n });
        } catch (error) {
          return refuse([error as Error]);
        }
        const errors = validate(schema, document, [
          ...specifiedRules,
          ...((protection.validationRules ?? []) as unknown as typeof specifiedRules),
        ]);
        return errors.length ? refuse(errors) : undefined;
      },
      // Subscriptions refused by a resolver (staff-only streams) carry the same codes as HTTP answers.
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors?.length
          ? { ...result, errors: result.errors.map((e) => formatError(e.toJSON(), e)) }
          : undefined,
    },
    wsServer,
  );

  const server = new ApolloServer<GraphQLContext>({
    schema,
    introspection: !production,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    // server.ts handles SIGINT/SIGTERM (stopping Apollo, HTTP and the database, then exit 0); Apollo's
    // own handler would raise the signal again after its stop and kill the process mid-shutdown.
    stopOnTerminationSignals: false,
    formatError,
    ...protection,
    plugins: [
      ...protection.plugins.map(clientErrorsOnParse),
      httpStatusPlugin,
      anonymousAnswersPlugin,
      // No @cacheControl hints here: without the default plugin no hook runs for every field.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: 2000 }),
      ...(production ? [ApolloServerPluginLandingPageDisabled()] : []),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await wsCleanup.dispose();
            },
          };
        },
      },
    ],
    validationRules: [...(protection.validationRules ?? [])],
  });
  await server.start();
  const middleware = expressHandler(server);
  return {
    // Each request tracks the cached read models it uses (anonymousAnswersPlugin).
    middleware: (req, res, next) =>
      answerCachesEnabled() ? trackReads(() => middleware(req, res, next)) : middleware(req, res, next),
    stop: async () => {
      await server.stop();
      wsServer.close();
    },
  };
}
