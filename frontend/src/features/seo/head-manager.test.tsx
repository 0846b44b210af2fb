import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearHeadCache } from '@/lib/head.ts';
import { authVar, resetAuth, setIsVn } from '@/lib/state.ts';
import { HeadManager } from './head-manager.tsx';

const calls: string[] = [];

beforeEach(() => {
  resetAuth();
  clearHeadCache();
  calls.length = 0;
  document.head.innerHTML = '<title>Server title</title>';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      calls.push(input);
      const url = new URL(input, 'http://localhost');
      const path = url.searchParams.get('path')!;
      const lang = url.searchParams.get('lang') as 'vi' | 'en';
      const canonical = `https://venue.example${path}${lang === 'en' ? '?lang=en' : ''}`;
      const results = {
        status: 200,
        lang,
        title: `${path} ${lang}`,
        description: 'd',
        canonical,
        image: '',
        type: 'website',
        siteName: 'Venue',
        alternates: { vi: canonical, en: canonical, 'x-default': canonical },
        jsonLd: [],
      };
      return new Response(JSON.stringify({ results }), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function mount(at: string) {
  const router = createMemoryRouter([{ path: '*', element: <HeadManager /> }], { initialEntries: [at] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('<HeadManager />', () => {
  it('?lang=en sets isVn and loads the English head; navigation loads the next page', async () => {
    const router = mount('/event/jazz?lang=en');
    expect(authVar().isVn).toBe(false);
    await waitFor(() => expect(document.title).toBe('/event/jazz en'));
    expect(document.documentElement.lang).toBe('en');
    await act(() => router.navigate('/news/post'));
    await waitFor(() => expect(document.title).toBe('/news/post en'));
    expect(document.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(
      'https://venue.example/news/post?lang=en',
    );
  });

  it('the language switch reloads the head and keeps an explicit ?lang= in step', async () => {
    const router = mount('/event/jazz?lang=en');
    await waitFor(() => expect(document.title).toBe('/event/jazz en'));
    act(() => setIsVn(true));
    await waitFor(() => expect(document.title).toBe('/event/jazz vi'));
    expect(router.state.location.search).toBe('');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('skips the request when the server already rendered this page, and keeps its title', async () => {
    document.head.innerHTML =
      '<title>Jazz | Venue</title><link rel="canonical" href="https://venue.example/event/jazz">' +
      '<meta property="og:title" content="Jazz | Venue">';
    document.title = 'Set by a layout before the manager ran';
    mount('/event/jazz');
    await waitFor(() => expect(document.title).toBe('Jazz | Venue'));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
    document.title = 'Home title set elsewhere';
    await waitFor(() => expect(document.title).toBe('Jazz | Venue'));
  });
});
