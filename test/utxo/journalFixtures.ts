import type { Psbt } from 'bitcoinjs-lib';
import type { JournalEntry } from '../../signer/journal/journalEntry';
import { outpointsOf } from '../../signer/chains/utxo/checkReplacement';

/**
 * The journal record the signer would have kept for `psbt` had it signed it: the tests of
 * speed-up and cancel start from it. The input amounts are the test's claim, as the signer's
 * own record would carry them.
 */
export function journalRecordOf(
  psbt: Psbt,
  o: { to: string; amount: string; fee: string; values?: string[]; changeIndexes?: number[] },
): JournalEntry {
  return {
    walletId: 'w1',
    chainName: 'litecoin',
    hash: 'ab'.repeat(32),
    kind: 'transfer',
    at: 0,
    to: o.to,
    amount: o.amount,
    feeCap: o.fee,
    fee: o.fee,
    signed: '00',
    detail: {
      family: 'utxo',
      inputs: outpointsOf(psbt).map((id, i) => {
        const [txid, vout] = id.split(':') as [string, string];
        return { txid, vout: Number(vout), value: o.values?.[i] ?? '0' };
      }),
      account: "m/84'/1'/0'",
      changeIndexes: o.changeIndexes ?? [],
    },
  };
}
