import { createStore, Provider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { UnlockReport } from '../../../shared/contract/wallets';
import { modalAtom } from '../../state/modals';
import { unlockReportAtom } from '../../state/unlockReport';
import { ModalHost } from './ModalHost';
import { unlockReportLines, unlockReportTitle } from './UnlockReportModal';

const restored: UnlockReport = {
  vault: {
    problem: 'damaged',
    restored: 'backup',
    keptAs: 'vault.bin.damaged-20250506T070809Z',
    missingWallets: ['Savings', '<b>Trip</b>'],
    compared: true,
  },
};

function render(report: UnlockReport | null): string {
  const store = createStore();
  store.set(unlockReportAtom, report);
  store.set(modalAtom, { kind: 'backupAsked', onBackupNow: () => undefined });
  return renderToStaticMarkup(
    <Provider store={store}>
      <ModalHost />
    </Provider>,
  );
}

describe('the unlock report', () => {
  it('comes before any other modal, names the missing wallets as text, and where the damaged file is', () => {
    const html = render(restored);
    expect(html).toContain('Your wallet file was restored from its backup');
    expect(html).not.toContain('Back up your recovery phrase');
    expect(html).toContain('Savings, &lt;b&gt;Trip&lt;/b&gt;');
    expect(html).toContain('vault.bin.damaged-20250506T070809Z');
    expect(render(null)).toContain('Back up your recovery phrase');
  });

  it('says when it could not compare, when nothing is missing, and when nothing was lost', () => {
    const base = restored.vault!;
    expect(
      unlockReportLines({ vault: { ...base, compared: false, missingWallets: [] } }).join(' '),
    ).toContain('could not check which wallets');
    expect(unlockReportLines({ vault: { ...base, missingWallets: [] } }).join(' ')).toContain(
      'No wallet is missing',
    );
    const repaired: UnlockReport = { vault: { ...base, restored: 'latest', missingWallets: [] } };
    expect(unlockReportTitle(repaired)).toBe('Your wallet file was repaired');
    expect(unlockReportLines(repaired).join(' ')).toContain('nothing was lost');
    expect(unlockReportLines({ vault: { ...base, problem: 'missing' } })[0]).toContain('was missing');
  });

  it('counts lost journal records and bounds when they were signed', () => {
    const at = (d: number) => Date.UTC(2025, 0, d);
    const lines = unlockReportLines({
      journal: { records: 2, restUnreadable: false, signedAfter: at(1), signedBefore: at(3) },
    }).join(' ');
    expect(lines).toContain('2 records of the signing journal could not be read');
    expect(lines).toContain(new Date(at(1)).toLocaleString());
    expect(lines).toContain('Speed-up and cancel are no longer available');
    expect(unlockReportTitle({ journal: { records: 1, restUnreadable: true } })).toContain(
      'sped up or cancelled',
    );
    expect(unlockReportLines({ journal: { records: 1, restUnreadable: true } })[0]).toContain(
      'At least 1 record',
    );
  });
});
