import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import { superviseEmbeddedDatabase } from './supervisor.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-supervisor-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function recorder() {
  const lines: { level: string; msg: string; obj: Record<string, unknown> }[] = [];
  const at = (level: string) => (obj: object, msg: string) =>
    void lines.push({ level, msg, obj: obj as Record<string, unknown> });
  return { lines, log: { info: at('info'), error: at('error'), fatal: at('fatal') } };
}

async function until(check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(50);
  }
}

describe('the embedded database supervisor', () => {
  it('restarts a killed FerretDB on the same port and data, then gives up past the limit', async () => {
    const { lines, log } = recorder();
    let gaveUp = 0;
    const db = await superviseEmbeddedDatabase({
      dataDir,
      maxRestartsPerMinute: 2,
      log,
      onGiveUp: () => void gaveUp++,
    });
    try {
      const client = new mongoose.mongo.MongoClient(db.uri, { serverSelectionTimeoutMS: 20_000 });
      await client
        .db('t')
        .collection('c')
        .insertOne({ _id: 'kept' as never });

      // Killed as the out-of-memory killer would: logged with the signal, started again.
      for (let kill = 1; kill <= 2; kill++) {
        const before = db.current().process;
        expect(db.down()).toBe(false);
        before.kill('SIGKILL');
        await until(() => db.down());
        expect(db.outages()).toBe(kill);
        await until(() => db.current().process !== before && lines.some((l) => l.msg.includes('restarted')));
        expect(lines.filter((l) => l.msg.includes('exited unexpectedly (signal SIGKILL)'))).toHaveLength(
          kill,
        );
        expect(db.down()).toBe(false);
        lines.splice(
          lines.findIndex((l) => l.msg.includes('restarted')),
          1,
        );
      }
      const restarted = lines.filter((l) => l.level === 'error').map((l) => l.obj.restartInMs);
      expect(restarted).toEqual([200, 400]);
      // Same address, same data.
      expect(
        await client
          .db('t')
          .collection('c')
          .findOne({ _id: 'kept' as never }),
      ).toBeTruthy();
      await client.close();

      // A third exit within the minute: no loop, the gateway is told to give up.
      db.current().process.kill('SIGKILL');
      await until(() => gaveUp === 1);
      expect(lines.at(-1)).toMatchObject({ level: 'fatal' });
      expect(lines.at(-1)!.msg).toContain('giving up');
    } finally {
      await db.stop();
    }
  }, 90_000);

  it('a stop is not a crash: nothing is restarted', async () => {
    const { lines, log } = recorder();
    const db = await superviseEmbeddedDatabase({
      dataDir,
      maxRestartsPerMinute: 5,
      log,
      onGiveUp: () => undefined,
    });
    const child = db.current().process;
    await db.stop();
    await sleep(1000);
    expect(child.exitCode !== null || child.signalCode !== null).toBe(true);
    expect(db.current().process).toBe(child);
    expect(lines).toEqual([]);
  }, 60_000);
});
