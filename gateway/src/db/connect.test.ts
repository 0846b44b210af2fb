import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertOnce, tryWrite, writeWhenAvailable, WRITE_TRY_MS } from './connect.ts';

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
