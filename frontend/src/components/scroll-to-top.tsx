import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every page change starts at the top (spec §2), at once: the stylesheet's smooth scrolling is for
 *  in-page moves, and a page that is still gliding up moves what the visitor is about to press. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
