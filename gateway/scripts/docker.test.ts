/**
 * The Docker setup, checked without a Docker engine: compose.yaml's services, healthchecks and
 * dependencies, the files the Dockerfiles copy, the gateway's environment against its real config
 * loader, the image's start command against `make start`, and `nginx -t` on the frontend's nginx
 * config (rendered for a local run). The browser smoke test through that nginx is
 * frontend/e2e/nginx.spec.ts (`make nginx-smoke`).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { loadConfig } from '../src/config.ts';
import {
  findNginx,
  NGINX_VARIABLES,
  nginxTemplatePath,
  prepareLocalNginx,
  repoRoot,
  templatePlaceholders,
  testNginxConf,
  withGeneratedLocations,
} from './nginx-conf.ts';

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-docker-test-'));
fs.chmodSync(tmp, 0o755); // nginx -t as root: its workers' user must reach the rendered folders
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  depends_on?: Record<string, { condition: string; restart?: boolean }>;
  env_file?: string | string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] | string };
  ports?: string[];
  volumes?: string[];
}
const compose = parseYaml(read('compose.yaml')) as {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
};
const { mongo, gateway, frontend } = compose.services;

/** The subset of .env syntax compose reads: KEY=value lines, # comments. */
function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (m) env[m[1]] = m[2].trim().replace(/^(['"])(.*)\1$/, '$2');
  }
  return env;
}

/** Compose interpolation of `${VAR}` and `${VAR:-default}` from the project's .env. */
function interpolate(value: string, dotenv: Record<string, string>): string {
  return value.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g,
    (_m, name: string, fallback?: string) => (dotenv[name] ? dotenv[name] : (fallback ?? '')),
  );
}

/** The environment the gateway container gets: env_file (.env), then `environment` on top. */
function containerEnv(dotenv: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = { ...dotenv };
  for (const [key, value] of Object.entries(gateway.environment ?? {}))
    env[key] = interpolate(String(value), dotenv);
  return env;
}

/** The `.env` that `make up` creates from .env.example, made by the very same script. */
function generatedDotenv(): Record<string, string> {
  const target = path.join(tmp, `env-${Math.random().toString(36).slice(2)}`);
  execFileSync(
    'bash',
    [path.join(repoRoot, 'docker/make-env.sh'), path.join(repoRoot, '.env.example'), target],
    {
      stdio: 'pipe',
    },
  );
  return parseEnvFile(fs.readFileSync(target, 'utf8'));
}

/** Instructions of a Dockerfile, continuation lines joined. */
function dockerInstructions(file: string): { op: string; args: string }[] {
  const text = read(file).replace(/\\\n/g, ' ');
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [op, ...rest] = l.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(' ') };
    });
}

/** Instructions of the last stage (the image that runs). */
function finalStage(file: string) {
  const all = dockerInstructions(file);
  const lastFrom = all.map((i) => i.op).lastIndexOf('FROM');
  return all.slice(lastFrom);
}

describe('compose.yaml', () => {
  it('runs exactly mongo, gateway and frontend', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['frontend', 'gateway', 'mongo']);
  });

  it('gives every service a healthcheck, mongo a named volume', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.healthcheck?.test, `${name} healthcheck`).toBeTruthy();
    }
    expect(mongo.image).toMatch(/^mongo:\d/);
    // A one-member replica set (transactions), made by the first check, healthy with its primary.
    expect((mongo as { command?: string[] }).command).toEqual(['--replSet', 'rs0', '--bind_ip_all']);
    expect(JSON.stringify(mongo.healthcheck?.test)).toMatch(/mongosh.*rs\.initiate.*isWritablePrimary/);
    const [volume, target] = (mongo.volumes?.[0] ?? '').split(':');
    expect(target).toBe('/data/db');
    expect(compose.volumes).toHaveProperty(volume);
    expect(JSON.stringify(gateway.healthcheck?.test)).toContain('/readyz');
  });

  it('starts the gateway once mongo is healthy, and the frontend once the gateway is', () => {
    expect(gateway.depends_on).toEqual({ mongo: { condition: 'service_healthy' } });
    expect(frontend.depends_on).toEqual({ gateway: { condition: 'service_healthy', restart: true } });
    expect(frontend.ports).toContain('8080:80');
  });

  it('points nginx at the gateway service on the port the gateway listens on', () => {
    const env = containerEnv(generatedDotenv());
    expect(frontend.environment?.GATEWAY_UPSTREAM).toBe(`gateway:${env.PORT}`);
    expect(JSON.stringify(gateway.healthcheck?.test)).toContain(`127.0.0.1:${env.PORT}/`);
  });

  it('builds from Dockerfiles and contexts that exist, copying only files that exist', () => {
    for (const name of ['gateway', 'frontend']) {
      const build = compose.services[name].build;
      expect(build, `${name} build`).toBeTruthy();
      const context = path.resolve(repoRoot, build!.context);
      const dockerfile = path.join(context, build!.dockerfile);
      expect(fs.existsSync(dockerfile), dockerfile).toBe(true);
      expect(build!.dockerfile).toBe(`docker/${name}.Dockerfile`);
      for (const { op, args } of dockerInstructions(path.relative(repoRoot, dockerfile))) {
        if (op !== 'COPY' || args.includes('--from=')) continue;
        const parts = args.split(/\s+/).filter((a) => !a.startsWith('--'));
        for (const source of parts.slice(0, -1)) {
          expect(fs.existsSync(path.join(context, source)), `${name}: COPY ${source}`).toBe(true);
        }
      }
    }
  });

  it('keeps dependencies, build output and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of [
      '**/node_modules',
      '**/dist',
      '.data',
      '.tools',
      '.git',
      '.test-artifacts',
      '.env',
    ]) {
      expect(ignored).toContain(entry);
    }
  });
});

describe('the gateway container environment', () => {
  it('satisfies the production config: secrets, MongoDB from compose, first administrator', () => {
    const dotenv = generatedDotenv();
    const env: Record<string, string> = { ...containerEnv(dotenv), DATA_DIR: path.join(tmp, 'data') };
    expect(env.NODE_ENV).toBe('production');
    const config = loadConfig(env);
    expect(config.production).toBe(true);
    // MONGODB_URI set: the gateway uses the mongo service and never tries the embedded database.
    expect(config.mongoUri).toBe('mongodb://mongo:27017/?replicaSet=rs0');
    expect(config.jwt.accessSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.jwt.accessSecret).not.toBe(config.jwt.refreshSecret);
    expect(config.admin?.email).toBe(dotenv.ADMIN_EMAIL);
    expect(config.admin?.password.length).toBeGreaterThanOrEqual(16);
    expect(config.frontendDist).toBeUndefined();
    // Each run of `make up` on a fresh checkout gets its own secrets.
    expect(generatedDotenv().JWT_ACCESS_SECRET).not.toBe(dotenv.JWT_ACCESS_SECRET);
  });

  it('lets MONGODB_URI in .env point at a replica set or Atlas', () => {
    const atlas = 'mongodb+srv://venue:pw@cluster0.example.mongodb.net/?retryWrites=true&w=majority';
    const env = containerEnv({ ...generatedDotenv(), MONGODB_URI: atlas });
    expect(loadConfig({ ...env, DATA_DIR: path.join(tmp, 'data') }).mongoUri).toBe(atlas);
  });

  it('refuses to start with the placeholders of .env.example or without .env', () => {
    const placeholders = containerEnv(parseEnvFile(read('.env.example')));
    expect(() => loadConfig({ ...placeholders, DATA_DIR: path.join(tmp, 'data') })).toThrow(
      /JWT_ACCESS_SECRET|ADMIN_PASSWORD/,
    );
    const withoutDotenv = containerEnv({});
    expect(() => loadConfig({ ...withoutDotenv, DATA_DIR: path.join(tmp, 'data') })).toThrow(
      /JWT_ACCESS_SECRET/,
    );
    // The variables the production config cannot do without are all in .env.example.
    const filled = containerEnv(generatedDotenv());
    const example = parseEnvFile(read('.env.example'));
    for (const key of Object.keys(filled)) {
      const { [key]: _removed, ...rest } = filled;
      let required = false;
      try {
        loadConfig({ ...rest, DATA_DIR: path.join(tmp, 'data') });
      } catch {
        required = true;
      }
      if (required) expect(key in example || key in (gateway.environment ?? {}), key).toBe(true);
    }
  });
});

describe('the gateway image', () => {
  const stage = finalStage('docker/gateway.Dockerfile');
  const ops = (op: string) => stage.filter((i) => i.op === op).map((i) => i.args);

  it('starts with the command `make start` runs', () => {
    const cmd = JSON.parse(ops('CMD').at(-1)!) as string[];
    const makefile = read('Makefile');
    const recipe = /^start:.*\n((?:\t.*\n)+)/m.exec(makefile)?.[1] ?? '';
    const startLine = recipe
      .split('\n')
      .map((l) =>
        l
          .trim()
          .replace(/^@/, '')
          .replace(/^exec\s+/, ''),
      )
      .find((l) => l.includes('start.sh'));
    expect(startLine).toBe(cmd.join(' '));
    expect(cmd).toEqual(['bash', 'gateway/scripts/start.sh']);
    // …and the browser tests start the gateway with that script too.
    expect(read('frontend/e2e/playwright.config.ts')).toContain('gateway/scripts/start.sh');
    expect(read('gateway/scripts/start.sh')).toMatch(
      /exec node (--[\w-]+(="?[^ ]+"?)? )*"\$ROOT\/gateway\/dist\/server\.js"/,
    );
  });

  it('runs compiled code with production dependencies only, unprivileged, with a healthcheck', () => {
    const all = dockerInstructions('docker/gateway.Dockerfile');
    const installs = all.filter((i) => i.op === 'RUN' && /npm ci/.test(i.args)).map((i) => i.args);
    expect(installs.some((a) => a.includes('--omit=dev') && a.includes('-w gateway'))).toBe(true);
    expect(stage[0].args).toMatch(/^\$\{NODE_IMAGE\}|^node:24/);
    expect(read('docker/gateway.Dockerfile')).toMatch(/ARG NODE_IMAGE=node:24-slim/);
    const copies = ops('COPY').join('\n');
    expect(copies).toMatch(/--from=deps \/app\/node_modules/);
    expect(copies).toMatch(/--from=build \/app\/gateway\/dist gateway\/dist/);
    expect(copies).not.toMatch(/gateway\/src/);
    expect(ops('RUN').join('\n')).not.toMatch(/npm (ci|install)/);
    expect(ops('USER')).toEqual(['node']);
    expect(ops('STOPSIGNAL')).toEqual(['SIGTERM']);
    expect(ops('HEALTHCHECK').join(' ')).toContain('/readyz');
  });
});

describe('the frontend image nginx config', () => {
  const template = fs.readFileSync(nginxTemplatePath, 'utf8');

  it('fills the same placeholders in the image as in the tests', () => {
    expect(templatePlaceholders(template)).toEqual([...NGINX_VARIABLES].sort());
    const render = read('docker/nginx-render.sh');
    const listed = /envsubst '([^']*)'/.exec(render)?.[1].match(/[A-Z_]+/g) ?? [];
    expect(listed.sort()).toEqual([...NGINX_VARIABLES].sort());
    const envLine = dockerInstructions('docker/frontend.Dockerfile').find(
      (i) => i.op === 'ENV' && i.args.includes('GATEWAY_UPSTREAM'),
    );
    const defaults = [...(envLine?.args ?? '').matchAll(/([A-Z_]+)=/g)].map((m) => m[1]).sort();
    expect(defaults).toEqual([...NGINX_VARIABLES].sort());
  });

  it('is current with the paths registry (node gateway/scripts/nginx-conf.ts --write)', () => {
    expect(template).toContain('location ~ ^/event/[^/]+\\.ics$ { proxy_pass http://gateway; }');
    expect(withGeneratedLocations(template)).toBe(template);
  });

  it('proxies the gateway paths, WebSockets included, and caches hashed assets for good', () => {
    for (const prefix of ['/api/', '/media/', '/graphql']) {
      expect(template).toMatch(
        new RegExp(`location ${prefix.replace(/\//g, '\\/')} \\{\\s*proxy_pass http://gateway;`),
      );
    }
    expect(template).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(template).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
    expect(template).toMatch(/location \^~ \/assets\/ \{[^}]*immutable/);
    // Page loads go to the gateway, which fills in each page's head (title, meta, JSON-LD).
    expect(template).toMatch(/location @gateway \{\s*proxy_pass http:\/\/gateway;/);
    expect(template).toMatch(/location \/ \{\s*try_files \$uri @gateway;/);
  });

  const nginx = findNginx();
  const required = process.env.REQUIRE_NGINX === '1';
  it.skipIf(!nginx && !required)('passes `nginx -t` rendered for a local run', () => {
    expect(nginx, 'nginx is not installed (REQUIRE_NGINX=1)').toBeTruthy();
    const local = prepareLocalNginx({
      dir: path.join(tmp, 'nginx'),
      port: 18_080,
      upstream: '127.0.0.1:18081',
      root: path.join(repoRoot, 'frontend'),
    });
    const result = testNginxConf(nginx!, local);
    expect(result.output).toMatch(/test is successful/);
    expect(result.ok).toBe(true);
    // …and a broken config is reported, so the check above means something.
    fs.writeFileSync(
      local.confPath,
      fs.readFileSync(local.confPath, 'utf8').replace('keepalive 32;', 'keepalive;'),
    );
    expect(testNginxConf(nginx!, local).ok).toBe(false);
  });
});
