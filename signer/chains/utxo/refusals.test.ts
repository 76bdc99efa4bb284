// The attacks each UTXO signer check stops, as data: a hostile main (or the explorer it
// believed) builds the PSBT, writes the intent and picks the journal record, and the real
// signer entry `signTransfer` must refuse with INTENT_MISMATCH and the reason the user reads.
// Sources: transferSigner.test.ts, replacement.test.ts, checkIntent.test.ts, sign.test.ts and
// signBch.test.ts beside this file, and test/utxo/offlinePsbt.ts; the two-session fee attack is
// https://blog.trezor.io/details-of-firmware-updates-for-trezor-one-version-1-9-1-and-trezor-model-t-version-2-3-1-1eba8f60f2dd
// Every vector is built inside its test so the mutation run (`npm run mutate`) sees which
// vector reaches which check.
import { mnemonicToSeedSync } from '@scure/bip39';
import type { Psbt } from 'bitcoinjs-lib';
import { describe, expect, it } from 'vitest';
import type { SignIntent } from '../../../shared/signer/protocol';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import {
  addressDeriver,
  fakePrevTx,
  offlinePrevTx,
  offlinePsbt,
  offlineScriptPsbt,
  paymentFor,
  type OfflineInput,
} from '../../../test/utxo/offlinePsbt';
import { TEST_MNEMONIC, testWallet } from '../../../test/utxo/testWallet';
import type { JournalEntry } from '../../journal/journalEntry';
import { importedKeys, phraseKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';
import { journalRecordOf } from '../../../test/utxo/journalFixtures';
import { scriptOf } from './signScripts';
import { CHANGE_INDEX_WINDOW, signUtxoTransfer } from './transferSigner';

const wallet = testWallet();
const acct = wallet.account('p2wpkh');
const own = addressDeriver('litecoin', 'regtest', acct);
const other = testWallet('zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong');
// the same path in another wallet: a valid address of the chain, not ours
const stranger = addressDeriver('litecoin', 'regtest', other.account('p2wpkh'));
const mallory = stranger(1, 0).address;
const recipient = 'rltc1qw508d6qejxtdg4y5r3zarvary0c5xw7k693xs3';
const s = (a: string) => scriptOf('litecoin', 'regtest', a);
const fp = new Uint8Array(4);
// the test wallet's phrase as the signer holds it: keys reached only as capabilities
const walletKeys: Keys = phraseKeys(mnemonicToSeedSync(TEST_MNEMONIC));
type UtxoIntent = Extract<SignIntent, { family: 'utxo' }>;

// a wallet of one imported key: its one address is its change
const importedKey = new Uint8Array(32).fill(0x11);
const oneKey: Keys = importedKeys('litecoin', () => ({
  curve: 'secp256k1',
  privateKey: Uint8Array.from(importedKey),
  compressed: true,
}));
const oneKeyAddress = paymentFor('litecoin', 'regtest', 'p2wpkh', secp256k1.getPublicKey(importedKey, true));

const bchWallet = testWallet(undefined, 145);
const bchAcct = bchWallet.account('p2pkh');
const bchOwn = addressDeriver('bitcoin_cash', 'mainnet', bchAcct);
const bchRecipient = 'qp63uahgrxged4z5jswyt5dn5v3lzsem6cy4spdc2h';

/** What a hostile main hands the signer. */
interface Hostile {
  psbt: Psbt;
  intent: SignIntent;
  /** the journal record main names for a replacement (null: none) */
  replacing?: JournalEntry | null;
  /** this wallet's earlier records */
  history?: JournalEntry[];
  keys?: Keys;
  chain?: 'litecoin' | 'bitcoin_cash';
}

interface RefusalVector {
  name: string;
  /** builds the hostile input; called inside the test */
  input: () => Hostile;
  refusal: { code: 'INTENT_MISMATCH'; message: string };
}

interface Out {
  to?: string;
  script?: Uint8Array;
  value: bigint;
  /** writes a BIP32 path …/1/<claim> on the output, as the engine does for change */
  claim?: number;
}
const coin = (index: number, forged?: OfflineInput['forged'], value = 100_000n): OfflineInput => ({
  account: acct,
  index,
  value,
  ...(forged ? { forged } : {}),
});
const change = (value: bigint, index = 0): Out => ({ script: own(1, index).script, value, claim: index });

/** A litecoin regtest PSBT; by default the honest transfer: 60 000 to the recipient, 1 500 fee. */
function build(inputs: OfflineInput[] = [coin(0)], outputs: Out[] = [pay(60_000n), change(38_500n)]): Psbt {
  const p = offlinePsbt(
    'litecoin',
    'regtest',
    inputs,
    outputs.map((o) => ({ script: o.script ?? s(o.to ?? recipient), value: o.value })),
  );
  outputs.forEach((o, i) => {
    if (o.claim === undefined) return;
    const d = own(1, o.claim);
    p.updateOutput(i, { bip32Derivation: [{ masterFingerprint: fp, pubkey: d.pubkey, path: d.path }] });
  });
  return p;
}
function pay(value: bigint, to = recipient): Out {
  return { to, value };
}
const intent = (over: Partial<UtxoIntent> = {}): UtxoIntent => ({
  family: 'utxo',
  kind: 'transfer',
  chainName: 'litecoin',
  to: recipient,
  amount: '60000',
  feeCap: '1500',
  ...over,
});

/** The replaced original: coins 0 and 1 (200 000), 60 000 to the recipient, fee 1 000. */
const twoCoins = () => [coin(0), coin(1)];
const replacementPsbt = (fee: bigint, o: { to?: string; amount?: bigint; inputs?: OfflineInput[] } = {}) => {
  const inputs = o.inputs ?? twoCoins();
  const amount = o.amount ?? 60_000n;
  return build(inputs, [pay(amount, o.to), change(BigInt(inputs.length) * 100_000n - amount - fee)]);
};
const original = (): JournalEntry =>
  journalRecordOf(replacementPsbt(1_000n), {
    to: recipient,
    amount: '60000',
    fee: '1000',
    values: ['100000', '100000'],
  });
const speedUp = (r: JournalEntry, over: Partial<UtxoIntent> = {}) =>
  intent({ kind: 'speedUp', replaces: r.hash, feeCap: '5000', ...over });
/** Both coins back to change 0, paying `fee`. */
const cancelPsbt = (fee: bigint, to = own(1, 0).script) =>
  build(twoCoins(), [{ script: to, value: 200_000n - fee, claim: 0 }]);
const cancel = (r: JournalEntry, fee: bigint, over: Partial<UtxoIntent> = {}) =>
  intent({
    kind: 'cancel',
    to: own(1, 0).address,
    amount: (200_000n - fee).toString(),
    feeCap: '5000',
    replaces: r.hash,
    ...over,
  });

/** A Bitcoin Cash mainnet PSBT: coins of 1 000 000 paying 600 000 out and 498 500 back per two coins. */
function bchBuild(inputs: OfflineInput[]): Psbt {
  return offlinePsbt('bitcoin_cash', 'mainnet', inputs, [
    { script: scriptOf('bitcoin_cash', 'mainnet', bchRecipient), value: 600_000n },
    { script: bchOwn(1, 0).script, value: BigInt(inputs.length) * 1_000_000n - 600_000n - 1_500n },
  ]);
}
const bchCoin = (index: number, forged?: OfflineInput['forged']): OfflineInput => ({
  account: bchAcct,
  index,
  value: 1_000_000n,
  ...(forged ? { forged } : {}),
});
const bchIntent = (): SignIntent => ({
  family: 'utxo',
  kind: 'transfer',
  chainName: 'bitcoin_cash',
  to: bchRecipient,
  amount: '600000',
  feeCap: '2000',
});

function sign(h: Hostile) {
  const chain = h.chain ?? 'litecoin';
  return signTransfer({
    chainName: chain,
    network: chain === 'litecoin' ? 'regtest' : 'mainnet',
    unsigned: h.psbt.toBase64(),
    intent: h.intent,
    keys: h.keys ?? walletKeys,
    replacing: h.replacing ?? null,
    history: () => h.history ?? [],
  });
}

const refused = (message: string): RefusalVector['refusal'] => ({ code: 'INTENT_MISMATCH', message });
// the lie of the two-session fee attack: the other coin "is" 100 000 and comes without its previous tx
const understated = { prevTx: null, witnessValue: 100_000n };

const UTXO_REFUSALS: readonly RefusalVector[] = [
  // ── outputs held to the approved intent (checkIntent)
  {
    name: 'pays another recipient than the approved one',
    input: () => ({ psbt: build(), intent: intent({ to: mallory }) }),
    refusal: refused('An output pays an address that is not the recipient or your change'),
  },
  {
    name: 'pays the recipient less than approved',
    input: () => ({ psbt: build([coin(0)], [pay(59_999n), change(38_501n)]), intent: intent() }),
    refusal: refused('The recipient would receive a different amount'),
  },
  {
    name: 'pays the recipient more than approved, out of the change',
    input: () => ({ psbt: build([coin(0)], [pay(60_001n), change(38_499n)]), intent: intent() }),
    refusal: refused('The recipient would receive a different amount'),
  },
  {
    name: 'hides a second payment to the recipient as an extra output',
    input: () => ({ psbt: build([coin(0)], [pay(60_000n), pay(38_500n)]), intent: intent() }),
    refusal: refused('The recipient would receive a different amount'),
  },
  {
    name: 'adds an output paying a stranger',
    input: () => ({
      psbt: build([coin(0)], [pay(60_000n), change(20_000n), pay(18_500n, mallory)]),
      intent: intent(),
    }),
    refusal: refused('An output pays an address that is not the recipient or your change'),
  },
  {
    name: 'sends the change to a stranger claiming the wallet’s change path',
    input: () => {
      const p = build([coin(0)], [pay(60_000n), { script: stranger(1, 0).script, value: 38_500n }]);
      p.updateOutput(1, {
        bip32Derivation: [{ masterFingerprint: fp, pubkey: own(1, 0).pubkey, path: `${acct.path}/1/0` }],
      });
      return { psbt: p, intent: intent() };
    },
    refusal: refused('An output pays an address that is not the recipient or your change'),
  },
  {
    name: 'drops the payment: everything goes back to change',
    input: () => ({ psbt: build([coin(0)], [change(98_500n)]), intent: intent() }),
    refusal: refused('The recipient amount does not match what you approved'),
  },
  {
    name: 'pays a fee above the approved cap',
    input: () => ({ psbt: build([coin(0)], [pay(60_000n), change(38_499n)]), intent: intent() }),
    refusal: refused('The fee is above what you approved'),
  },
  {
    name: 'spends more than its coins hold (an invalid transaction the user never saw)',
    input: () => ({ psbt: build([coin(0)], [pay(60_000n), change(40_001n)]), intent: intent() }),
    refusal: refused('The outputs exceed the inputs'),
  },
  // ── input amounts believed only from verified previous transactions (spentOutput)
  {
    name: 'two-session fee attack: the other coin understated, its previous transaction left out',
    input: () => ({
      psbt: build(
        [coin(0, undefined, 1_000_000n), coin(1, understated, 1_000_000n)],
        [pay(600_000n), change(498_500n)],
      ),
      intent: intent({ amount: '600000' }),
    }),
    refusal: refused('An input comes without its previous transaction'),
  },
  {
    name: 'an input without its previous transaction stating a P2WSH script (OP_0, 32 bytes), which only taproot may',
    input: () => ({
      psbt: build(
        [coin(0), coin(1, { prevTx: null, witnessScript: Buffer.from('0020' + '11'.repeat(32), 'hex') })],
        [pay(60_000n), change(138_500n)],
      ),
      intent: intent(),
    }),
    refusal: refused('An input comes without its previous transaction'),
  },
  {
    name: 'an input without its previous transaction stating a 35-byte witness v1 script, which only taproot may',
    input: () => ({
      psbt: build(
        [
          coin(0),
          coin(1, { prevTx: null, witnessScript: Buffer.from('5120' + '11'.repeat(32) + '00', 'hex') }),
        ],
        [pay(60_000n), change(138_500n)],
      ),
      intent: intent(),
    }),
    refusal: refused('An input comes without its previous transaction'),
  },
  {
    name: 'an input without its previous transaction stating a witness v1 script pushing 33 bytes, which only taproot may',
    input: () => ({
      psbt: build(
        [coin(0), coin(1, { prevTx: null, witnessScript: Buffer.from('5121' + '11'.repeat(32), 'hex') })],
        [pay(60_000n), change(138_500n)],
      ),
      intent: intent(),
    }),
    refusal: refused('An input comes without its previous transaction'),
  },
  {
    name: 'a forged previous transaction paying the wallet less, attached to the real outpoint',
    input: () => ({
      psbt: build(
        [coin(0), coin(1, { prevTx: fakePrevTx(own(0, 1).script, 1_000n, 99) })],
        [pay(60_000n), change(138_500n)],
      ),
      intent: intent(),
    }),
    refusal: refused('An input does not match its previous transaction'),
  },
  {
    name: 'an amount stated beside the input that differs from its previous transaction’s',
    input: () => ({
      psbt: build([coin(0), coin(1, { witnessValue: 1_000n })], [pay(60_000n), change(138_500n)]),
      intent: intent(),
    }),
    refusal: refused('An input states two amounts'),
  },
  {
    name: 'an input whose previous transaction is bytes that parse as no transaction',
    input: () => {
      const p = build([coin(0), coin(1, { prevTx: null })], [pay(60_000n), change(138_500n)]);
      // written past bitcoinjs' updateInput, which would parse it; a hostile builder does not ask it
      p.data.updateInput(1, { nonWitnessUtxo: Uint8Array.from([0x02, 0x00, 0x00]) });
      return { psbt: p, intent: intent() };
    },
    refusal: refused('An input has a malformed previous transaction'),
  },
  {
    name: 'a script stated beside the input that differs from its previous transaction’s',
    input: () => ({
      psbt: build([coin(0), coin(1, { witnessScript: own(0, 2).script })], [pay(60_000n), change(138_500n)]),
      intent: intent(),
    }),
    refusal: refused('An input states two scripts for the output it spends'),
  },
  {
    name: 'an input spending an output its previous transaction does not have',
    input: () => {
      const p = build([coin(0)], [pay(60_000n), change(38_500n)]);
      const prev = offlinePrevTx('litecoin', 'regtest', coin(1), 1);
      const d = own(0, 1);
      p.addInput({
        hash: prev.getId(),
        index: 1,
        sequence: 0xfffffffd,
        nonWitnessUtxo: prev.toBuffer(),
        bip32Derivation: [{ masterFingerprint: fp, pubkey: d.pubkey, path: d.path }],
      });
      return { psbt: p, intent: intent() };
    },
    refusal: refused('An input spends an output that does not exist'),
  },
  {
    name: 'a segwit v0 input that states a taproot script to skip its previous transaction',
    input: () => {
      const p = build([coin(0)], [pay(60_000n), change(138_500n)]);
      const real = offlinePrevTx('litecoin', 'regtest', coin(1), 1);
      const taproot = addressDeriver('litecoin', 'regtest', wallet.account('p2tr'))(0, 0).script;
      p.addInput({
        hash: real.getId(),
        index: 0,
        sequence: 0xfffffffd,
        witnessUtxo: { script: taproot, value: 100_000n },
      });
      const d = own(0, 1);
      p.data.updateInput(1, { bip32Derivation: [{ masterFingerprint: fp, pubkey: d.pubkey, path: d.path }] });
      return { psbt: p, intent: intent() };
    },
    refusal: refused('An input is not spendable by this wallet'),
  },
  // ── a transaction that spends nothing: no previous transaction, so no amount, can be checked
  // (two outputs: with one, the unsigned transaction would read as segwit and not decode at all)
  {
    name: 'no inputs at all, to a phrase wallet',
    input: () => ({ psbt: build([], [pay(60_000n), change(1_000n)]), intent: intent() }),
    refusal: refused('The transaction has no inputs'),
  },
  {
    name: 'no inputs at all, to a wallet of one imported key (no input path to refuse it first)',
    input: () => ({
      psbt: offlineScriptPsbt(
        'litecoin',
        'regtest',
        [],
        [
          { script: s(recipient), value: 60_000n },
          { script: oneKeyAddress.script, value: 1_000n },
        ],
      ),
      intent: intent(),
      keys: oneKey,
    }),
    refusal: refused('The transaction has no inputs'),
  },
  // ── inputs must be this wallet's, from one account (walletAccountOf, withInputKey)
  {
    name: 'an input another wallet’s key signs, at this wallet’s path',
    input: () => {
      const p = offlinePsbt(
        'litecoin',
        'regtest',
        [{ account: other.account('p2wpkh'), index: 0, value: 100_000n }],
        [
          { script: s(recipient), value: 60_000n },
          { script: own(1, 0).script, value: 38_500n },
        ],
      );
      return { psbt: p, intent: intent() };
    },
    refusal: refused('An input is not spendable by this wallet'),
  },
  {
    name: 'an input naming this wallet’s key but spending a stranger’s coin',
    input: () => {
      const p = offlinePsbt(
        'litecoin',
        'regtest',
        [{ account: other.account('p2wpkh'), index: 0, value: 100_000n }],
        [
          { script: s(recipient), value: 60_000n },
          { script: own(1, 0).script, value: 38_500n },
        ],
      );
      p.data.inputs[0]!.bip32Derivation![0]!.pubkey = own(0, 0).pubkey;
      return { psbt: p, intent: intent() };
    },
    refusal: refused('An input is not spendable by this wallet'),
  },
  {
    name: 'an input of another coin type (a mainnet coin on regtest)',
    input: () => {
      const p = build();
      p.data.inputs[0]!.bip32Derivation![0]!.path = "m/84'/2'/0'/0/0";
      return { psbt: p, intent: intent() };
    },
    refusal: refused('An input is not from this wallet'),
  },
  {
    name: 'an input of another account of the wallet',
    input: () => {
      const p = build();
      p.data.inputs[0]!.bip32Derivation![0]!.path = "m/84'/1'/5'/0/0";
      return { psbt: p, intent: intent() };
    },
    refusal: refused('An input is not from this wallet'),
  },
  {
    name: 'an input at a path below one of this wallet’s addresses',
    input: () => {
      const p = build();
      p.data.inputs[0]!.bip32Derivation![0]!.path = "m/84'/1'/0'/0/0/5";
      return { psbt: p, intent: intent() };
    },
    refusal: refused('An input is not from this wallet'),
  },
  {
    name: 'an input that names no key path',
    input: () => {
      const p = build();
      p.data.inputs[0]!.bip32Derivation![0]!.path = '';
      return { psbt: p, intent: intent() };
    },
    refusal: refused('An input is not from this wallet'),
  },
  {
    name: 'an input that names no key at all (a coin of an imported key handed to a phrase wallet)',
    input: () => {
      const p = build();
      delete p.data.inputs[0]!.bip32Derivation;
      return { psbt: p, intent: intent() };
    },
    refusal: refused('An input is not from this wallet'),
  },
  {
    name: 'inputs of two accounts of the wallet (native segwit and legacy)',
    input: () => {
      const legacy = wallet.account('p2pkh');
      const p = offlinePsbt(
        'litecoin',
        'regtest',
        [coin(0), { account: legacy, index: 0, value: 100_000n }],
        [{ script: s(recipient), value: 199_000n }],
      );
      return { psbt: p, intent: intent({ amount: '199000', feeCap: '1000' }) };
    },
    refusal: refused('The inputs come from different accounts'),
  },
  // ── change must be findable by the wallet (transferSigner)
  {
    name: 'change at index 2^31-1, where no wallet scanning the phrase would find it',
    input: () => ({ psbt: build([coin(0)], [pay(60_000n), change(38_500n, 2 ** 31 - 1)]), intent: intent() }),
    refusal: refused('The change address is far beyond the addresses this wallet uses'),
  },
  {
    name: 'change one index past the window after the highest index the wallet used',
    input: () => ({
      psbt: build([coin(0)], [pay(60_000n), change(38_500n, CHANGE_INDEX_WINDOW + 1)]),
      intent: intent(),
    }),
    refusal: refused('The change address is far beyond the addresses this wallet uses'),
  },
  {
    name: 'change one index past the window after the input’s own index',
    input: () => ({
      psbt: build([coin(12)], [pay(60_000n), change(38_500n, 12 + CHANGE_INDEX_WINDOW + 1)]),
      intent: intent(),
    }),
    refusal: refused('The change address is far beyond the addresses this wallet uses'),
  },
  {
    name: 'change one index past the window after the change the journal saw paid',
    input: () => {
      const earlier = journalRecordOf(build(), {
        to: recipient,
        amount: '1',
        fee: '1',
        changeIndexes: [300],
      });
      return {
        psbt: build([coin(0)], [pay(60_000n), change(38_500n, 300 + CHANGE_INDEX_WINDOW + 1)]),
        intent: intent(),
        history: [earlier],
      };
    },
    refusal: refused('The change address is far beyond the addresses this wallet uses'),
  },
  {
    name: 'change far out, excused by change another account of the wallet once paid',
    input: () => {
      const r = journalRecordOf(build(), { to: recipient, amount: '1', fee: '1', changeIndexes: [300] });
      const legacy = { ...r, detail: { ...r.detail, account: "m/44'/1'/0'" } } as JournalEntry;
      return {
        psbt: build([coin(0)], [pay(60_000n), change(38_500n, 300)]),
        intent: intent(),
        history: [legacy],
      };
    },
    refusal: refused('The change address is far beyond the addresses this wallet uses'),
  },
  {
    name: 'more change outputs than one transfer could have (a derivation each)',
    input: () => {
      const many = Array.from({ length: 65 }, (_, i) => change(1_000n, i));
      return {
        psbt: build([coin(0)], [pay(1_000n), ...many]),
        intent: intent({ amount: '1000', feeCap: '34000' }),
      };
    },
    refusal: refused('The transaction has too many change outputs'),
  },
  {
    name: 'unclaimed change at index 20, the first one past those the signer scans',
    input: () => ({
      psbt: build([coin(0)], [pay(60_000n), { script: own(1, 20).script, value: 38_500n }]),
      intent: intent(),
    }),
    refusal: refused('An output pays an address that is not the recipient or your change'),
  },
  {
    name: 'unclaimed change beyond the first addresses the signer scans',
    input: () => ({
      psbt: build([coin(0)], [pay(60_000n), { script: own(1, 25).script, value: 38_500n }]),
      intent: intent(),
    }),
    refusal: refused('An output pays an address that is not the recipient or your change'),
  },
  // ── the intent and the key (signing.ts, transferSigner)
  {
    name: 'an approved recipient that is no address of this chain',
    input: () => ({ psbt: build(), intent: intent({ to: 'not-an-address' }) }),
    refusal: refused('The approved recipient is not a valid address'),
  },
  {
    name: 'approved on another chain',
    input: () => ({ psbt: build(), intent: intent({ chainName: 'bitcoin' }) }),
    refusal: refused('chain'),
  },
  {
    name: 'signed with a key imported for Ethereum',
    input: () => ({
      psbt: build(),
      intent: intent(),
      keys: importedKeys('ethereum', () => ({
        curve: 'secp256k1',
        privateKey: new Uint8Array(32).fill(1),
        compressed: true,
      })),
    }),
    refusal: refused('This key was imported for another chain'),
  },
  {
    name: 'approved as an EVM transfer (whose fields this family never checks)',
    input: () => ({
      psbt: build(),
      intent: { ...intent(), kind: 'transfer', family: 'evm', from: recipient, contractAddress: recipient },
    }),
    refusal: refused('family'),
  },
  {
    name: 'carries a memo the transaction does not (the user would believe it was sent)',
    input: () => ({ psbt: build(), intent: intent({ memo: { kind: 'text', value: 'invoice 42' } }) }),
    refusal: refused('memo'),
  },
  {
    name: 'approved as a staking action (this family stakes nothing)',
    input: () => ({ psbt: build(), intent: intent({ kind: 'stake' as never }) }),
    refusal: refused('kind'),
  },
  {
    name: 'approved as opening a trustline (this family has none)',
    input: () => ({ psbt: build(), intent: intent({ kind: 'trust' as never }) }),
    refusal: refused('kind'),
  },
  {
    name: 'a transfer that claims to replace an earlier transaction',
    input: () => ({ psbt: build(), intent: intent({ replaces: 'ab'.repeat(32) }) }),
    refusal: refused('replaces'),
  },
  // ── speed-up and cancel held to the journal (checkReplacement, transferSigner)
  {
    name: 'a speed-up of a transaction this wallet never signed',
    input: () => ({ psbt: replacementPsbt(3_000n), intent: speedUp(original()) }),
    refusal: refused('The transaction to replace was not signed by this wallet'),
  },
  {
    name: 'a "speed-up" paying a stranger (intent written from a forged explorer answer)',
    input: () => {
      const r = original();
      return {
        psbt: replacementPsbt(3_000n, { to: mallory }),
        intent: speedUp(r, { to: mallory }),
        replacing: r,
      };
    },
    refusal: refused('A speed-up must pay the same recipient the same amount'),
  },
  {
    name: 'a "speed-up" paying the recipient more (intent written to match)',
    input: () => {
      const r = original();
      return {
        psbt: replacementPsbt(3_000n, { amount: 99_000n }),
        intent: speedUp(r, { amount: '99000' }),
        replacing: r,
      };
    },
    refusal: refused('A speed-up must pay the same recipient the same amount'),
  },
  {
    name: 'a replacement that leaves one of the original coins out (both could confirm)',
    input: () => {
      const r = original();
      return {
        psbt: replacementPsbt(3_000n, { inputs: [coin(0), coin(2)] }),
        intent: speedUp(r),
        replacing: r,
      };
    },
    refusal: refused('A replacement must spend every coin of the transaction it replaces'),
  },
  {
    name: 'a speed-up paying no more than the original',
    input: () => {
      const r = original();
      return { psbt: replacementPsbt(1_000n), intent: speedUp(r), replacing: r };
    },
    refusal: refused('A replacement must pay a higher fee than the transaction it replaces'),
  },
  {
    name: 'a speed-up against a record whose recipient is another network’s address (the setting changed)',
    input: () => {
      const r = { ...original(), to: 'ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9' };
      return { psbt: replacementPsbt(3_000n), intent: speedUp(r), replacing: r };
    },
    refusal: refused('A speed-up must pay the same recipient the same amount'),
  },
  {
    name: 'a replacement against a record of another family',
    input: () => {
      const r = original();
      const evm = { ...r, detail: { family: 'evm' } } as unknown as JournalEntry;
      return { psbt: replacementPsbt(3_000n), intent: speedUp(r), replacing: evm };
    },
    refusal: refused('The replaced transaction is not a transaction of this chain'),
  },
  {
    name: 'a "cancel" paying a stranger',
    input: () => {
      const r = original();
      return {
        psbt: cancelPsbt(3_000n, stranger(1, 0).script),
        intent: cancel(r, 3_000n, { to: mallory }),
        replacing: r,
      };
    },
    refusal: refused('A cancel must pay back to your own address'),
  },
  {
    name: 'a cancel paying no more than the original',
    input: () => {
      const r = original();
      return { psbt: cancelPsbt(1_000n), intent: cancel(r, 1_000n), replacing: r };
    },
    refusal: refused('A replacement must pay a higher fee than the transaction it replaces'),
  },
  {
    name: 'a cancel with a fee above what the user approved',
    input: () => {
      const r = original();
      return { psbt: cancelPsbt(5_001n), intent: cancel(r, 5_001n), replacing: r };
    },
    refusal: refused('The fee is above what you approved'),
  },
  // ── Bitcoin Cash: the fork-id digest signs one amount, so amounts come from previous transactions
  {
    name: 'Bitcoin Cash: two-session fee attack, the other coin understated without its previous transaction',
    input: () => ({
      psbt: bchBuild([bchCoin(0), bchCoin(1, understated)]),
      intent: bchIntent(),
      chain: 'bitcoin_cash',
    }),
    refusal: refused('An input comes without its previous transaction'),
  },
  {
    name: 'Bitcoin Cash: a forged previous transaction attached to the real outpoint',
    input: () => ({
      psbt: bchBuild([bchCoin(0), bchCoin(1, { prevTx: fakePrevTx(bchOwn(0, 1).script, 1_000n, 99) })]),
      intent: bchIntent(),
      chain: 'bitcoin_cash',
    }),
    refusal: refused('An input does not match its previous transaction'),
  },
  {
    name: 'Bitcoin Cash: an input naming this wallet’s key but spending a stranger’s coin',
    input: () => {
      const strangerAcct = testWallet('zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong', 145).account(
        'p2pkh',
      );
      const p = bchBuild([{ account: strangerAcct, index: 0, value: 1_000_000n }, bchCoin(1)]);
      p.data.inputs[0]!.bip32Derivation![0]!.pubkey = bchOwn(0, 0).pubkey;
      return { psbt: p, intent: bchIntent(), chain: 'bitcoin_cash' };
    },
    refusal: refused('An input is not spendable by this wallet'),
  },
];

describe('UTXO refusal vectors through signTransfer', () => {
  it('the honest transfer, speed-up, cancel and Bitcoin Cash transfer sign (each vector departs from these)', () => {
    expect(sign({ psbt: build(), intent: intent() }).fee).toBe(1_500n);
    const r = original();
    expect(sign({ psbt: replacementPsbt(3_000n), intent: speedUp(r), replacing: r }).fee).toBe(3_000n);
    expect(sign({ psbt: cancelPsbt(3_000n), intent: cancel(r, 3_000n), replacing: r }).fee).toBe(3_000n);
    const bch = sign({
      psbt: bchBuild([bchCoin(0), bchCoin(1)]),
      intent: bchIntent(),
      chain: 'bitcoin_cash',
    });
    expect(bch.fee).toBe(1_500n);
    // no fee floor: a transfer paying no fee at all is the user's to approve
    expect(sign({ psbt: build([coin(0)], [pay(60_000n), change(40_000n)]), intent: intent() }).fee).toBe(0n);
    // change right at the window's edge is the wallet's own
    const edge = build([coin(0)], [pay(60_000n), change(38_500n, CHANGE_INDEX_WINDOW)]);
    expect(sign({ psbt: edge, intent: intent() }).detail).toMatchObject({
      changeIndexes: [CHANGE_INDEX_WINDOW],
    });
    // the window starts at the highest index the inputs use
    const far = build([coin(12)], [pay(60_000n), change(38_500n, 12 + CHANGE_INDEX_WINDOW)]);
    expect(sign({ psbt: far, intent: intent() }).detail).toMatchObject({
      changeIndexes: [12 + CHANGE_INDEX_WINDOW],
    });
  });

  it('takes approved amounts only as base-unit digits', () => {
    expect(() => sign({ psbt: build(), intent: intent({ amount: '0xea60' }) })).toThrow(
      expect.objectContaining({ code: 'BAD_INPUT', message: 'Amounts are base units' }),
    );
  });

  it.each(UTXO_REFUSALS)('refuses: $name', ({ input, refusal }) => {
    expect(() => sign(input())).toThrow(expect.objectContaining(refusal));
  });

  it('the UTXO signer refuses a speed-up without the record it replaces on its own, without the shared checks before it', () => {
    expect(() =>
      signUtxoTransfer({
        chainName: 'litecoin',
        network: 'regtest',
        unsigned: replacementPsbt(3_000n).toBase64(),
        intent: speedUp(original()),
        keys: walletKeys,
        replacing: null,
        history: () => [],
      }),
    ).toThrow(expect.objectContaining(refused('The transaction to replace was not signed by this wallet')));
  });

  it('the UTXO signer refuses another family’s intent on its own, without the shared checks before it', () => {
    const evmIntent: SignIntent = { ...intent(), kind: 'transfer', family: 'evm', from: recipient };
    expect(() =>
      signUtxoTransfer({
        chainName: 'litecoin',
        network: 'regtest',
        unsigned: build().toBase64(),
        intent: evmIntent,
        keys: walletKeys,
        replacing: null,
        history: () => [],
      }),
    ).toThrow(expect.objectContaining(refused('family')));
  });
});
