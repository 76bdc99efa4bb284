// The attacks each EVM signer check stops, as data: a hostile main (or the node it believed)
// builds the unsigned transaction, writes the intent and picks the journal record, and the
// real signer entry `signTransfer` must refuse with INTENT_MISMATCH naming the field.
// Sources: sign.test.ts and replacement.test.ts beside this file; every vector is built inside
// its test so the mutation run (`npm run mutate`) sees which vector reaches which check.
import {
  Interface,
  Transaction,
  Wallet,
  concat,
  encodeRlp,
  getBytes,
  parseEther,
  toBeArray,
  type TransactionLike,
} from 'ethers';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import type { SignIntent } from '../../../shared/signer/protocol';
import type { JournalEntry } from '../../journal/journalEntry';
import { importedKeys, phraseKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';
import { signEvm } from './transferSigner';

// anvil's published test phrase; its key 0 at m/44'/60'/0'/0/0 (never funded on a real chain)
const PHRASE = 'test test test test test test test test test test test junk';
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const ME = new Wallet(KEY).address;
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const MALLORY = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const GWEI = 10n ** 9n;
const PATH = "m/44'/60'/0'/0/0";
const ERC20 = new Interface(['function transfer(address to, uint256 amount) returns (bool)']);
const APPROVE = new Interface(['function approve(address spender, uint256 amount) returns (bool)']);
const walletKeys: Keys = phraseKeys(mnemonicToSeedSync(PHRASE));
/** The same key imported for `chain` (a private-key wallet). */
const importedFor = (chain: string): Keys =>
  importedKeys(chain, () => ({ curve: 'secp256k1', privateKey: getBytes(KEY), compressed: true }));
type EvmIntent = Extract<SignIntent, { family: 'evm' }>;

/** What a hostile main hands the signer. */
interface Hostile {
  unsigned: string;
  intent: SignIntent;
  /** the journal record main names for a replacement (null: none) */
  replacing?: JournalEntry | null;
  keys?: Keys;
}

interface RefusalVector {
  name: string;
  /** builds the hostile input; called inside the test */
  input: () => Hostile;
  refusal: { code: 'INTENT_MISMATCH'; message: string };
}

/** The honest transfer: 0.01 ETH to Bob at nonce 7, 21 000 gas at 40 gwei at most. */
const VALUE = parseEther('0.01');
const tx = (over: Partial<TransactionLike> = {}): string =>
  Transaction.from({
    type: 2,
    chainId: 1n,
    nonce: 7,
    to: BOB,
    value: VALUE,
    data: '0x',
    gasLimit: 21_000n,
    maxFeePerGas: 40n * GWEI,
    maxPriorityFeePerGas: 2n * GWEI,
    ...over,
  }).unsignedSerialized;
const intent = (over: Partial<EvmIntent> = {}): EvmIntent => ({
  family: 'evm',
  kind: 'transfer',
  chainName: 'ethereum',
  from: ME,
  to: BOB,
  amount: VALUE.toString(),
  feeCap: (21_000n * 40n * GWEI).toString(),
  nonce: 7,
  ...over,
});
const tokenData = (to: string, amount: bigint): string => ERC20.encodeFunctionData('transfer', [to, amount]);
const tokenTx = (over: Partial<TransactionLike> = {}): string =>
  tx({ to: TOKEN, value: 0n, gasLimit: 60_000n, data: tokenData(BOB, 500n), ...over });
const tokenIntent = (over: Partial<EvmIntent> = {}): EvmIntent =>
  intent({ contractAddress: TOKEN, amount: '500', feeCap: (60_000n * 40n * GWEI).toString(), ...over });

const sign = (h: Hostile) =>
  signTransfer({
    chainName: 'ethereum',
    network: 'mainnet',
    unsigned: h.unsigned,
    intent: h.intent,
    activePath: PATH,
    keys: h.keys ?? walletKeys,
    replacing: h.replacing ?? null,
    history: () => [],
  });

/** The journal's record of an honest original the signer signed (at 20 gwei). */
function journaled(unsigned: string, approved: EvmIntent): JournalEntry {
  const out = sign({ unsigned, intent: approved });
  return {
    walletId: 'w1',
    chainName: 'ethereum',
    hash: out.hash,
    kind: 'transfer',
    at: 0,
    to: approved.to,
    amount: approved.amount,
    ...(approved.contractAddress ? { contractAddress: approved.contractAddress } : {}),
    feeCap: out.fee.toString(),
    fee: out.fee.toString(),
    signed: out.signed,
    detail: out.detail,
  };
}
const original = () => journaled(tx({ maxFeePerGas: 20n * GWEI }), intent());
const tokenOriginal = () => journaled(tokenTx({ maxFeePerGas: 20n * GWEI }), tokenIntent());
const speedUp = (record: JournalEntry, over: Partial<EvmIntent> = {}): EvmIntent =>
  intent({ kind: 'speedUp', replaces: `0x${record.hash}`, ...over });
const cancel = (record: JournalEntry, over: Partial<EvmIntent> = {}): EvmIntent =>
  intent({ kind: 'cancel', to: ME, amount: '0', replaces: `0x${record.hash}`, ...over });
const withDetail = (record: JournalEntry, detail: object): JournalEntry =>
  ({ ...record, detail: { ...record.detail, ...detail } }) as JournalEntry;

const refused = (message: string): RefusalVector['refusal'] => ({ code: 'INTENT_MISMATCH', message });

const EVM_REFUSALS: readonly RefusalVector[] = [
  // ── a transfer held to the approved intent (checkIntent, decodeUnsigned, signing.ts)
  {
    name: 'pays another recipient than the approved one',
    input: () => ({ unsigned: tx({ to: MALLORY }), intent: intent() }),
    refusal: refused('to'),
  },
  {
    name: 'sends more than the approved amount',
    input: () => ({ unsigned: tx({ value: parseEther('10') }), intent: intent() }),
    refusal: refused('amount'),
  },
  {
    name: 'sends less than the approved amount',
    input: () => ({ unsigned: tx({ value: VALUE - 1n }), intent: intent() }),
    refusal: refused('amount'),
  },
  {
    name: 'smuggles calldata into a native transfer',
    input: () => ({ unsigned: tx({ data: '0xdeadbeef' }), intent: intent() }),
    refusal: refused('data'),
  },
  {
    name: 'sets a max fee per gas above the approved fee cap',
    input: () => ({ unsigned: tx({ maxFeePerGas: 40n * GWEI + 1n }), intent: intent() }),
    refusal: refused('feeCap'),
  },
  {
    name: 'raises the gas limit past the approved fee cap',
    input: () => ({ unsigned: tx({ gasLimit: 21_001n }), intent: intent() }),
    refusal: refused('feeCap'),
  },
  {
    name: 'sets a legacy gas price above the approved fee cap',
    input: () => ({
      unsigned: tx({ type: 0, gasPrice: 40n * GWEI + 1n, maxFeePerGas: null, maxPriorityFeePerGas: null }),
      intent: intent(),
    }),
    refusal: refused('feeCap'),
  },
  {
    name: 'tips more than the max fee (an invalid transaction the user never saw)',
    input: () => {
      // ethers will not build one: [chainId, nonce, tip, maxFee, gas, to, value, data, accessList]
      const q = (n: bigint) => toBeArray(n);
      const raw = concat([
        '0x02',
        encodeRlp([q(1n), q(7n), q(41n * GWEI), q(40n * GWEI), q(21_000n), BOB, q(VALUE), '0x', []]),
      ]);
      return { unsigned: raw, intent: intent() };
    },
    refusal: refused('maxPriorityFeePerGas'),
  },
  {
    name: 'is signed for another chain id (replayable on BNB Chain)',
    input: () => ({ unsigned: tx({ chainId: 56n }), intent: intent() }),
    refusal: refused('chainId'),
  },
  {
    name: 'is a pre-EIP-155 legacy transaction, valid on every chain',
    input: () => ({
      unsigned: tx({ type: 0, chainId: 0n, gasPrice: GWEI, maxFeePerGas: null, maxPriorityFeePerGas: null }),
      intent: intent(),
    }),
    refusal: refused('chainId'),
  },
  {
    name: 'carries an access list',
    input: () => ({
      unsigned: tx({ accessList: [{ address: MALLORY, storageKeys: [] }] }),
      intent: intent(),
    }),
    refusal: refused('accessList'),
  },
  {
    name: 'is a type 1 transaction',
    input: () => ({
      unsigned: tx({ type: 1, gasPrice: GWEI, maxFeePerGas: null, maxPriorityFeePerGas: null }),
      intent: intent(),
    }),
    refusal: refused('type'),
  },
  {
    name: 'deploys a contract (no recipient) with the approved value, which no key could spend again',
    input: () => ({ unsigned: tx({ to: null }), intent: intent() }),
    refusal: refused('to'),
  },
  {
    name: 'names a recipient whose checksum is wrong (a mistyped address matches nothing)',
    input: () => ({ unsigned: tx(), intent: intent({ to: BOB.replace('C8', 'c8') }) }),
    refusal: refused('to'),
  },
  {
    name: 'was approved as a stake (EVM has no staking: signed, it would be a plain send)',
    input: () => ({ unsigned: tx(), intent: intent({ kind: 'stake' as never }) }),
    refusal: refused('kind'),
  },
  {
    name: 'uses another nonce than the approved one',
    input: () => ({ unsigned: tx({ nonce: 8 }), intent: intent() }),
    refusal: refused('nonce'),
  },
  {
    name: 'asks the key to sign for an account the user did not send from',
    input: () => ({ unsigned: tx(), intent: intent({ from: MALLORY }) }),
    refusal: refused('from'),
  },
  {
    name: 'comes with an intent that names no sending address',
    input: () => ({ unsigned: tx(), intent: intent({ from: '' }) }),
    refusal: refused('from'),
  },
  {
    name: 'was approved on another chain',
    input: () => ({ unsigned: tx(), intent: intent({ chainName: 'bsc' }) }),
    refusal: refused('chain'),
  },
  {
    name: 'was approved as a transfer of another family (UTXO fields, no sender checked)',
    input: () => ({
      unsigned: tx(),
      intent: { family: 'utxo', kind: 'transfer', chainName: 'ethereum', to: BOB, amount: '1', feeCap: '1' },
    }),
    refusal: refused('family'),
  },
  {
    name: 'carries a memo the user never saw on the chain (EVM has none)',
    input: () => ({ unsigned: tx(), intent: intent({ memo: { kind: 'text', value: 'hi' } }) }),
    refusal: refused('memo'),
  },
  {
    name: 'a transfer that claims to replace an earlier transaction',
    input: () => ({ unsigned: tx(), intent: intent({ replaces: 'ab'.repeat(32) }) }),
    refusal: refused('replaces'),
  },
  {
    name: 'is signed with a key imported for Tron',
    input: () => ({
      unsigned: tx(),
      intent: intent(),
      keys: importedFor('tron'),
    }),
    refusal: refused('This key was imported for another chain'),
  },
  // ── token transfers: the calldata is decoded and re-encoded
  {
    name: 'a token transfer whose calldata pays another recipient',
    input: () => ({ unsigned: tokenTx({ data: tokenData(MALLORY, 500n) }), intent: tokenIntent() }),
    refusal: refused('to'),
  },
  {
    name: 'a token transfer whose calldata moves more tokens',
    input: () => ({ unsigned: tokenTx({ data: tokenData(BOB, 501n) }), intent: tokenIntent() }),
    refusal: refused('amount'),
  },
  {
    name: 'a token transfer sent to another contract',
    input: () => ({ unsigned: tokenTx({ to: MALLORY }), intent: tokenIntent() }),
    refusal: refused('contractAddress'),
  },
  {
    name: 'a token transfer that also sends ether to the contract',
    input: () => ({ unsigned: tokenTx({ value: 1n }), intent: tokenIntent() }),
    refusal: refused('value'),
  },
  {
    name: 'a token transfer with bytes smuggled after the arguments',
    input: () => ({ unsigned: tokenTx({ data: `${tokenData(BOB, 500n)}00` }), intent: tokenIntent() }),
    refusal: refused('data'),
  },
  {
    name: 'an approve(spender, amount) dressed as the approved token transfer',
    input: () => ({
      unsigned: tokenTx({ data: APPROVE.encodeFunctionData('approve', [BOB, 500n]) }),
      intent: tokenIntent(),
    }),
    refusal: refused('data'),
  },
  {
    name: 'a token transfer with no calldata at all',
    input: () => ({ unsigned: tokenTx({ data: '0x' }), intent: tokenIntent() }),
    refusal: refused('data'),
  },
  // ── speed-up and cancel held to the journal (checkReplacement, signing.ts)
  {
    name: 'a speed-up of a transaction this wallet never signed',
    input: () => ({ unsigned: tx(), intent: intent({ kind: 'speedUp', replaces: 'ab'.repeat(32) }) }),
    refusal: refused('The transaction to replace was not signed by this wallet'),
  },
  {
    name: 'a "speed-up" paying 10 ETH to another address at the same nonce (intent written to match)',
    input: () => {
      const r = original();
      const ten = parseEther('10');
      return {
        unsigned: tx({ to: MALLORY, value: ten }),
        intent: speedUp(r, { to: MALLORY, amount: ten.toString() }),
        replacing: r,
      };
    },
    refusal: refused('to'),
  },
  {
    name: 'a "speed-up" that sends more than the original (intent written to match)',
    input: () => {
      const r = original();
      return {
        unsigned: tx({ value: VALUE + 1n }),
        intent: speedUp(r, { amount: (VALUE + 1n).toString() }),
        replacing: r,
      };
    },
    refusal: refused('value'),
  },
  {
    name: 'a "speed-up" that changes the gas limit',
    input: () => {
      const r = original();
      return {
        unsigned: tx({ gasLimit: 50_000n }),
        intent: speedUp(r, { feeCap: (50_000n * 40n * GWEI).toString() }),
        replacing: r,
      };
    },
    refusal: refused('gasLimit'),
  },
  {
    name: 'a "speed-up" at another nonce (both would confirm)',
    input: () => {
      const r = original();
      return { unsigned: tx({ nonce: 8 }), intent: speedUp(r, { nonce: 8 }), replacing: r };
    },
    refusal: refused('nonce'),
  },
  {
    name: 'a speed-up that pays no more per gas than the original',
    input: () => {
      const r = original();
      return {
        unsigned: tx({ maxFeePerGas: 20n * GWEI, maxPriorityFeePerGas: GWEI }),
        intent: speedUp(r),
        replacing: r,
      };
    },
    refusal: refused('maxFeePerGas'),
  },
  {
    name: 'a speed-up that pays less per gas than the original',
    input: () => {
      const r = original();
      return {
        unsigned: tx({ maxFeePerGas: 20n * GWEI - 1n, maxPriorityFeePerGas: GWEI }),
        intent: speedUp(r),
        replacing: r,
      };
    },
    refusal: refused('maxFeePerGas'),
  },
  {
    name: 'a token "speed-up" whose calldata pays someone else (intent written to match)',
    input: () => {
      const r = tokenOriginal();
      return {
        unsigned: tokenTx({ data: tokenData(MALLORY, 500n) }),
        intent: tokenIntent({ kind: 'speedUp', to: MALLORY, replaces: `0x${r.hash}` }),
        replacing: r,
      };
    },
    refusal: refused('data'),
  },
  {
    name: 'a replacement against a record of another chain id',
    input: () => {
      const r = original();
      return { unsigned: tx(), intent: speedUp(r), replacing: withDetail(r, { chainId: '11155111' }) };
    },
    refusal: refused('chainId'),
  },
  {
    name: 'a replacement against a record of another key',
    input: () => {
      const r = original();
      return { unsigned: tx(), intent: speedUp(r), replacing: withDetail(r, { from: MALLORY }) };
    },
    refusal: refused('from'),
  },
  {
    name: 'a replacement against a record of another family',
    input: () => {
      const r = original();
      const utxo = {
        family: 'utxo',
        inputs: [{ txid: 'ab'.repeat(32), vout: 0, value: '1' }],
        account: "m/84'/0'/0'",
        changeIndexes: [],
      };
      return { unsigned: tx(), intent: speedUp(r), replacing: { ...r, detail: utxo } as JournalEntry };
    },
    refusal: refused('replaces'),
  },
  {
    name: 'a "cancel" that pays another address',
    input: () => {
      const r = original();
      return { unsigned: tx({ to: MALLORY, value: 0n }), intent: cancel(r, { to: MALLORY }), replacing: r };
    },
    refusal: refused('to'),
  },
  {
    name: 'a "cancel" that still moves value',
    input: () => {
      const r = original();
      return { unsigned: tx({ to: ME, value: 1n }), intent: cancel(r, { amount: '1' }), replacing: r };
    },
    refusal: refused('value'),
  },
  {
    name: 'a "cancel" dressed as a token transfer to the wallet itself (still moves tokens)',
    input: () => {
      const r = original();
      return {
        unsigned: tx({ to: ME, value: 0n, gasLimit: 60_000n, data: tokenData(MALLORY, 500n) }),
        intent: cancel(r, {
          contractAddress: ME,
          to: MALLORY,
          amount: '500',
          feeCap: (60_000n * 40n * GWEI).toString(),
        }),
        replacing: r,
      };
    },
    refusal: refused('data'),
  },
  {
    name: 'a "cancel" with a fee above what the user approved (84 ETH max fee)',
    input: () => {
      const r = original();
      return {
        unsigned: tx({ to: ME, value: 0n, maxFeePerGas: 4_000_000n * GWEI, maxPriorityFeePerGas: GWEI }),
        intent: cancel(r),
        replacing: r,
      };
    },
    refusal: refused('feeCap'),
  },
  {
    name: 'a "cancel" at another nonce',
    input: () => {
      const r = original();
      return { unsigned: tx({ to: ME, value: 0n, nonce: 8 }), intent: cancel(r, { nonce: 8 }), replacing: r };
    },
    refusal: refused('nonce'),
  },
];

describe('EVM refusal vectors through signTransfer', () => {
  it('the honest transfer, token transfer, speed-up and cancel sign (each vector departs from these)', () => {
    expect(sign({ unsigned: tx(), intent: intent() }).signed).toMatch(/^0x02/);
    expect(sign({ unsigned: tokenTx(), intent: tokenIntent() }).signed).toMatch(/^0x02/);
    const r = original();
    expect(sign({ unsigned: tx(), intent: speedUp(r), replacing: r }).signed).toMatch(/^0x02/);
    expect(sign({ unsigned: tx({ to: ME, value: 0n }), intent: cancel(r), replacing: r }).signed).toMatch(
      /^0x02/,
    );
    const t = tokenOriginal();
    const tokenSpeedUp = tokenIntent({ kind: 'speedUp', replaces: `0x${t.hash}` });
    expect(sign({ unsigned: tokenTx(), intent: tokenSpeedUp, replacing: t }).signed).toMatch(/^0x02/);
  });

  it('journals what it signed: the most it can pay, the tip (none on a legacy transaction)', () => {
    expect(sign({ unsigned: tx(), intent: intent() })).toMatchObject({
      fee: 21_000n * 40n * GWEI,
      detail: { maxPriorityFeePerGas: (2n * GWEI).toString(), maxPricePerGas: (40n * GWEI).toString() },
    });
    const legacy = tx({ type: 0, gasPrice: 40n * GWEI, maxFeePerGas: null, maxPriorityFeePerGas: null });
    expect(sign({ unsigned: legacy, intent: intent() }).detail).toMatchObject({ maxPriorityFeePerGas: null });
    // a tip equal to the max fee is a valid transaction
    expect(() =>
      sign({ unsigned: tx({ maxPriorityFeePerGas: 40n * GWEI }), intent: intent() }),
    ).not.toThrow();
  });

  it('a phrase wallet without the sending address’s path is refused before any key is used', () => {
    const p = { chainName: 'ethereum', network: 'mainnet', unsigned: tx(), intent: intent() } as const;
    expect(() => signTransfer({ ...p, keys: walletKeys, replacing: null, history: () => [] })).toThrow(
      expect.objectContaining({ code: 'BAD_INPUT', message: 'no sending address' }),
    );
  });

  it('refuses what is not one unsigned transaction as bad input, before any check or key', () => {
    const notOne = (unsigned: string, message: string) =>
      expect(() => sign({ unsigned, intent: intent() })).toThrow(
        expect.objectContaining({ code: 'BAD_INPUT', message }),
      );
    notOne('0x02zz', 'unsigned tx does not decode');
    notOne(`${tx()}00`, 'unsigned tx does not decode');
    notOne(tx().slice(2), 'unsigned tx does not decode');
    const signed = Transaction.from(tx());
    signed.signature = new Wallet(KEY).signingKey.sign(signed.unsignedHash);
    notOne(signed.serialized, 'transaction is already signed');
  });

  it('a phrase wallet is not signed for at the empty path (the master key, no address of the wallet)', () => {
    const p = { chainName: 'ethereum', network: 'mainnet', unsigned: tx(), intent: intent() } as const;
    expect(() =>
      signTransfer({ ...p, activePath: '', keys: walletKeys, replacing: null, history: () => [] }),
    ).toThrow(expect.objectContaining({ code: 'BAD_INPUT', message: 'no sending address' }));
  });

  it.each(EVM_REFUSALS)('refuses: $name', ({ input, refusal }) => {
    expect(() => sign(input())).toThrow(expect.objectContaining(refusal));
  });

  it('the EVM signer refuses another family’s intent on its own, without the shared checks before it', () => {
    const utxoIntent: SignIntent = {
      family: 'utxo',
      kind: 'transfer',
      chainName: 'ethereum',
      to: BOB,
      amount: VALUE.toString(),
      feeCap: (21_000n * 40n * GWEI).toString(),
    };
    const direct = {
      chainName: 'ethereum',
      network: 'mainnet',
      unsigned: tx(),
      activePath: PATH,
      keys: walletKeys,
    } as const;
    expect(() => signEvm({ ...direct, intent: utxoIntent, replacing: null, history: () => [] })).toThrow(
      expect.objectContaining(refused('family')),
    );
  });
});
