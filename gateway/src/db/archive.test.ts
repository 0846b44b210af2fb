import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import mongoose from 'mongoose';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { useGateway } from '../testing/harness.ts';
import { ArchiveError, restoreDatabase } from './archive.ts';

const h = useGateway({ seed: true });
const run = promisify(execFile);
const cli = path.join(import.meta.dirname, 'archive-cli.ts');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-backup-'));
const { EJSON } = mongoose.mongo.BSON;
const restoredDbs: string[] = [];

afterAll(async () => {
  const client = mongoose.connection.getClient();
  for (const name of restoredDbs)
    await client
      .db(name)
      .dropDatabase()
      .catch(() => undefined);
  fs.rmSync(work, { recursive: true, force: true });
});

/** `make backup` / `make restore` as a user runs them, against the test database. */
function archiveCli(args: string[], dbName: string) {
  return run(process.execPath, [cli, ...args], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      MONGODB_URI: inject('mongoUri'),
      MONGODB_DB: dbName,
      DATA_DIR: path.join(work, 'data'),
    },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
}

function freshDbName(): string {
  const name = `t_restore_${crypto.randomBytes(5).toString('hex')}`;
  restoredDbs.push(name);
  return name;
}

/** Count and a content hash of every collection (documents in `_id` order, canonical EJSON). */
async function fingerprint(
  db: mongoose.mongo.Db,
): Promise<Record<string, { count: number; sha256: string }>> {
  const out: Record<string, { count: number; sha256: string }> = {};
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((c) => c.name)
    .filter((n) => !n.startsWith('bus_') && !n.startsWith('system.'))
    .sort();
  for (const name of names) {
    const docs = await db.collection(name).find({}).toArray();
    const lines = docs.map((d) => EJSON.stringify(d, { relaxed: false })).sort();
    out[name] = {
      count: docs.length,
      sha256: crypto.createHash('sha256').update(lines.join('\n')).digest('hex'),
    };
  }
  return out;
}

/** sha256 of every file in the media GridFS bucket, by file name. */
async function mediaHashes(db: mongoose.mongo.Db): Promise<Record<string, string>> {
  const bucket = new mongoose.mongo.GridFSBucket(db, { bucketName: 'media' });
  const out: Record<string, string> = {};
  for (const file of await bucket.find({}).toArray()) {
    const hash = crypto.createHash('sha256');
    for await (const chunk of bucket.openDownloadStream(file._id)) hash.update(chunk as Buffer);
    out[file.filename] = hash.digest('hex');
  }
  return out;
}

const sourceDb = () => mongoose.connection.db!;
let archive = '';

describe('backup and restore of the whole venue', () => {
  it('round-trips a seeded and edited venue: every collection and media file equal', async () => {
    const { accessToken } = await h.signIn('admin');
    // Changes on top of the seed: an upload, an edited event, a booking.
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'backup.png');
    const upload = await fetch(`${h.url}/api/media/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const events = await h.api('/api/events/all?pageSize=1', { token: accessToken });
    const event = events.body.results.items[0];
    const edited = await h.api(`/api/events/${event._id}`, {
      method: 'PUT',
      body: { titleVi: 'Tiêu đề sau khi sửa' },
      token: accessToken,
    });
    expect(edited.status).toBe(200);

    const backup = await archiveCli(['backup', '--out', work], sourceDb().databaseName);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/media\.chunks: \d+ documents/);
    archive = fs.readdirSync(work).find((f) => /^venue-\d{8}-\d{6}\.ndjson\.gz$/.test(f))!;
    expect(archive).toBeTruthy();
    archive = path.join(work, archive);

    const target = freshDbName();
    const restore = await archiveCli(['restore', archive], target);
    expect(restore.code, restore.output).toBe(0);

    const client = mongoose.connection.getClient();
    const before = await fingerprint(sourceDb());
    const after = await fingerprint(client.db(target));
    for (const name of ['users', 'events', 'news', 'areas', 'bookings', 'media.files', 'media.chunks']) {
      expect(Object.keys(before)).toContain(name);
    }
    expect(before.events!.count).toBeGreaterThan(0);
    expect(after).toEqual(before);
    const media = await mediaHashes(sourceDb());
    expect(Object.keys(media).length).toBeGreaterThan(0);
    expect(await mediaHashes(client.db(target))).toEqual(media);
    const restoredEvent = await client
      .db(target)
      .collection('events')
      .findOne({ _id: new mongoose.Types.ObjectId(String(event._id)) });
    expect(restoredEvent?.titleVi).toBe('Tiêu đề sau khi sửa');

    // Into a database that is not empty: refused, unless --force.
    const again = await archiveCli(['restore', archive], target);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/is not empty .*--force/);
    await client.db(target).collection('events').deleteMany({});
    const forced = await archiveCli(['restore', archive, '--force'], target);
    expect(forced.code, forced.output).toBe(0);
    expect(await fingerprint(client.db(target))).toEqual(before);
  });

  it('refuses a truncated or corrupted archive and changes nothing', async () => {
    expect(archive).toBeTruthy();
    const bytes = fs.readFileSync(archive);
    const plain = zlib.gunzipSync(bytes).toString('utf8');
    const lines = plain.trimEnd().split('\n');
    const broken: Record<string, Buffer> = {
      // cut mid-file: the gzip stream ends early
      truncated: bytes.subarray(0, Math.floor(bytes.length / 2)),
      // a flipped byte: gzip's CRC or a line's JSON fails
      corrupted: Buffer.from(bytes.map((b, i) => (i === Math.floor(bytes.length / 3) ? b ^ 0xff : b))),
      // a well-formed gzip of a backup that stopped before its end
      unfinished: zlib.gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join('\n') + '\n'),
      // a document changed after the backup: the trailer's checksum no longer matches
      tampered: zlib.gzipSync(plain.replace('Tiêu đề sau khi sửa', 'Tiêu đề khác')),
    };
    const client = mongoose.connection.getClient();
    for (const [kind, content] of Object.entries(broken)) {
      const file = path.join(work, `${kind}.ndjson.gz`);
      fs.writeFileSync(file, content);
      const target = freshDbName();
      const error = await restoreDatabase(client.db(target), file).catch((e: unknown) => e);
      expect(error, kind).toBeInstanceOf(ArchiveError);
      expect((error as Error).message, kind).toMatch(/truncated|corrupted/);
      expect(await client.db(target).listCollections().toArray(), kind).toEqual([]);
    }
    const viaCli = await archiveCli(['restore', path.join(work, 'truncated.ndjson.gz')], freshDbName());
    expect(viaCli.code).toBe(1);
    expect(viaCli.output).toMatch(/restore refused: Archive is (truncated|corrupted)/);
  });
});
