import type { ZodError } from 'zod';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'GONE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export const STATUS_OF: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A single-use link that was used already or has expired. */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

export type FieldErrors = Record<string, string>;

/** The one error type services throw; REST and GraphQL adapters translate it. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: FieldErrors;
  readonly retryAfterSeconds?: number;
  /** More for the client to act on (a full slot's still open ones); sent as is. */
  details?: Record<string, unknown>;
  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: FieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
  get status(): number {
    return STATUS_OF[this.code];
  }
}

export const badInput = (message: string, fields?: FieldErrors) =>
  new AppError('BAD_USER_INPUT', message, { fields });
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const unauthenticated = (message = 'Sign in required') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have the right to do this') =>
  new AppError('FORBIDDEN', message);
export const databaseUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'The database is unavailable, please try again shortly');
export const conflict = (message: string, fields?: FieldErrors) =>
  new AppError('CONFLICT', message, { fields });

export function fieldsFromZod(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Shutdown, failover and network codes the MongoDB driver treats as retryable, plus its labels. */
const TRANSIENT_CODES = new Set([6, 7, 89, 91, 189, 262, 9001, 10107, 11600, 11602, 13435, 13436]);
function isTransientServerError(error: unknown): boolean {
  const e = error as { code?: unknown; message?: string; hasErrorLabel?: (label: string) => boolean };
  if (typeof e.code === 'number' && TRANSIENT_CODES.has(e.code)) return true;
  if (['RetryableWriteError', 'ResetPool', 'SystemOverloadedError'].some((l) => e.hasErrorLabel?.(l)))
    return true;
  return /context canceled|shutting down|shutdown in progress/i.test(e.message ?? '');
}

/** Translates database and library errors that can come from bad input into AppErrors. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  // Module graphs loaded twice (tests, bundlers) break instanceof; the name and code still hold.
  const maybe = error as Partial<AppError> | undefined;
  if (maybe?.name === 'AppError' && maybe.code && maybe.code in STATUS_OF) {
    const copy = new AppError(maybe.code, maybe.message ?? 'Error', {
      fields: maybe.fields,
      retryAfterSeconds: maybe.retryAfterSeconds,
    });
    copy.details = maybe.details;
    return copy;
  }
  const e = error as {
    name?: string;
    code?: number | string;
    keyValue?: Record<string, unknown>;
    errors?: Record<string, { message: string }>;
    kind?: string;
    path?: string;
    type?: string;
    status?: number;
    issues?: unknown;
  };
  if (e?.name === 'ZodError') return badInput('Invalid input', fieldsFromZod(error as ZodError));
  if (e?.code === 11000) {
    const field = Object.keys(e.keyValue ?? {})[0] ?? 'slug';
    return conflict(`${field} already in use`, { [field]: 'already in use' });
  }
  if (e?.name === 'CastError')
    return badInput(`Invalid ${e.path ?? 'value'}`, { [e.path ?? 'id']: 'invalid value' });
  if (e?.name === 'ValidationError' && e.errors) {
    const fields: FieldErrors = {};
    for (const [k, v] of Object.entries(e.errors)) fields[k] = v.message;
    return badInput('Invalid input', fields);
  }
  if (e?.type === 'entity.too.large' || e?.code === 'LIMIT_FILE_SIZE') {
    return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large');
  }
  if (e?.type === 'entity.parse.failed') return badInput('The request body is not valid JSON');
  // The router cannot decode a path parameter such as `%FF` or `%`: the URL is the client's mistake.
  if (e?.name === 'URIError') return badInput('The address is not validly percent-encoded');
  // BSON refuses null bytes in regular expressions and keys: a search such as `?search=%00` is bad input.
  if (e?.name === 'BSONError')
    return badInput('The input contains characters that cannot be searched or stored');
  if (e?.type && typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    return badInput(`Malformed request (${e.type})`);
  }
  if (
    e?.name === 'MongoServerSelectionError' ||
    e?.name === 'MongoNotConnectedError' ||
    e?.name === 'MongoNetworkError' ||
    e?.name === 'MongoNetworkTimeoutError' ||
    e?.name === 'MongooseServerSelectionError' ||
    e?.name === 'MongoPoolClearedError' ||
    e?.name === 'MongoTopologyClosedError' ||
    e?.name === 'MongoServerClosedError' ||
    // The server is going away (shutdown, failover): retryable by the driver's own rules.
    (e?.name === 'MongoServerError' && isTransientServerError(error)) ||
    // A raw socket error from the driver's connection (the database went away mid-write).
    (typeof e?.code === 'string' && SOCKET_ERRORS.has(e.code)) ||
    // mongoose gave up waiting for the connection (bufferTimeoutMS) while the database was away
    (e?.name === 'MongooseError' &&
      /buffering timed out|initial connection/i.test(String((error as Error).message))) ||
    // An insert of several documents cut off by the database going away (no document's own error).
    (e?.name === 'MongoBulkWriteError' &&
      !(error as { writeErrors?: unknown[] }).writeErrors?.length &&
      /ECONN|closed|timed out|network|not connected/i.test(String((error as Error).message)))
  ) {
    return databaseUnavailable();
  }
  return new AppError('INTERNAL_SERVER_ERROR', 'Internal server error');
}

/** Socket failures Node reports when the peer (the database) closed or refused the connection. */
const SOCKET_ERRORS = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED', 'ECONNABORTED', 'ETIMEDOUT']);

/** For nullable look-ups (`event(slug)`): an unknown item is `null`, not an error; other errors still throw. */
export async function orNull<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (toAppError(error).code === 'NOT_FOUND') return null;
    throw error;
  }
}
