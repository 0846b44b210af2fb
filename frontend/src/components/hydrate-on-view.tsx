import {
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/** How near the viewport a section's hydration starts (the footer's map uses the same margin). */
const MARGIN = '400px 0px';

const subscribeNothing = () => () => undefined;

/**
 * The visitor's first tap, key or history step hydrates every section still waiting: an update
 * (a navigation, the language switch) that reaches a boundary React has not hydrated yet makes
 * React hydrate it first, and a transition would otherwise wait for the section to be seen.
 */
const waiting = new Set<() => void>();
let released = typeof window === 'undefined';
function releaseAll(): void {
  released = true;
  for (const resolve of waiting) resolve();
  waiting.clear();
}
if (!released) {
  for (const type of ['pointerdown', 'keydown', 'popstate'] as const) {
    window.addEventListener(type, releaseAll, { capture: true, once: true });
  }
}

/** Sections whose server markup React has not hydrated yet, and who waits for them. */
const dehydrated = new Set<{ hydrated: boolean }>();
const drained = new Set<() => void>();
function hydratedOne(section: { hydrated: boolean }): void {
  section.hydrated = true;
  dehydrated.delete(section);
  if (dehydrated.size) return;
  for (const resolve of drained) resolve();
  drained.clear();
}
/** Longest wait for the sections before a change goes ahead anyway (a phone hydrates them in ~100 ms). */
const HYDRATE_ALL_MS = 2000;

/**
 * Runs `change` once every section still waiting has hydrated, at once when none is. A change of
 * the whole page's text (the language) must not reach a section still showing the server's
 * markup: React would hydrate it against the new text, fail (#418) and render it again.
 */
export function afterHydration(change: () => void): void {
  if (!dehydrated.size) return change();
  releaseAll();
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    change();
  };
  drained.add(run);
  setTimeout(run, HYDRATE_ALL_MS);
}

/**
 * Suspends only while React hydrates the server's markup (useSyncExternalStore reads the server
 * snapshot then), until `seen` resolves: the boundary keeps the server's HTML meanwhile. When the
 * section renders in the browser (a later page, or React rendering it afresh) it renders at once.
 */
function Gate({
  seen,
  section,
  children,
}: {
  seen: Promise<void>;
  section: { hydrated: boolean };
  children: ReactNode;
}) {
  const hydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  useEffect(() => hydratedOne(section), [section]);
  // The server renders it all: nothing there would ever resolve `seen`.
  if (hydrating && !import.meta.env.SSR) use(seen);
  return children;
}

/**
 * Server-rendered content below the fold, hydrated when it nears the viewport rather than with the
 * page (React's selective hydration: a Suspense boundary that suspends while hydrating keeps its
 * markup, whose links work as links, and hydrates when it resumes).
 */
export function HydrateOnView({ children }: { children: ReactNode }) {
  const [gate] = useState(() => {
    let resolve = () => undefined as void;
    const seen = new Promise<void>((r) => {
      resolve = r;
    });
    if (released) resolve();
    else waiting.add(resolve);
    const ref = (el: HTMLDivElement) => {
      if (typeof IntersectionObserver === 'undefined') {
        resolve();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          waiting.delete(resolve);
          resolve();
        },
        { rootMargin: MARGIN },
      );
      observer.observe(el);
      return () => observer.disconnect();
    };
    return { seen, ref, section: { hydrated: false } };
  });
  // Counted from when the section's frame is committed until its content has committed (hydrated,
  // or rendered in the browser: then in the same commit) or the section has gone.
  useLayoutEffect(() => {
    if (!gate.section.hydrated) dehydrated.add(gate.section);
    return () => hydratedOne(gate.section);
  }, [gate.section]);
  return (
    <div ref={gate.ref}>
      <Suspense fallback={null}>
        <Gate seen={gate.seen} section={gate.section}>
          {children}
        </Gate>
      </Suspense>
    </div>
  );
}
