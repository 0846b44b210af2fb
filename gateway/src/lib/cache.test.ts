import { describe, expect, it } from 'vitest';
import { AnswerCache, invalidateAnswers } from './cache.ts';
import { registerMoments } from './content-clock.ts';

const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the answer cache', () => {
  it('keeps answers within their byte budget, the least recently used making room', () => {
    const cache = new AnswerCache<string>({ max: 10, weigh: (v) => v.length, maxWeight: 10 });
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.weight).toBe(8);
    cache.set('c', 'cccc'); // 12 > 10: 'a' goes
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')]).toEqual([undefined, 'bbbb', 'cccc']);
    cache.set('b', 'bb'); // replacing counts the new weight only
    expect(cache.weight).toBe(6);
    cache.set('huge', 'x'.repeat(11)); // alone over budget: not kept, nothing evicted for it
    expect([cache.peek('huge'), cache.weight]).toEqual([undefined, 6]);
    for (let i = 0; i < 12; i++) cache.set(`n${i}`, ''); // the count bound still holds
    expect(cache.size).toBe(10);
    cache.invalidate();
    expect([cache.size, cache.weight]).toEqual([0, 0]);
  });

  it('makes one answer per key, and does not keep one whose making began before a change', async () => {
    const cache = new AnswerCache<string>();
    let finish!: (value: string) => void;
    let makes = 0;
    const make = () => {
      makes++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = cache.get('k', make);
    const second = cache.get('k', make);
    await tick();
    expect(makes).toBe(1); // the second caller waits for the same answer
    invalidateAnswers(); // content changed while the answer was being made
    finish('before the change');
    expect(await first).toBe('before the change');
    expect(await second).toBe('before the change');
    expect(cache.peek('k')).toBeUndefined();
    const third = cache.get('k', make);
    await tick();
    finish('after the change');
    expect(await third).toBe('after the change');
    expect(cache.peek('k')).toBe('after the change');
    expect(makes).toBe(2);
    await expect(cache.get('boom', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get('boom', async () => 'made again')).toBe('made again');
    expect(
      await cache.get(
        'skip',
        async () => 'not kept',
        () => false,
      ),
    ).toBe('not kept');
    expect(cache.peek('skip')).toBeUndefined();
  });

  it('expires at the next moment public content changes by itself', async () => {
    let moment: number | null = null;
    registerMoments(() => moment);
    try {
      const cache = new AnswerCache<number>();
      let made = 0;
      moment = Date.now() + 100;
      expect(await cache.get('k', async () => ++made)).toBe(1);
      expect(await cache.get('k', async () => ++made)).toBe(1);
      await tick(150);
      expect(await cache.get('k', async () => ++made)).toBe(2);
    } finally {
      moment = null;
    }
  });

  it('with staleForMs, serves the previous answer at once while the new one is made', async () => {
    const cache = new AnswerCache<string>({ staleForMs: 60_000 });
    let finish!: (value: string) => void;
    expect(await cache.get('feed', async () => 'v1')).toBe('v1');
    invalidateAnswers();
    let makes = 0;
    const make = () => {
      makes++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    expect(await cache.get('feed', make)).toBe('v1'); // stale, no wait
    expect(await cache.get('feed', make)).toBe('v1'); // still making: one making only
    expect(makes).toBe(1);
    finish('v2');
    await tick();
    expect(await cache.get('feed', make)).toBe('v2');
    expect(makes).toBe(1);
    // Too old to be served stale: the caller waits for the new answer.
    const old = new AnswerCache<string>({ staleForMs: 1 });
    await old.get('feed', async () => 'old');
    invalidateAnswers();
    await tick();
    expect(await old.get('feed', async () => 'new')).toBe('new');
  });
});
