/**
 * `make test` on a bare machine: before any slow step it finds a Chromium and nginx or
 * installs them, or stops within seconds with one line saying what to install
 * (scripts/ensure-test-tools.sh). The "missing" cases are made by hiding this machine's Chromium
 * and nginx in a private mount namespace, run as an unprivileged user (who cannot apt-get).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/lib/paths.ts';

function make(args: string[], env: Record<string, string> = {}) {
  const started = Date.now();
  const r = spawnSync('make', ['--no-print-directory', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, ms: Date.now() - started };
}

/** `make test-tools` as user nobody with these files hidden (bound over by /dev/null). */
function bareMachine(hide: string[], env: Record<string, string> = {}) {
  const home = fs.mkdtempSync(`${os.tmpdir()}/venue-bare-home-`);
  fs.chmodSync(home, 0o777);
  const mounts = hide
    .filter((f) => fs.existsSync(f))
    .map((f) => `mount --bind /dev/null ${f}`)
    .join('; ');
  const vars = Object.entries({ HOME: home, PATH: process.env.PATH ?? '', ...env })
    .map(([k, v]) => `${k}='${v}'`)
    .join(' ');
  const script = `${mounts || 'true'}; cd '${repoRoot}' && exec setpriv --reuid=65534 --regid=65534 --clear-groups env ${vars} make --no-print-directory test-tools`;
  const started = Date.now();
  const r = spawnSync('unshare', ['-m', 'bash', '-c', script], { encoding: 'utf8' });
  fs.rmSync(home, { recursive: true, force: true });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, ms: Date.now() - started };
}

const ownLines = (text: string) => text.split('\n').filter((l) => l.startsWith('make test:'));
const canSimulate =
  process.getuid?.() === 0 &&
  spawnSync('unshare', ['-m', 'true']).status === 0 &&
  fs.existsSync('/usr/bin/setpriv');
const nginxPaths = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/bin/nginx'];

describe('make test provisions its browser and nginx first', () => {
  it('runs the check before anything else', () => {
    const plan = make(['-n', 'test']).stdout.split('\n').filter(Boolean);
    expect(plan[0]).toBe('bash scripts/ensure-test-tools.sh chromium nginx');
  });

  it('stops in seconds with one line when CHROMIUM_PATH is not a browser', () => {
    const r = make(['test-tools'], { CHROMIUM_PATH: '/nonexistent/chrome' });
    expect(r.status).not.toBe(0);
    expect(r.ms).toBeLessThan(30_000);
    expect(ownLines(r.stderr)).toEqual([
      'make test: CHROMIUM_PATH=/nonexistent/chrome is not an executable: point it at a Chromium or Chrome binary, or unset it.',
    ]);
  });

  it.skipIf(!canSimulate)('without Chromium or nginx, and not root: one line naming what to install', () => {
    const r = bareMachine(['/usr/bin/chromium', ...nginxPaths]);
    expect(r.status).not.toBe(0);
    expect(r.ms).toBeLessThan(30_000);
    expect(ownLines(r.stderr)).toHaveLength(1);
    expect(ownLines(r.stderr)[0]).toMatch(
      /need Chromium and nginx: install them \(sudo apt-get install chromium nginx/,
    );
  });

  it.skipIf(!canSimulate)('with Chromium but no nginx, not root: one line naming nginx', () => {
    const r = bareMachine(nginxPaths);
    expect(r.status).not.toBe(0);
    expect(ownLines(r.stderr)).toEqual([
      "make test: the nginx checks need nginx: install it (sudo apt-get install nginx, or your system's nginx package) and run make test again.",
    ]);
  });

  it.skipIf(!canSimulate)('without Chromium, not root, no download: one line naming Chromium', () => {
    // Playwright's download is tried, and fails here: its host is made unreachable.
    const r = bareMachine(['/usr/bin/chromium'], { PLAYWRIGHT_DOWNLOAD_HOST: 'http://127.0.0.1:9' });
    expect(r.status).not.toBe(0);
    expect(r.ms).toBeLessThan(30_000);
    expect(ownLines(r.stderr).at(-1)).toMatch(/install Chromium \(sudo apt-get install chromium\)/);
  });

  it('passes at once on a machine that has them', () => {
    const r = make(['test-tools']);
    expect(r.status, r.stderr).toBe(0);
  });
});
