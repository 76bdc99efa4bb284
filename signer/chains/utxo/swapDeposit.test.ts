// A THORChain swap deposit as a hostile main would hand it to the real signer entry
// `signTransfer`: each vector breaks one thing the user approved (the memo's asset,
// destination, limit or affiliate, the quote's expiry, the OP_RETURN output, the deposit) and
// must be refused with the reason the user reads. The honest deposit follows THORNode's quote
// notes: the deposit to the inbound address, change back to self, the memo in an OP_RETURN
// output (https://dev.thorchain.org/swap-guide/quickstart-guide.html). Every vector is built
// inside its test so the mutation run sees which vector reaches which check.
import { mnemonicToSeedSync } from '@scure/bip39';
import { payments, script as bscript, Transaction, type Psbt } from 'bitcoinjs-lib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignIntent } from '../../../shared/signer/protocol';
import { addressDeriver, offlinePsbt, type OfflineInput } from '../../../test/utxo/offlinePsbt';
import { TEST_MNEMONIC, testWallet } from '../../../test/utxo/testWallet';
import { phraseKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';
import { OP_RETURN_MAX_BYTES } from './checkSwapDeposit';
import { scriptOf } from './signScripts';

const wallet = testWallet();
const acct = wallet.account('p2wpkh');
const own = addressDeriver('litecoin', 'regtest', acct);
const stranger = addressDeriver(
  'litecoin',
  'regtest',
  testWallet('zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong').account('p2wpkh'),
)(1, 0).address;
const walletKeys: Keys = phraseKeys(mnemonicToSeedSync(TEST_MNEMONIC));
const fp = new Uint8Array(4);
type UtxoIntent = Extract<SignIntent, { family: 'utxo' }>;

/** THORChain's Litecoin vault, as /thorchain/inbound_addresses would name it on regtest */
const INBOUND = 'rltc1qw508d6qejxtdg4y5r3zarvary0c5xw7k693xs3';
const DEST = '0x86d526d6624AbC0178cF7296cD538Ecc080A95F1';
const MEMO = `=:ETH.ETH:${DEST}:1500000/1/0`;
const NOW_S = 1_800_000_000;
const EXPIRY = NOW_S + 900;

const s = (a: string) => scriptOf('litecoin', 'regtest', a);
const opReturn = (text: string) => payments.embed({ data: [new TextEncoder().encode(text)] }).output!;
const coin = (index: number): OfflineInput => ({ account: acct, index, value: 100_000n });

interface Out {
  script: Uint8Array;
  value: bigint;
  /** writes the change path …/1/<claim> on the output, as the engine does */
  claim?: number;
}
const deposit = (value = 60_000n, to = INBOUND): Out => ({ script: s(to), value });
const change = (value = 38_500n): Out => ({ script: own(1, 0).script, value, claim: 0 });
const memoOut = (text = MEMO, value = 0n): Out => ({ script: opReturn(text), value });

/** The honest deposit by default: 60 000 to the vault, 38 500 back, the memo; 1 500 fee. */
function build(outputs: Out[] = [deposit(), change(), memoOut()]): Psbt {
  const p = offlinePsbt('litecoin', 'regtest', [coin(0)], outputs);
  outputs.forEach((o, i) => {
    if (o.claim === undefined) return;
    const d = own(1, o.claim);
    p.updateOutput(i, { bip32Derivation: [{ masterFingerprint: fp, pubkey: d.pubkey, path: d.path }] });
  });
  return p;
}

type Terms = NonNullable<UtxoIntent['swap']>;
const terms = (over: Partial<Terms> = {}): Terms => ({
  provider: 'thorchain',
  toAsset: 'ETH.ETH',
  destination: DEST,
  minOut: '1500000',
  expiry: EXPIRY,
  ...over,
});
const intent = (over: Partial<UtxoIntent> = {}, swap: Partial<Terms> = {}): UtxoIntent => ({
  family: 'utxo',
  kind: 'swapDeposit',
  chainName: 'litecoin',
  to: INBOUND,
  amount: '60000',
  feeCap: '1500',
  memo: { kind: 'text', value: MEMO },
  swap: terms(swap),
  ...over,
});
/** the same deposit with another memo, in both the intent and the OP_RETURN output */
const withMemo = (memo: string, swap: Partial<Terms> = {}) => ({
  psbt: build([deposit(), change(), memoOut(memo)]),
  intent: intent({ memo: { kind: 'text', value: memo } }, swap),
});

function sign(h: { psbt: Psbt; intent: UtxoIntent }) {
  return signTransfer({
    chainName: 'litecoin',
    network: 'regtest',
    unsigned: h.psbt.toBase64(),
    intent: h.intent,
    keys: walletKeys,
    replacing: null,
    history: () => [],
  });
}
const refused = (message: string) => expect.objectContaining({ code: 'INTENT_MISMATCH', message });

interface Vector {
  name: string;
  input: () => { psbt: Psbt; intent: UtxoIntent };
  message: string;
}

const REFUSALS: readonly Vector[] = [
  // ── the intent itself (transferSigner.ts, checkSwapDeposit.ts)
  {
    name: 'a memo on a plain transfer',
    input: () => ({ psbt: build(), intent: intent({ kind: 'transfer', swap: undefined }) }),
    message: 'memo',
  },
  {
    name: 'swap terms on a plain transfer',
    input: () => ({
      psbt: build([deposit(), change()]),
      intent: intent({ kind: 'transfer', memo: undefined }),
    }),
    message: 'swap',
  },
  {
    name: 'a swap deposit without its terms',
    input: () => ({ psbt: build(), intent: intent({ swap: undefined }) }),
    message: 'A swap deposit comes without the swap you approved',
  },
  {
    name: 'a memo-less deposit',
    input: () => ({ psbt: build([deposit(), change()]), intent: intent({ memo: undefined }) }),
    message: 'A swap deposit must carry its memo',
  },
  {
    name: 'a tag for a memo',
    input: () => ({ psbt: build(), intent: intent({ memo: { kind: 'tag', value: '1' } }) }),
    message: 'A swap deposit must carry its memo',
  },
  {
    name: 'a memo longer than an OP_RETURN output holds',
    input: () => withMemo(`=:ETH.ETH:${DEST}:1500000/1/0:thor1au0mkysxfh5vvv9g4jtrq78da0kfgqwvx9h33d:10`),
    message: 'The memo is too long for an OP_RETURN output',
  },
  {
    name: 'a quote at its expiry',
    input: () => ({ psbt: build(), intent: intent({}, { expiry: NOW_S }) }),
    message: 'The quote has expired; ask for a new one',
  },
  {
    name: 'a quote expiring more than an hour ahead (main could hold it back past the price shown)',
    input: () => ({ psbt: build(), intent: intent({}, { expiry: NOW_S + 3601 }) }),
    message: 'The deposit expires later than a quote holds',
  },
  {
    name: 'a memo that is not a swap',
    input: () => withMemo(`+:ETH.ETH:${DEST}`),
    message: 'The memo is not a swap',
  },
  {
    name: 'a memo with a refund address of its own',
    input: () => withMemo(`=:e:${DEST}/ltc1qrefund`),
    message: 'The swap memo has no valid destination',
  },
  {
    name: 'a memo swapping to another asset',
    input: () => withMemo(`=:BTC.BTC:${DEST}:1500000/1/0`),
    message: 'The memo swaps to another asset than you approved',
  },
  {
    name: 'a memo paying out to another address',
    input: () => withMemo(`=:ETH.ETH:0x3021c479f7f8c9f1d5c7d8523ba5e22c0bcb5430:1500000/1/0`),
    message: 'The memo pays out to another address than you approved',
  },
  {
    name: 'a memo paying a non-EVM destination spelt in another case',
    input: () =>
      withMemo(`=:LTC.LTC:${INBOUND.toUpperCase()}:1500000`, { toAsset: 'LTC.LTC', destination: INBOUND }),
    message: 'The memo pays out to another address than you approved',
  },
  {
    name: 'a memo accepting less than the approved minimum',
    input: () => withMemo(`=:ETH.ETH:${DEST}:1499999/1/0`),
    message: 'The memo accepts less than the minimum you approved',
  },
  {
    name: 'a memo with no limit at all',
    input: () => withMemo(`=:ETH.ETH:${DEST}`),
    message: 'The memo accepts less than the minimum you approved',
  },
  {
    name: 'a memo paying an affiliate the user never saw',
    input: () => withMemo(`=:ETH.ETH:${DEST}:1500000:mallory:1000`),
    message: 'The memo pays an affiliate fee you did not approve',
  },
  {
    name: 'a memo paying the approved affiliate a higher fee',
    input: () => withMemo(`=:ETH.ETH:${DEST}:1500000:t:50`, { affiliate: { name: 't', feeBps: 10 } }),
    message: 'The memo pays an affiliate fee you did not approve',
  },
  {
    name: 'a memo paying another affiliate the approved fee',
    input: () => withMemo(`=:ETH.ETH:${DEST}:1500000:u:10`, { affiliate: { name: 't', feeBps: 10 } }),
    message: 'The memo pays an affiliate fee you did not approve',
  },
  {
    name: 'a memo without the approved affiliate',
    input: () => withMemo(`=:ETH.ETH:${DEST}:1500000`, { affiliate: { name: 't', feeBps: 10 } }),
    message: 'The memo pays an affiliate fee you did not approve',
  },
  // ── the outputs (checkIntent.ts)
  {
    name: 'the memo output left out',
    input: () => ({ psbt: build([deposit(), change()]), intent: intent() }),
    message: 'The transaction does not carry the approved memo',
  },
  {
    name: 'another memo in the OP_RETURN output than the approved one',
    input: () => ({
      psbt: build([deposit(), change(), memoOut(`=:ETH.ETH:${DEST}:1`)]),
      intent: intent(),
    }),
    message: 'The transaction carries a memo you did not approve',
  },
  {
    name: 'a second OP_RETURN output beside the approved memo',
    input: () => ({
      psbt: build([deposit(), change(), memoOut(), memoOut(`=:ETH.ETH:${stranger}`)]),
      intent: intent(),
    }),
    message: 'The transaction carries a memo you did not approve',
  },
  {
    name: 'the approved memo carried twice',
    input: () => ({ psbt: build([deposit(), change(), memoOut(), memoOut()]), intent: intent() }),
    message: 'The transaction carries the memo twice',
  },
  {
    name: 'the memo pushed with OP_PUSHDATA1 (a script the node reads the same but was never approved)',
    input: () => {
      const data = new TextEncoder().encode(MEMO);
      const script = Uint8Array.from([0x6a, 0x4c, data.length, ...data]);
      return { psbt: build([deposit(), change(), { script, value: 0n }]), intent: intent() };
    },
    message: 'The transaction carries a memo you did not approve',
  },
  {
    name: 'coins burnt in the memo output',
    input: () => ({ psbt: build([deposit(), change(38_000n), memoOut(MEMO, 500n)]), intent: intent() }),
    message: 'The memo output carries coins',
  },
  {
    name: 'an OP_RETURN output on a plain transfer',
    input: () => ({ psbt: build(), intent: intent({ kind: 'transfer', memo: undefined, swap: undefined }) }),
    message: 'The transaction carries a memo you did not approve',
  },
  {
    name: 'less deposited than approved',
    input: () => ({ psbt: build([deposit(59_999n), change(38_501n), memoOut()]), intent: intent() }),
    message: 'The recipient would receive a different amount',
  },
  {
    name: 'the deposit sent to another vault',
    input: () => ({ psbt: build([deposit(60_000n, stranger), change(), memoOut()]), intent: intent() }),
    message: 'An output pays an address that is not the recipient or your change',
  },
  {
    name: 'a fee above the approved cap',
    input: () => ({ psbt: build([deposit(), change(38_499n), memoOut()]), intent: intent() }),
    message: 'The fee is above what you approved',
  },
];

describe('UTXO swap deposit (THORChain) through the real signer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW_S * 1000);
  });
  afterEach(() => vi.useRealTimers());

  it('signs the approved deposit: the vault paid, change back, the memo in OP_RETURN; the journal keeps what it read', () => {
    const signed = sign({ psbt: build(), intent: intent() });
    const tx = Transaction.fromHex(signed.signed);
    const chunks = bscript.decompile(tx.outs[2]!.script)!;
    expect(chunks[0]).toBe(bscript.OPS.OP_RETURN);
    expect(new TextDecoder().decode(chunks[1] as Uint8Array)).toBe(MEMO);
    expect(signed.fee).toBe(1_500n);
    expect(signed.detail).toMatchObject({
      family: 'utxo',
      changeIndexes: [0],
      swap: {
        provider: 'thorchain',
        memo: MEMO,
        toAsset: 'ETH.ETH',
        destination: DEST,
        limit: '1500000',
        expiry: EXPIRY,
      },
    });
  });

  it('signs up to the edges: an hour and a second before expiry, a limit equal to the minimum, an 80-byte memo, an EVM destination in another case, the approved affiliate', () => {
    vi.setSystemTime((EXPIRY - 1) * 1000);
    expect(sign({ psbt: build(), intent: intent() }).fee).toBe(1_500n);
    // the latest expiry a quote may hold: an hour ahead
    vi.setSystemTime((EXPIRY - 3600) * 1000);
    expect(sign({ psbt: build(), intent: intent() }).fee).toBe(1_500n);
    vi.setSystemTime((EXPIRY - 1) * 1000);
    // 80 bytes: an affiliate name long enough that the memo fills the output
    const base = `=:ETH.ETH:${DEST}:1500000:`;
    const name = 'a'.repeat(OP_RETURN_MAX_BYTES - base.length - ':0'.length);
    const full = `${base}${name}:0`;
    expect(full).toHaveLength(OP_RETURN_MAX_BYTES);
    expect(sign(withMemo(full, { affiliate: { name, feeBps: 0 } })).fee).toBe(1_500n);
    expect(sign(withMemo(`=:e:${DEST.toLowerCase()}:15e5`)).detail).toMatchObject({
      swap: { toAsset: 'ETH.ETH', limit: '1500000' },
    });
    expect(
      sign(withMemo(`=:ETH.ETH:${DEST}:1500000:t:10`, { affiliate: { name: 't', feeBps: 10 } })).fee,
    ).toBe(1_500n);
  });

  it('keeps no swap in the journal of a plain transfer', () => {
    const signed = sign({
      psbt: build([deposit(), change()]),
      intent: intent({ kind: 'transfer', memo: undefined, swap: undefined }),
    });
    expect(signed.detail).not.toHaveProperty('swap');
  });

  it.each(REFUSALS)('refuses $name', ({ input, message }) => {
    expect(() => sign(input())).toThrow(refused(message));
  });
});
