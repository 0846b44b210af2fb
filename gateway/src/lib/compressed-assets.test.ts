import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressedAssets, pickEncoding } from './compressed-assets.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-'));
const big = 'export const x = ' + JSON.stringify('venue '.repeat(2000)) + ';\n';
let server: http.Server;
let base: string;

/** Raw request (fetch would decode the body itself). */
function get(
  p: string,
  encoding?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + p, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  fs.writeFileSync(path.join(dir, 'app-abc.js'), big);
  fs.writeFileSync(path.join(dir, 'tiny.css'), 'a{}');
  fs.writeFileSync(path.join(dir, 'pre-abc.js'), big);
  fs.writeFileSync(path.join(dir, 'pre-abc.js.br'), zlib.brotliCompressSync('/* the build made this */'));
  fs.writeFileSync(path.join(path.dirname(dir), `${path.basename(dir)}-outside.js`), big);
  const app = express();
  app.use('/assets', compressedAssets(dir), express.static(dir));
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}-outside.js`, { force: true });
});

describe('compressed assets', () => {
  it('picks brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });

  it('serves brotli or gzip of the same bytes, immutable, and plain files otherwise', async () => {
    const br = await get('/assets/app-abc.js', 'gzip, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(big.length / 10);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(big);

    const gz = await get('/assets/app-abc.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(big);

    const plain = await get('/assets/app-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(big);
    // Too small to be worth it.
    expect((await get('/assets/tiny.css', 'br')).headers['content-encoding']).toBeUndefined();
  });

  it("prefers the build's own compressed copy", async () => {
    const res = await get('/assets/pre-abc.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe('/* the build made this */');
  });

  it('never leaves its folder and passes unknown files on', async () => {
    expect((await get(`/assets/..%2F${path.basename(dir)}-outside.js`, 'br')).status).toBe(404);
    expect((await get('/assets/missing.js', 'br')).status).toBe(404);
  });
});
