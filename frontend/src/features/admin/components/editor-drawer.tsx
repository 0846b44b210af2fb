import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { modals } from '../lib/modals.ts';
import { UNSAVED_MESSAGE } from '../lib/use-unsaved-guard.ts';
import { tVi } from '@/features/admin/i18n/index.ts';

/** The create/edit panel; closing it with unsaved changes asks first. */
export function EditorDrawer({
  opened,
  title,
  dirty,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  dirty: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const close = async () => {
    if (
      dirty &&
      !(await modals.confirm(UNSAVED_MESSAGE, { confirmLabel: tVi('common.discard'), danger: true }))
    )
      return;
    onClose();
  };
  return (
    <Drawer
      opened={opened}
      onClose={() => void close()}
      title={title}
      position="right"
      size="min(1200px, 100%)"
      zIndex={300}
      overlayProps={{ backgroundOpacity: 0.5 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeButtonProps={{ 'aria-label': tVi('common.close') }}
    >
      {opened ? children : null}
    </Drawer>
  );
}
