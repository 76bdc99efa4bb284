import { atom } from 'jotai';

/** Wallet ids already asked to back up in this app session: the modal asks once per wallet. */
export const backupAskedAtom = atom<ReadonlySet<string>>(new Set<string>());

export const markBackupAsked = atom(null, (get, set, walletId: string) => {
  const asked = get(backupAskedAtom);
  if (!asked.has(walletId)) set(backupAskedAtom, new Set([...asked, walletId]));
});
