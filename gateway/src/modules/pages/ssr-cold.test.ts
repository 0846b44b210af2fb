import { describe, expect, it } from 'vitest';
import { publishChange } from '../../lib/content-bus.ts';
import { fakeFrontendBuild, renderOf } from '../../testing/fake-frontend.ts';
import { useGateway } from '../../testing/harness.ts';

// READ_CACHE=off: no page is kept, yet a rush of visitors to one page costs one render, not one
// render each.
const dist = fakeFrontendBuild();
const h = useGateway({ seed: true, env: { FRONTEND_DIST: dist, READ_CACHE: 'off' } });

const page = async (p: string) => renderOf(await (await fetch(`${h.url}${p}`)).text());

describe('pages with READ_CACHE=off', () => {
  it('renders every request that arrives after the last render ended: nothing is kept', async () => {
    const first = await page('/event');
    const second = await page('/event');
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });

  it('shares the render in progress with every request for the same page that arrives meanwhile', async () => {
    const renders = await Promise.all(Array.from({ length: 20 }, () => page('/rush-hour')));
    expect(new Set(renders).size).toBe(1);
    expect(renders[0]).toBeDefined();
    // Another page, or the other language, is its own render.
    const [vi, en] = await Promise.all([page('/rush-hour'), page('/rush-hour?lang=en')]);
    expect(en).not.toBe(vi);
  });

  it('does not share a render begun before content changed', async () => {
    const before = page('/rush-before-change');
    await new Promise((resolve) => setTimeout(resolve, 100)); // its render has begun
    publishChange({ type: 'tag', id: 'x' });
    const after = page('/rush-before-change');
    expect(await after).not.toBe(await before);
  });
});
