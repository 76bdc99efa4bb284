import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { backupAskedAtom, markBackupAsked } from '../../state/backupAsked';
import { modalAtom } from '../../state/modals';

/**
 * Opens the backup-asked modal when the current wallet is not backed up, once per wallet per
 * app session; "Back up now" leads to the backup flow for that wallet.
 */
export function useBackupReminder(wallet: { id: string; isBackedup: boolean } | undefined): void {
  const asked = useAtomValue(backupAskedAtom);
  const markAsked = useSetAtom(markBackupAsked);
  const setModal = useSetAtom(modalAtom);
  const navigate = useNavigate();
  const id = wallet?.id;
  const due = wallet !== undefined && !wallet.isBackedup && !asked.has(wallet.id);

  useEffect(() => {
    if (!due || id === undefined) return;
    markAsked(id);
    setModal({ kind: 'backupAsked', onBackupNow: () => navigate(`/backup/${id}`) });
  }, [due, id, markAsked, setModal, navigate]);
}
