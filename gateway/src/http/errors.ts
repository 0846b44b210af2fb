import type { ErrorRequestHandler, Request, Response } from 'express';
import { AppError, notFound, toAppError } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';

/** The JSON body of every REST error: `{ error: { code, message, fields?, requestId } }`. */
export function errorBody(error: AppError, requestId: string) {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.details ? { details: error.details } : {}),
      requestId,
    },
  };
}

export function sendError(req: Request, res: Response, error: AppError): void {
  if (error.retryAfterSeconds) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  res.status(error.status).json(errorBody(error, String(req.id)));
}

/** Last middleware: every failure becomes `{ error: { code, message, fields? } }`, never a stack trace. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const error = toAppError(err);
  if (error.status >= 500) logger.error({ err, reqId: req.id }, 'request failed');
  if (res.headersSent) return;
  sendError(req, res, error);
};

export function apiNotFound(req: Request, res: Response): void {
  sendError(req, res, notFound(`Route ${req.method} ${req.path}`));
}

/** Failures before GraphQL runs (body too large, not JSON) answered in GraphQL's shape on /graphql. */
export const graphqlTransportError: ErrorRequestHandler = (err, req, res, _next) => {
  const error = toAppError(err);
  if (error.status >= 500) logger.error({ err, reqId: req.id }, 'graphql request failed');
  if (res.headersSent) return;
  res.status(error.status).json({
    errors: [{ message: error.message, extensions: { code: error.code, requestId: String(req.id) } }],
  });
};
