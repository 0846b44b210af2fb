import { test as base, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, APIResponse, BrowserContext, Locator, Page } from '@playwright/test';

/**
 * A public page arrives rendered by the server and its application starts after it has loaded
 * (frontend/src/main.tsx): its links work at once, its buttons once the page is hydrated. After
 * every `goto` and `reload` of an HTML page, the tests wait for `<html data-app="ready">`, as a
 * visitor would wait for the page to respond, before they press anything.
 */
async function appReady(page: Page, response: Response | null): Promise<void> {
  if (!response?.headers()['content-type']?.startsWith('text/html')) return;
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, {
    timeout: 20_000,
  });
}

export function waitForAppOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await appReady(page, response);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await appReady(page, response);
    return response;
  };
}

export const test = base.extend({
  // Playwright's fixture callback is named `use`; it is not a React hook.
  context: async ({ context }, provide) => {
    for (const page of context.pages()) waitForAppOnNavigation(page);
    context.on('page', waitForAppOnNavigation);
    await provide(context);
  },
});
