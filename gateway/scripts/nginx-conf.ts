/**
 * Renders docker/nginx.conf (the frontend image's nginx template) for a local, unprivileged nginx:
 * its own port, pid, temp and log folders. Used by gateway/scripts/docker.test.ts (`nginx -t`) and by
 * the browser smoke test through nginx (frontend/e2e/nginx.config.ts). In the image the same template
 * is rendered by docker/nginx-render.sh with envsubst.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const nginxTemplatePath = path.join(repoRoot, 'docker', 'nginx.conf');

/** The placeholders of the template, in the order docker/nginx-render.sh lists them. */
export const NGINX_VARIABLES = [
  'NGINX_PORT',
  'GATEWAY_UPSTREAM',
  'ROOT_DIR',
  'NGINX_RUNTIME_DIR',
  'NGINX_LOG_DIR',
] as const;
export type NginxValues = Record<(typeof NGINX_VARIABLES)[number], string>;

/** `${NAME}` placeholders (upper case) found in a template; nginx's own `$variables` are lower case. */
export function templatePlaceholders(template: string): string[] {
  return [...new Set([...template.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((m) => m[1]))].sort();
}

/** envsubst with an explicit variable list: fills `${NAME}`, refuses unknown or missing ones. */
export function renderNginxConf(template: string, values: NginxValues): string {
  for (const name of templatePlaceholders(template)) {
    if (!(name in values)) throw new Error(`docker/nginx.conf uses \${${name}}, which has no value`);
  }
  return template.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_m, name: keyof NginxValues) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`no value for \${${name}}`);
    return value;
  });
}

/** Debian installs nginx in /usr/sbin, which is not on every user's PATH. */
export function findNginx(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs) {
    const candidate = path.join(dir, 'nginx');
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

export interface LocalNginx {
  dir: string;
  confPath: string;
  /** Arguments for the nginx binary: run in the foreground with this config. */
  args: string[];
}

/**
 * Writes the rendered config into `dir` (created, world-traversable so that the workers of a root
 * master — which run as the build's default user — can use the temp folders) and returns the
 * arguments to run it.
 */
export function prepareLocalNginx(options: {
  dir: string;
  port: number;
  upstream: string;
  root: string;
}): LocalNginx {
  const dir = path.resolve(options.dir);
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
  fs.chmodSync(dir, 0o755);
  if (process.getuid?.() === 0) {
    // Workers of a root master run as another user: they must reach the temp folders (request
    // bodies are buffered there) and the files they serve. mkdtemp folders are private (0700).
    for (const target of [dir, path.resolve(options.root)]) {
      for (let p = path.dirname(target); p !== path.dirname(p); p = path.dirname(p)) {
        if ((fs.statSync(p).mode & 0o001) === 0) {
          throw new Error(`nginx workers cannot enter ${p} (on the way to ${target}): chmod o+x it`);
        }
      }
    }
  }
  const conf = renderNginxConf(fs.readFileSync(nginxTemplatePath, 'utf8'), {
    NGINX_PORT: `127.0.0.1:${options.port}`,
    GATEWAY_UPSTREAM: options.upstream,
    ROOT_DIR: path.resolve(options.root),
    NGINX_RUNTIME_DIR: dir,
    NGINX_LOG_DIR: path.join(dir, 'logs'),
  });
  const confPath = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confPath, conf);
  return { dir, confPath, args: ['-p', dir, '-c', confPath, '-e', 'stderr', '-g', 'daemon off;'] };
}

/** `nginx -t` on a rendered config: { ok, output }. */
export function testNginxConf(nginx: string, local: LocalNginx): { ok: boolean; output: string } {
  const res = spawnSync(nginx, ['-t', '-p', local.dir, '-c', local.confPath, '-e', 'stderr'], {
    encoding: 'utf8',
  });
  return { ok: res.status === 0, output: `${res.stdout ?? ''}${res.stderr ?? ''}` };
}
