import { atom } from 'jotai';

/** The modals the spec names. One at a time; callbacks are UI-only and never persisted. */
export type ModalState =
  | { kind: 'backupAsked'; onBackupNow: () => void }
  | { kind: 'news'; title: string; message: string; onSeen?: () => void }
  | {
      kind: 'wcRequest';
      dappName: string;
      dappUrl: string;
      chains: string[];
      onApprove: () => void;
      onReject: () => void;
    }
  | {
      kind: 'wcTransaction';
      dappName: string;
      chain: string;
      to: string;
      amount: string;
      symbol: string;
      data: string;
      onApprove: () => void;
      onReject: () => void;
    };

export const modalAtom = atom<ModalState | null>(null);
