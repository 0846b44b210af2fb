import { modals } from './modals.ts';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { tVi } from '@/features/admin/i18n/index.ts';

export const UNSAVED_MESSAGE = tVi('common.leaveUnsaved');

/** Warns before leaving with unsaved changes: in-app navigation (router blocker) and tab close. */
export function useUnsavedGuard(dirty: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modals.confirm(UNSAVED_MESSAGE).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
