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
