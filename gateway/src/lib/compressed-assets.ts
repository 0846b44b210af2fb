import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RequestHandler } from 'express';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** Which encoding the client takes, brotli first; `q=0` refuses one. */
export function pickEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name!.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

/**
 * The built frontend's hashed assets (immutable) compressed once (the build's .br/.gz copies, or
 * here in the background thread pool) and kept in memory: the production start serves `make start` visitors (and Lighthouse) brotli or
 * gzip without a proxy in front. Anything else, or a client that takes neither, falls through to
 * express.static.
 */
export function compressedAssets(dir: string): RequestHandler {
  const root = path.resolve(dir);
  const cache = new Map<string, Promise<Buffer | null>>();
  const compress = (file: string, encoding: Encoding): Promise<Buffer | null> => {
    const key = `${encoding}:${file}`;
    let entry = cache.get(key);
    if (!entry) {
      // The build's own copy (quality 11, frontend/vite.config.ts) when there is one; otherwise
      // compressed here once, at a quality that takes milliseconds rather than seconds.
      const prebuilt = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
      entry = fs.promises.readFile(file).then(async (raw) => {
        if (raw.length < MIN_BYTES) return null;
        const built = await fs.promises.readFile(prebuilt).catch(() => null);
        if (built) return built;
        return encoding === 'br'
          ? brotli(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            })
          : gzip(raw, { level: 9 });
      });
      entry.catch(() => cache.delete(key));
      cache.set(key, entry);
    }
    return entry;
  };

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = TYPES[path.extname(req.path)];
    const encoding = type ? pickEncoding(req.headers['accept-encoding']) : undefined;
    if (!type || !encoding) return next();
    let name: string;
    try {
      name = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.resolve(root, `.${name}`);
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file)) return next();
    compress(file, encoding).then(
      (body) => {
        if (!body) return next();
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Content-Length', String(body.length));
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.status(200).end(req.method === 'HEAD' ? undefined : body);
      },
      () => next(),
    );
  };
}
