// The floating contact column's watch on what lies beneath it, loaded once the page has settled.

/** What the column must never cover: a form (its fields), a button (links drawn as one too), a message, a dialog. */
const KEEP_CLEAR =
  'main :is(form, button, .mantine-Button-root, [role=alert], [role=status], [role=alertdialog]), [role=dialog]';

/**
 * Calls `onChange(true)` while anything the column must not cover lies under it, `false` once
 * nothing does. An IntersectionObserver whose root is the column's own corner of the viewport (no
 * layout read on scroll), told of content that appears later (an alert, a dialog) by a
 * MutationObserver; measured again on resize. Returns the stop.
 */
export function watchBeneath(column: HTMLElement, onChange: (beneath: boolean) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const under = new Set<Element>();
  let io: IntersectionObserver | undefined;
  const scan = () => {
    for (const el of under) if (!el.isConnected) under.delete(el);
    for (const el of document.querySelectorAll(KEEP_CLEAR)) io?.observe(el);
    onChange(under.size > 0);
  };
  const build = () => {
    io?.disconnect();
    under.clear();
    // The column's resting box (offsets ignore the transform that moves it aside), with room for
    // the scroll-to-top button that comes and goes, and a margin.
    const style = getComputedStyle(column);
    const height = column.offsetHeight + parseFloat(style.bottom) + 64;
    const width = column.offsetWidth + parseFloat(style.right) + 8;
    io = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) under.add(entry.target);
          else under.delete(entry.target);
        }
        scan();
      },
      { rootMargin: `${height - window.innerHeight}px 0px 0px ${width - window.innerWidth}px` },
    );
    scan();
  };
  const mutations = new MutationObserver(scan);
  mutations.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('resize', build);
  build();
  return () => {
    window.removeEventListener('resize', build);
    mutations.disconnect();
    io?.disconnect();
  };
}
