import { tVi } from '@/features/admin/i18n/index.ts';
/** A promise-based confirmation dialog (no @mantine/modals): the admin layout renders the host. */
export interface ConfirmRequest {
  message: string;
  confirmLabel: string;
  danger: boolean;
  resolve: (ok: boolean) => void;
}

type Listener = (request: ConfirmRequest | null) => void;
const listeners = new Set<Listener>();

export const modals = {
  confirm(message: string, options: { confirmLabel?: string; danger?: boolean } = {}): Promise<boolean> {
    return new Promise((resolve) => {
      const request: ConfirmRequest = {
        message,
        confirmLabel: options.confirmLabel ?? tVi('common.ok'),
        danger: options.danger ?? false,
        resolve: (ok) => {
          listeners.forEach((l) => l(null));
          resolve(ok);
        },
      };
      if (!listeners.size) return resolve(window.confirm(message));
      listeners.forEach((l) => l(request));
    });
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
