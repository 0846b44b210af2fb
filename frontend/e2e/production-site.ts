// The production start (gateway/scripts/start.sh, demo venue, a fresh data folder) and the public
// page types measured on it, shared by `make lighthouse` (lighthouse.ts) and the phone budgets
// (load-work.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PAGE_PATHS, areaPath, eventPath, newsPath } from '../../gateway/src/lib/site-paths.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface Site {
  base: string;
  stop: () => Promise<void>;
}

/** `url` (a running site) as it is, else the production start on `port`. */
export async function startSite(port: number, url?: string): Promise<Site> {
  if (url) return { base: url.replace(/\/$/, ''), stop: async () => undefined };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-phone-'));
  const base = `http://localhost:${port}`;
  const server: ChildProcess = spawn('bash', [path.join(root, 'gateway/scripts/start.sh')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn' },
  });
  const kill = () => {
    if (server.pid && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM'); // the gateway and its embedded FerretDB
      } catch {
        server.kill('SIGTERM');
      }
    }
  };
  process.on('exit', kill);
  const end = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the gateway exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`${base} did not start within 120 s`);
    await sleep(250);
  }
  return {
    base,
    stop: async () => {
      kill();
      await sleep(500);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One page of each public type (home, events, an event, news, a post, discover, an area, booking,
 *  contact), its slugs taken from the running site's first upcoming event, news post and area. */
export async function publicPages(base: string): Promise<{ name: string; path: string }[]> {
  const first = async <T>(url: string, pick: (results: T) => { slug: string } | undefined) => {
    try {
      return pick(((await (await fetch(base + url)).json()) as { results: T }).results)?.slug;
    } catch {
      return undefined;
    }
  };
  type Page<T> = { items: T[] };
  const event = await first<Page<{ slug: string }>>('/api/events/all?pageSize=1', (r) => r.items[0]);
  const post = await first<Page<{ slug: string }>>('/api/news/all?pageSize=1', (r) => r.items[0]);
  const area = await first<{ slug: string }[]>('/api/areas/all', (r) => r[0]);
  const pages = [
    { name: 'home', path: PAGE_PATHS.home },
    { name: 'events', path: PAGE_PATHS.events },
    event ? { name: 'event', path: eventPath(event) } : undefined,
    { name: 'news', path: PAGE_PATHS.news },
    post ? { name: 'news-post', path: newsPath(post) } : undefined,
    { name: 'discover', path: PAGE_PATHS.discover },
    area ? { name: 'area', path: areaPath(area) } : undefined,
    { name: 'booking', path: PAGE_PATHS.booking },
    { name: 'contact', path: PAGE_PATHS.contact },
  ];
  const missing = pages.length - pages.filter(Boolean).length;
  if (missing) console.warn(`${missing} page type(s) left out: the demo venue has no such item`);
  return pages.filter((p): p is { name: string; path: string } => p !== undefined);
}
