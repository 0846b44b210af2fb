import { Router, type NextFunction, type Request, type Response } from 'express';
import type Multer from 'multer';
import { AppError, badInput, notFound } from '../../lib/errors.ts';
import { lazyRequire } from '../../lib/lazy.ts';
import { sendError } from '../../http/errors.ts';
import { requireRole } from '../auth/access.ts';
import { listMedia, readMediaFile, uploadMedia } from './media.service.ts';
import { MEDIA_MAX_BYTES } from './media.schemas.ts';

const multer = lazyRequire<typeof Multer>('multer');
let upload: ReturnType<ReturnType<typeof Multer>['single']> | undefined;

/** The multipart reader, made with the first upload (only staff upload: readers never load multer). */
function uploader(): NonNullable<typeof upload> {
  return (upload ??= multer()({
    storage: multer().memoryStorage(),
    // Browsers send UTF-8 file names ("Sân khấu.png"); busboy would read them as latin1.
    defParamCharset: 'utf8',
    limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 },
  }).single('file'));
}

/** multer reports its limits with its own error type; the API speaks AppError. */
function receiveFile(req: Request, res: Response, next: NextFunction): void {
  uploader()(req, res, (error: unknown) => {
    if (!error) return next();
    const e = error as { name?: string; code?: string; field?: string };
    if (e.code === 'LIMIT_FILE_SIZE') {
      return next(
        new AppError('PAYLOAD_TOO_LARGE', 'The image is larger than 10 MB', {
          fields: { file: 'larger than 10 MB' },
        }),
      );
    }
    if (e.name === 'MulterError') {
      return next(
        badInput('Send one image in the multipart field "file"', {
          file:
            e.code === 'LIMIT_UNEXPECTED_FILE' && e.field && e.field !== 'file'
              ? `expected the image in the field "file", not "${e.field.slice(0, 40)}"`
              : 'send exactly one image',
        }),
      );
    }
    return next(badInput('The upload could not be read', { file: 'malformed multipart body' }));
  });
}

/** /api/media: uploads and the library (staff). */
export const mediaRouter = Router();

mediaRouter.post(
  '/upload',
  // Refuse anonymous callers before reading up to 10 MB of body.
  (req, _res, next) => {
    requireRole(req.user, 'editor');
    next();
  },
  receiveFile,
  async (req, res) => {
    res.status(201).json({ results: await uploadMedia({ file: req.file, user: req.user }) });
  },
);
mediaRouter.get('/all', async (req, res) => {
  res.json({ results: await listMedia({ input: req.query, user: req.user }) });
});
mediaRouter.get('/', async (req, res) => {
  res.json({ results: await listMedia({ input: req.query, user: req.user }) });
});

/** /media/<public_id>-<bucket>.webp: the stored variants, cacheable for a year (names never change). */
export const mediaFilesRouter = Router();

mediaFilesRouter.get('/:file', async (req, res) => {
  const file = await readMediaFile(req.params.file);
  if (!file) return sendError(req, res, notFound('Media file'));
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('ETag', file.etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.headers['if-none-match'] === file.etag) return res.status(304).end();
  res.setHeader('Content-Length', String(file.data.length));
  return res.end(req.method === 'HEAD' ? undefined : file.data);
});
mediaFilesRouter.use((req, res) => sendError(req, res, notFound('Media file')));
