/**
 * Browser smoke test through nginx, as the frontend image serves the site: the built frontend
 * (frontend/dist) behind docker/nginx.conf, rendered for a local unprivileged run, in front of the
 * production gateway started exactly as `make start` and the gateway image do (gateway/scripts/start.sh),
 * without serving any frontend itself (as in its image). Run: `make nginx-smoke`, or after building
 *   npx playwright test -c frontend/e2e/nginx.config.ts
 * Ports: NGINX_SMOKE_PORT (8196) for nginx, NGINX_SMOKE_GATEWAY_PORT (8197) for the gateway.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { findNginx, prepareLocalNginx } from '../../gateway/scripts/nginx-conf.ts';
import { chromiumPath } from './chromium.ts';
import { ADMIN, CHROMIUM_ARGS } from './playwright.config.ts';

const root = path.resolve(import.meta.dirname, '../..');
const nginxPort = Number(process.env.NGINX_SMOKE_PORT ?? 8196);
const gatewayPort = Number(process.env.NGINX_SMOKE_GATEWAY_PORT ?? 8197);
// The config is loaded by the runner and again by each worker (which inherit the runner's
// environment): one folder for all of them, and a mark for nginx.spec.ts that nginx is in front.
process.env.NGINX_SMOKE = '1';
process.env.NGINX_SMOKE_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'venue-nginx-smoke-'));
const workDir = process.env.NGINX_SMOKE_DIR;
fs.chmodSync(workDir, 0o755); // nginx workers (another user when run as root) buffer uploads in it

const nginx = findNginx();
if (!nginx) throw new Error('nginx is not installed: apt-get install nginx (the nginx smoke test needs it)');
const dist = path.join(root, 'frontend/dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  throw new Error('frontend/dist is missing: npm run build -w gateway && npm run build -w frontend');
}
const local = prepareLocalNginx({
  dir: path.join(workDir, 'nginx'),
  port: nginxPort,
  upstream: `127.0.0.1:${gatewayPort}`,
  root: dist,
});
const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

export interface NginxSmokeMetadata {
  nginxUrl: string;
  gatewayUrl: string;
  admin: { email: string; password: string };
}

export default defineConfig({
  testDir: '.',
  testMatch: 'nginx*.spec.ts',
  outputDir: path.join(root, '.test-artifacts/e2e-nginx'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  metadata: {
    nginxSmoke: {
      nginxUrl: `http://127.0.0.1:${nginxPort}`,
      gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
      admin: ADMIN,
    } satisfies NginxSmokeMetadata,
  },
  use: {
    baseURL: `http://127.0.0.1:${nginxPort}`,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      name: 'gateway',
      command: `bash ${quote(path.join(root, 'gateway/scripts/start.sh'))}`,
      url: `http://127.0.0.1:${gatewayPort}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        PORT: String(gatewayPort),
        DATA_DIR: path.join(workDir, 'data'),
        // As in the gateway image: the built frontend beside it, as the template of every page's HTML.
        FRONTEND_DIST: dist,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
        LOG_LEVEL: 'warn',
      },
    },
    {
      name: 'nginx',
      command: [nginx, ...local.args].map(quote).join(' '),
      url: `http://127.0.0.1:${nginxPort}/index.html`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
