import type { ReactNode } from 'react';
import { Modal } from './Modal';

interface ConfirmModalProps {
  title: string;
  cancelLabel: string;
  confirmLabel: string;
  /** a destructive action: the confirm button is styled as such */
  danger?: boolean;
  /** the action is running: confirm is disabled so it cannot be sent twice */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
}

/** "Are you sure?" before an action that changes or removes something. */
export function ConfirmModal(p: ConfirmModalProps) {
  return (
    <Modal
      title={p.title}
      onClose={p.onCancel}
      actions={
        <>
          <button type="button" className="secondary" onClick={p.onCancel}>
            {p.cancelLabel}
          </button>
          <button
            type="button"
            className={p.danger ? 'danger' : undefined}
            disabled={p.busy}
            onClick={p.onConfirm}
          >
            {p.confirmLabel}
          </button>
        </>
      }
    >
      {p.children}
    </Modal>
  );
}
