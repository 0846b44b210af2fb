import fs from 'node:fs';

/**
 * The Chromium the browser tests run: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
 * undefined, which makes Playwright use its own download (scripts/ensure-test-tools.sh, run first
 * by `make test`, finds or installs one of them in the same order).
 */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}
