import pino from 'pino';

export const logger = pino({
  level: 'info',
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      '*.password',
      '*.refreshToken',
      '*.accessToken',
      'password',
      'refreshToken',
      'accessToken',
    ],
    censor: '[redacted]',
  },
});

/**
 * One short access-log line a request, as a web server writes (id, method, address, status, time):
 * not every header of the request and the answer, 1.5 kB a line, made when the request starts and
 * held while it runs (under load, a large part of the gateway's peak memory).
 * A preview link's token is not written.
 */
export const accessLogSerializers = {
  req: (req: {
    id: unknown;
    method: string;
    url: string;
    remoteAddress?: string;
    headers?: Record<string, unknown>;
  }) => ({
    id: req.id,
    method: req.method,
    url: req.url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]'),
    remoteAddress: req.remoteAddress,
    userAgent: req.headers?.['user-agent'],
  }),
  res: (res: { statusCode: number | null }) => ({ statusCode: res.statusCode }),
};
