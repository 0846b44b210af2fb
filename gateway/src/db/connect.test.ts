import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertEachOnce, insertOnce, tryWrite, writeWhenAvailable, WRITE_TRY_MS } from './connect.ts';

afterEach(() => vi.useRealTimers());

describe('a write the driver never settles', () => {
  it('is given up after WRITE_TRY_MS as a clear 503, and a write that answers is untouched', async () => {
    vi.useFakeTimers();
    const never = tryWrite(() => new Promise<never>(() => undefined));
    const outcome = never.then(
      () => 'stored',
      (error: { code?: string; status?: number }) => `${error.code} ${error.status}`,
    );
    await vi.advanceTimersByTimeAsync(WRITE_TRY_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('SERVICE_UNAVAILABLE 503');
    await expect(tryWrite(async () => 'stored')).resolves.toBe('stored');
  });

  it('frees what waits behind it: the retrying writer and a claim by insert', async () => {
    vi.useFakeTimers();
    const model = { create: () => new Promise<never>(() => undefined) } as never;
    const claim = insertOnce(model, { _id: 'x' }).catch((error: { code?: string }) => error.code);
    const retried = writeWhenAvailable(() => new Promise<never>(() => undefined)).catch(
      (error: { code?: string }) => error.code,
    );
    await vi.advanceTimersByTimeAsync(WRITE_TRY_MS + 10);
    expect(await claim).toBe('SERVICE_UNAVAILABLE');
    expect(await retried).toBe('SERVICE_UNAVAILABLE');
  });
});

describe('an unordered insert of several documents', () => {
  const bulkError = (message: string, writeErrors: { index: number; code: number }[]) =>
    Object.assign(new Error(message), { name: 'MongoBulkWriteError', writeErrors });

  it('reports the documents stored before, and the database going away as a 503', async () => {
    const taken = await insertEachOnce(async () => {
      throw bulkError('E11000 duplicate key error', [{ index: 1, code: 11000 }]);
    }, 3);
    expect([...taken]).toEqual([1]);
    const away = insertEachOnce(async () => {
      throw bulkError('connection 7 to 127.0.0.1:27017 closed', []);
    }, 3);
    await expect(away).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    const other = insertEachOnce(async () => {
      throw bulkError('Document failed validation', [{ index: 0, code: 121 }]);
    }, 3);
    await expect(other).rejects.toMatchObject({ name: 'MongoBulkWriteError' });
  });
});
