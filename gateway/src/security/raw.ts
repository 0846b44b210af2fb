import crypto from 'node:crypto';
import http from 'node:http';
import mongoose from 'mongoose';

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
  json: any;
}

/**
 * Sends a request exactly as given: unlike fetch, node:http does not normalise `..`, `%2e` or
 * unicode in the path, so the gateway sees what an attacker would send.
 */
export function rawRequest(
  baseUrl: string,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method,
        path: options.path,
        headers: {
          ...(options.body !== undefined
            ? { 'content-length': String(Buffer.byteLength(options.body)) }
            : {}),
          ...options.headers,
        },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text,
            json,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`timeout: ${options.method} ${options.path}`)));
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/**
 * Document count and a hash of every document, per collection (sorted by _id), of this file's
 * database; `exclude` names collections, or their beginning with a trailing `*`.
 */
export async function databaseSnapshot(exclude: string[] = []): Promise<Record<string, string>> {
  const db = mongoose.connection.db!;
  const excluded = (n: string) =>
    exclude.some((e) => (e.endsWith('*') ? n.startsWith(e.slice(0, -1)) : n === e));
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((c) => c.name)
    .filter((n) => !excluded(n) && !n.startsWith('system.'))
    .sort();
  const entries = await Promise.all(
    names.map(async (name) => {
      const docs = await db.collection(name).find({}).sort({ _id: 1 }).toArray();
      const hash = crypto.createHash('sha256').update(JSON.stringify(docs)).digest('hex').slice(0, 16);
      return [name, `${docs.length}:${hash}`] as const;
    }),
  );
  return Object.fromEntries(entries);
}
