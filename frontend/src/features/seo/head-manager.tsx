import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterHydration } from '@/components/hydrate-on-view.tsx';
import { applyHead, fetchHead, renderedFor } from '@/lib/head.ts';
import { authVar, setIsVn, useIsVn } from '@/lib/state.ts';

const langParam = (search: string) => {
  const lang = new URLSearchParams(search).get('lang');
  return lang === 'vi' || lang === 'en' ? lang : null;
};

/**
 * Keeps `<head>` (title, description, canonical, alternates, Open Graph, JSON-LD, `<html lang>`) on
 * the current page and language during client-side navigation; the gateway rendered the first one.
 * `?lang=en|vi` in the address chooses the language, and follows the language switch.
 */
export function HeadManager() {
  const location = useLocation();
  const navigate = useNavigate();
  const isVn = useIsVn();
  const lang = isVn ? 'vi' : 'en';
  const title = useRef('');
  const mounted = useRef(false);

  // The address chooses the language: on first render and whenever a link carries ?lang=.
  useLayoutEffect(() => {
    const wanted = langParam(location.search);
    if (wanted && (wanted === 'vi') !== authVar().isVn) afterHydration(() => setIsVn(wanted === 'vi'));
  }, [location.search]);

  // The language switch keeps an explicit ?lang= in step, so that a reload keeps the choice.
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const inUrl = langParam(location.search);
    const now = authVar().isVn ? 'vi' : 'en';
    if (!inUrl || inUrl === now) return;
    const params = new URLSearchParams(location.search);
    if (now === 'vi') params.delete('lang');
    else params.set('lang', 'en');
    const search = params.toString();
    void navigate(
      { search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a language switch moves the address
  }, [isVn]);

  useEffect(() => {
    const served = renderedFor();
    if (!title.current && served && served.path === location.pathname && served.lang === lang) {
      // The server's head is already this page's: nothing to fetch on first load.
      title.current = served.title;
      if (document.title !== served.title) document.title = served.title;
      return;
    }
    const abort = new AbortController();
    fetchHead(location.pathname, lang, abort.signal)
      .then((head) => {
        title.current = head.title;
        applyHead(head);
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, [location.pathname, lang]);

  // Another part of the page setting document.title is put back to this page's title.
  useEffect(() => {
    const observer = new MutationObserver(() => {
      if (title.current && document.title !== title.current) document.title = title.current;
    });
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);

  return null;
}
