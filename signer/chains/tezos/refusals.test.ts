// The attacks each Tezos signer check stops, as data: a hostile node (or main) forges the
// operation and writes the intent, and the real signer entry `signTransfer` must refuse with
// INTENT_MISMATCH naming the field. Operations are forged by Taquito's own encoder
// (test/tezos/forgeOps); each vector differs from an honest one in one thing.
import { hex } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { b58Encode, PrefixV2 } from '@taquito/utils';
import { describe, expect, it } from 'vitest';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { forge, reveal, transaction, type Content } from '../../../test/tezos/forgeOps';
import { phraseKeys } from '../keys/walletKeys';
import { signTransfer } from '../signing';
import { COST_PER_BYTE, HARD_GAS_LIMIT, HARD_STORAGE_LIMIT } from './checkIntent';
import { tezosSigner } from './derive';
import { signTezos } from './transferSigner';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(PHRASE);
const PATH = "m/44'/1729'/0'/0'";
const account = (i: number) => tezosSigner.deriveFromSeed(seed, `m/44'/1729'/${i}'/0'`);
const edpk = (i: number) => b58Encode(hex.decode(account(i).publicKey), PrefixV2.Ed25519PublicKey);
const ME = account(0).address;
const BOB = account(1).address;
const MALLORY = account(2).address;
const MY_PK = edpk(0);
const KT1 = 'KT1PWx2mnDueood7fEmfbBDKx1D9BAnnXitn';
const keys = phraseKeys(seed);
type TezosIntent = SignIntentOf<'tezos'>;

/** the honest first send: a reveal (counter 7) and 2.5 XTZ to Bob (counter 8), 700 mutez fees */
const intent = (over: Partial<TezosIntent> = {}): TezosIntent => ({
  family: 'tezos',
  kind: 'transfer',
  chainName: 'tezos',
  from: ME,
  to: BOB,
  amount: '2500000',
  feeCap: '700',
  counter: '8',
  reveal: true,
  ...over,
});
const rev = (over: Partial<Parameters<typeof reveal>[0]> = {}) =>
  reveal({ source: ME, counter: 7, fee: 300, publicKey: MY_PK, ...over });
const tx = (over: Partial<Parameters<typeof transaction>[0]> = {}) =>
  transaction({ source: ME, counter: 8, destination: BOB, amount: 2_500_000, fee: 400, ...over });
const honest = (): Content[] => [rev(), tx()];

const sign = (unsigned: string, approved: TezosIntent) =>
  signTransfer({
    chainName: 'tezos',
    network: 'mainnet',
    unsigned,
    intent: approved,
    activePath: PATH,
    keys,
    replacing: null,
    history: () => [],
  });

interface RefusalVector {
  name: string;
  contents: () => Content[];
  intent?: TezosIntent;
  field: string;
}

const TEZOS_REFUSALS: readonly RefusalVector[] = [
  { name: 'pays another recipient', contents: () => [rev(), tx({ destination: MALLORY })], field: 'to' },
  { name: 'sends another amount', contents: () => [rev(), tx({ amount: 2_500_001 })], field: 'amount' },
  {
    name: 'moves a foreign account’s tez (the key would sign for a source it does not own)',
    contents: () => [rev(), tx({ source: MALLORY })],
    field: 'source',
  },
  {
    name: 'reveals from a foreign source',
    contents: () => [rev({ source: MALLORY }), tx()],
    field: 'source',
  },
  {
    name: 'names a sender that is not the signing key',
    contents: honest,
    intent: intent({ from: MALLORY }),
    field: 'from',
  },
  {
    name: 'reveals another key for the account (its next operations would need that key)',
    contents: () => [rev({ publicKey: edpk(2) }), tx()],
    field: 'public_key',
  },
  {
    name: 'batches a reveal the intent did not ask for',
    contents: honest,
    intent: intent({ reveal: false }),
    field: 'reveal',
  },
  { name: 'leaves out the reveal the intent asked for', contents: () => [tx()], field: 'reveal' },
  {
    name: 'calls a contract (parameters) instead of a plain transfer',
    contents: () => [
      rev(),
      tx({ destination: KT1, parameters: { entrypoint: 'transfer', value: { prim: 'Unit' } } }),
    ],
    intent: intent({ to: KT1 }),
    field: 'parameters',
  },
  {
    name: 'adds a second transaction',
    contents: () => [rev(), tx(), tx({ counter: 9, destination: MALLORY })],
    field: 'contents',
  },
  { name: 'is an empty operation', contents: () => [], field: 'contents' },
  {
    name: 'is a delegation',
    contents: () => [
      rev(),
      {
        kind: 'delegation',
        source: ME,
        fee: '400',
        counter: '8',
        gas_limit: '1100',
        storage_limit: '0',
        delegate: MALLORY,
      },
    ],
    field: 'operation kind',
  },
  { name: 'is a reveal alone', contents: () => [rev({ counter: 8 })], field: 'operation kind' },
  { name: 'puts the transaction before the reveal', contents: () => [tx(), rev()], field: 'operation kind' },
  {
    name: 'sends two transactions, the first in the reveal’s place',
    contents: () => [tx({ counter: 7, destination: MALLORY }), tx()],
    field: 'operation kind',
  },
  { name: 'pays a higher fee than approved', contents: () => [rev(), tx({ fee: 401 })], field: 'feeCap' },
  { name: 'hides fee in the reveal', contents: () => [rev({ fee: 301 }), tx()], field: 'feeCap' },
  {
    name: 'raises the storage limit: burns storage_limit × cost per byte past the cap',
    contents: () => [rev(), tx({ storageLimit: 1 })],
    intent: intent({ feeCap: String(700n + COST_PER_BYTE - 1n) }),
    field: 'feeCap',
  },
  {
    name: 'sets a gas limit past the chain’s hard limit',
    contents: () => [rev(), tx({ gasLimit: HARD_GAS_LIMIT + 1n })],
    field: 'gas_limit',
  },
  {
    name: 'sets a storage limit past the chain’s hard limit (cap not the issue)',
    contents: () => [rev(), tx({ storageLimit: HARD_STORAGE_LIMIT + 1n })],
    intent: intent({ feeCap: '100000000' }),
    field: 'storage_limit',
  },
  {
    name: 'gives the reveal a storage limit',
    contents: () => [rev({ storageLimit: 1 }), tx()],
    intent: intent({ feeCap: '100000000' }),
    field: 'storage_limit',
  },
  {
    name: 'uses another counter',
    contents: () => [rev({ counter: 8 }), tx({ counter: 9 })],
    field: 'counter',
  },
  {
    name: 'comes with an intent that names no counter',
    contents: honest,
    intent: (() => {
      const { counter: _counter, ...rest } = intent();
      return rest;
    })(),
    field: 'counter',
  },
  {
    name: 'puts the reveal out of counter order',
    contents: () => [rev({ counter: 6 }), tx()],
    field: 'counter',
  },
  {
    name: 'carries a memo Tezos cannot send',
    contents: honest,
    intent: intent({ memo: { kind: 'text', value: 'hi' } }),
    field: 'memo',
  },
];

describe('tezos signer refusals (hostile builder)', () => {
  it.each(TEZOS_REFUSALS)('refuses: $name', ({ contents, intent: approved, field }) => {
    expect(() => sign(forge(contents()), approved ?? intent())).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: field }),
    );
  });

  it('the honest operation the vectors are edits of is signed', () => {
    expect(sign(forge(honest()), intent()).hash).toMatch(/^[0-9a-f]{64}$/);
    // the chain's hard limits themselves are allowed (a hostile builder gains nothing under them)
    const atLimits = [rev(), tx({ gasLimit: HARD_GAS_LIMIT, storageLimit: HARD_STORAGE_LIMIT })];
    expect(sign(forge(atLimits), intent({ feeCap: '100000000' })).hash).toMatch(/^[0-9a-f]{64}$/);
    // and a KT1 recipient without parameters is a plain transfer
    expect(sign(forge([rev(), tx({ destination: KT1 })]), intent({ to: KT1 })).hash).toMatch(
      /^[0-9a-f]{64}$/,
    );
  });

  it('refuses a second, longer encoding of the same numbers (fee 400 as 0x90 0x83 0x00)', () => {
    const canonical = forge(honest());
    // fee 400 is zarith 9003 in the transaction; 908300 reads as 400 too
    const at = canonical.lastIndexOf('9003');
    const longer = canonical.slice(0, at) + '908300' + canonical.slice(at + 4);
    expect(() => sign(longer, intent())).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'encoding' }),
    );
  });

  it('refuses bytes that are not hex, or do not decode, before anything else', () => {
    const notHex = expect.objectContaining({ code: 'BAD_INPUT', message: 'unsigned operation is not hex' });
    // not hex at the start, at the end, or an odd number of digits
    for (const bytes of ['0x12', `${forge(honest())}zz`, forge(honest()).slice(1)])
      expect(() => sign(bytes, intent())).toThrow(notHex);
    // upper-case hex is not what main forges: refused before it could decode
    expect(() => sign(forge(honest()).toUpperCase(), intent())).toThrow(notHex);
    expect(() => sign(`${forge(honest())}00`, intent())).toThrow(
      expect.objectContaining({ code: 'BAD_INPUT', message: 'unsigned operation does not decode' }),
    );
    // a reveal with a (BLS) proof of possession: Taquito's decoder reads a proof only at the very
    // end of the bytes, so before a transaction it does not decode, and alone it is no send
    const proof = b58Encode(new Uint8Array(96), PrefixV2.BLS12_381Signature);
    expect(() => sign(forge([{ ...rev(), proof }, tx()]), intent())).toThrow(
      expect.objectContaining({ code: 'BAD_INPUT', message: 'unsigned operation does not decode' }),
    );
  });

  it('signs only transfers, and only its own family’s intent', () => {
    const direct = {
      chainName: 'tezos',
      network: 'mainnet',
      unsigned: forge(honest()),
      activePath: PATH,
      keys,
      replacing: null,
      history: () => [],
    } as const;
    expect(() => signTezos({ ...direct, intent: intent({ kind: 'stake' as never }) })).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'kind' }),
    );
    const evm = {
      family: 'evm',
      kind: 'transfer',
      chainName: 'tezos',
      from: ME,
      to: BOB,
      amount: '1',
      feeCap: '0',
    } as const;
    expect(() => signTezos({ ...direct, intent: evm })).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'family' }),
    );
    const { activePath: _path, ...noPath } = direct;
    for (const path of [{}, { activePath: '' }])
      expect(() => signTezos({ ...noPath, ...path, intent: intent() })).toThrow(
        expect.objectContaining({ code: 'BAD_INPUT', message: 'no sending address' }),
      );
  });
});
