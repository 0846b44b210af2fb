import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
const LAZY = ['sanitize-html', 'multer', 'swagger-ui-express'];

/** Which of LAZY a fresh Node process has loaded after running `steps` (ESM, top-level await). */
function loadedAfter(steps: string): string[] {
  const script = `
    import { createRequire } from 'node:module';
    ${steps}
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    console.log(JSON.stringify(${JSON.stringify(LAZY)}.filter((p) => loaded.some((f) => f.includes('/node_modules/' + p + '/')))));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test' },
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as string[];
}

describe('packages only writes and the API page need', () => {
  it('are not loaded with the application', () => {
    const app = pathToFileURL(path.join(src, 'app.ts')).href;
    expect(loadedAfter(`await import(${JSON.stringify(app)});`)).toEqual([]);
  });

  it('are loaded by their first use', () => {
    const sanitize = pathToFileURL(path.join(src, 'lib/sanitize.ts')).href;
    expect(
      loadedAfter(`const { sanitizeRichText } = await import(${JSON.stringify(sanitize)});
        if (sanitizeRichText('<p>a<script>x</script></p>') !== '<p>a</p>') throw new Error('not sanitized');`),
    ).toEqual(['sanitize-html']);
  });
});
