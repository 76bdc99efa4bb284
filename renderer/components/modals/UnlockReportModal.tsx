import type { UnlockReport } from '../../../shared/contract/wallets';
import { Modal } from '../Modal';

const when = (ms: number) => new Date(ms).toLocaleString();
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The title: what happened, in one line. */
export function unlockReportTitle(r: UnlockReport): string {
  if (r.vault?.restored === 'backup') return 'Your wallet file was restored from its backup';
  if (r.vault) return 'Your wallet file was repaired';
  return 'Some signed transactions can no longer be sped up or cancelled';
}

/** Every paragraph of the report, plain text (tests read these). */
export function unlockReportLines(r: UnlockReport): string[] {
  const lines: string[] = [];
  const v = r.vault;
  if (v?.restored === 'backup') {
    lines.push(
      v.problem === 'missing'
        ? 'The wallet file (vault.bin) was missing when you unlocked. Its backup opened instead: it holds the wallets as they were one change earlier.'
        : 'The wallet file (vault.bin) was damaged and could not be opened. Its backup opened instead: it holds the wallets as they were one change earlier.',
    );
    if (!v.compared)
      lines.push(
        'The app could not check which wallets that change had added. Look through your wallet list and import again, with its recovery phrase or private key, any wallet that is not there.',
      );
    else if (v.missingWallets.length > 0)
      lines.push(
        `Missing now, and needing their recovery phrase or private key again: ${v.missingWallets.join(', ')}. Import each with Add wallet → Import.`,
      );
    else
      lines.push(
        'No wallet is missing. Changes of the lost save (a name, a coin you added, the order) may have been undone.',
      );
  } else if (v) {
    lines.push(
      'The wallet file (vault.bin) was damaged only in its checksum. Every other byte verified, so all your wallets opened as you left them: nothing was lost.',
    );
  }
  if (v?.keptAs)
    lines.push(`The damaged file is kept in the app's vault folder as ${v.keptAs}. Do not delete it yet.`);

  const j = r.journal;
  if (j) {
    const between =
      j.signedAfter !== undefined && j.signedBefore !== undefined
        ? ` They were signed between ${when(j.signedAfter)} and ${when(j.signedBefore)}.`
        : j.signedAfter !== undefined
          ? ` They were signed after ${when(j.signedAfter)}.`
          : j.signedBefore !== undefined
            ? ` They were signed before ${when(j.signedBefore)}.`
            : '';
    const count = j.restUnreadable
      ? `At least ${plural(j.records, 'record', 'records')} of the signing journal could not be read, and nothing after the damage either.`
      : `${plural(j.records, 'record', 'records')} of the signing journal could not be read.`;
    lines.push(
      `${count}${between} Speed-up and cancel are no longer available for the transactions they held; those transactions still confirm as usual.`,
    );
    if (j.keptAs) lines.push(`The damaged journal is kept in the app's vault folder as ${j.keptAs}.`);
  }
  return lines;
}

export function UnlockReportModal({ report, onClose }: { report: UnlockReport; onClose: () => void }) {
  return (
    <Modal
      title={unlockReportTitle(report)}
      onClose={onClose}
      actions={<button onClick={onClose}>I understand</button>}
    >
      {unlockReportLines(report).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </Modal>
  );
}
