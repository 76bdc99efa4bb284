import { atom } from 'jotai';
import type { UnlockReport } from '../../shared/contract/wallets';

/**
 * What the last unlock must tell the user (a vault restored from an older save, journal
 * records lost). Shown before any other modal, until the user closes it.
 */
export const unlockReportAtom = atom<UnlockReport | null>(null);
