import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import mongoose from 'mongoose';
import type sharpFn from 'sharp';
import type { Metadata } from 'sharp';
import { publishChange } from '../../lib/content-bus.ts';
import { AppError, badInput, databaseUnavailable } from '../../lib/errors.ts';
import { slugify } from '../../lib/slug.ts';
import { parseInput } from '../../lib/validate.ts';
import { requireRole } from '../auth/access.ts';
import type { AuthUser } from '../auth/auth.types.ts';
import { MediaModel } from './media.model.ts';
import { MEDIA_FILE_PATTERN, MEDIA_WIDTHS, mediaBuckets, mediaListInput } from './media.schemas.ts';
import { recordAudit } from '../audit/audit.service.ts';

let sharpLoading: Promise<typeof sharpFn> | undefined;
/**
 * sharp (libvips) is loaded with the first image to handle, not at start: importing it costs a
 * process tens of MB of RSS (docs/performance-log.md), which a gateway serving pages never needs.
 */
export function loadSharp(): Promise<typeof sharpFn> {
  return (sharpLoading ??= import('sharp').then(({ default: sharp }) => {
    // Every upload is a new image: libvips' operation cache (up to 50 MB) would only keep memory.
    sharp.cache(false);
    return sharp;
  }));
}

export interface Image {
  public_id: string;
  secure_url: string;
  width: number;
  height: number;
  placeholder: string;
}

export interface MediaItem extends Image {
  _id: string;
  originalName: string;
  originalBytes: number;
  variants: { bucket: number; width: number; height: number; file: string; bytes: number }[];
  createdAt: Date;
  updatedAt: Date;
}

export interface MediaPage {
  items: MediaItem[];
  total: number;
  page: number;
  pageSize: number;
}

const BUCKET_NAME = 'media';
const MAX_WIDTH = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1];

function bucket(): mongoose.mongo.GridFSBucket {
  const db = mongoose.connection.db;
  if (!db) throw databaseUnavailable();
  return new mongoose.mongo.GridFSBucket(db, { bucketName: BUCKET_NAME });
}

function toItem(doc: Record<string, unknown>): MediaItem {
  return { ...(doc as unknown as MediaItem), _id: String(doc._id) };
}

function publicIdFor(filename: string): string {
  const stem = slugify(filename.replace(/\.[a-z0-9]{1,5}$/i, ''))
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${stem || 'image'}-${crypto.randomBytes(5).toString('hex')}`;
}

function writeFile(name: string, data: Buffer, metadata: Record<string, unknown>): Promise<void> {
  return new Promise((resolve, reject) => {
    const stream = bucket().openUploadStream(name, { metadata: { contentType: 'image/webp', ...metadata } });
    stream.once('finish', () => resolve());
    stream.once('error', reject);
    stream.end(data);
  });
}

async function removeFiles(names: string[]): Promise<void> {
  if (!names.length) return;
  const b = bucket();
  const files = await b.find({ filename: { $in: names } }).toArray();
  await Promise.all(files.map((f) => b.delete(f._id).catch(() => undefined)));
}

/**
 * Decodes an image with sharp (auto-rotated by its EXIF orientation), stores WebP variants at the
 * contract's buckets in GridFS plus a record in `media`, and returns the Image reference. Anything
 * sharp cannot decode is refused with 415. No access check: callers (the upload route, the seed)
 * decide who may store.
 */
export async function storeImage(
  buffer: Buffer,
  filename: string,
  options: { createdBy?: string } = {},
): Promise<Image> {
  const unreadable = () =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not an image that can be read', {
      fields: { file: 'not a supported image' },
    });
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(buffer, { failOn: 'error' }).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
  } catch {
    throw unreadable();
  }
  const swap = (meta.orientation ?? 1) >= 5;
  const largest = Math.min(swap ? meta.height : meta.width, MAX_WIDTH);
  const public_id = publicIdFor(filename);

  let rendered: { bucket: number; width: number; height: number; file: string; data: Buffer }[];
  let placeholder: string;
  try {
    // Decode once (first frame only, EXIF orientation applied, shrunk to the largest variant);
    // every variant is then made from these pixels instead of decoding the upload again.
    const { data: pixels, info } = await sharp(buffer, { failOn: 'error', animated: false })
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    rendered = await Promise.all(
      mediaBuckets(info.width).map(async (v) => {
        let pipeline = sharp(pixels, raw);
        if (v.width < info.width) pipeline = pipeline.resize({ width: v.width });
        const out = await pipeline.webp({ quality: 80, effort: 2 }).toBuffer({ resolveWithObject: true });
        return {
          bucket: v.bucket,
          width: out.info.width,
          height: out.info.height,
          file: `${public_id}-${v.bucket}.webp`,
          data: out.data,
        };
      }),
    );
    const tiny = await sharp(pixels, raw).resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
    placeholder = `data:image/webp;base64,${tiny.toString('base64')}`;
  } catch {
    throw unreadable();
  }

  const top = rendered[rendered.length - 1];
  const image: Image = {
    public_id,
    secure_url: `/media/${top.file}`,
    width: top.width,
    height: top.height,
    placeholder,
  };
  const files = rendered.map((r) => r.file);
  try {
    await Promise.all(rendered.map((r) => writeFile(r.file, r.data, { public_id, width: r.width })));
    await MediaModel.create({
      ...image,
      originalName: filename.slice(0, 200),
      originalBytes: buffer.length,
      variants: rendered.map(({ data, ...v }) => ({ ...v, bytes: data.length })),
      createdBy: options.createdBy ?? '',
    });
  } catch (error) {
    // A failed upload leaves no orphan files behind.
    await removeFiles(files).catch(() => undefined);
    throw error;
  }
  return image;
}

/** The upload route's service: staff only, then decode and store. */
export async function uploadMedia({
  file,
  user,
}: {
  file: { buffer: Buffer; originalname?: string } | undefined;
  user?: AuthUser;
}): Promise<Image> {
  const caller = requireRole(user, 'editor');
  if (!file?.buffer?.length) throw badInput('Choose an image to upload', { file: 'required' });
  const image = await storeImage(file.buffer, file.originalname || 'image', { createdBy: caller.email });
  publishChange({ type: 'media', id: image.public_id });
  recordAudit({ user, action: 'upload', type: 'media', id: image.public_id, label: file.originalname ?? '' });
  return image;
}

export async function listMedia({ input, user }: { input?: unknown; user?: AuthUser }): Promise<MediaPage> {
  requireRole(user, 'editor');
  const { page, pageSize } = parseInput(mediaListInput, input ?? {});
  const [docs, total] = await Promise.all([
    MediaModel.find({})
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .lean(),
    MediaModel.countDocuments({}),
  ]);
  return { items: docs.map(toItem), total, page, pageSize };
}

export interface MediaFile {
  data: Buffer;
  contentType: string;
  etag: string;
}

// Small in-process cache: the same few hero images are asked for on every page view.
const CACHE_LIMIT_BYTES = 48 * 1024 * 1024;
const cache = new Map<string, MediaFile>();
let cachedBytes = 0;

function remember(name: string, file: MediaFile): void {
  if (file.data.length > CACHE_LIMIT_BYTES / 8) return;
  cache.set(name, file);
  cachedBytes += file.data.length;
  for (const [key, value] of cache) {
    if (cachedBytes <= CACHE_LIMIT_BYTES) break;
    cache.delete(key);
    cachedBytes -= value.data.length;
  }
}

/** A stored variant by its file name, or undefined when there is none. */
export async function readMediaFile(name: string): Promise<MediaFile | undefined> {
  if (!MEDIA_FILE_PATTERN.test(name)) return undefined;
  const hit = cache.get(name);
  if (hit) {
    cache.delete(name);
    cache.set(name, hit);
    return hit;
  }
  const b = bucket();
  const [info] = await b.find({ filename: name }).sort({ uploadDate: -1 }).limit(1).toArray();
  if (!info) return undefined;
  const chunks: Buffer[] = [];
  const stream: Readable = b.openDownloadStream(info._id);
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const file: MediaFile = {
    data: Buffer.concat(chunks),
    contentType: (info.metadata?.contentType as string | undefined) ?? 'image/webp',
    etag: `"${info._id.toString()}"`,
  };
  remember(name, file);
  return file;
}
