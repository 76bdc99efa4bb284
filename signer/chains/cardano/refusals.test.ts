// The attacks each Cardano signer check stops, as data: a hostile main (or Blockfrost) builds
// the transaction body with CSL's own constructors (test/cardano/bodies) and writes the intent,
// and the real signer entry `signTransfer` must refuse with INTENT_MISMATCH naming the field.
// Each vector differs from an honest body in one thing, so it fails when its check is removed.
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import {
  ABANDON,
  bodyHex,
  cardanoAddressAt,
  cardanoPath,
  type BodyExtra,
  type BodySpec,
  type OutputSpec,
} from '../../../test/cardano/bodies';
import { importedKeys, phraseKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';
import { decodeCardanoBody } from './decodeBody';
import { signCardano } from './transferSigner';

const keys = phraseKeys(mnemonicToSeedSync(ABANDON), { phrase: ABANDON, passphrase: '' });
const ME = cardanoAddressAt(0);
const BOB = cardanoAddressAt(1);
const MALLORY = cardanoAddressAt(7);
const IN_A = `${'a1'.repeat(32)}#0`;
const IN_B = `${'b2'.repeat(32)}#3`;

const intent = (over: Partial<SignIntentOf<'cardano'>> = {}): SignIntentOf<'cardano'> => ({
  family: 'cardano',
  kind: 'transfer',
  chainName: 'cardano',
  from: ME,
  to: BOB,
  amount: '2000000',
  feeCap: '200000',
  ...over,
});

const pay = (over: Partial<OutputSpec> = {}): OutputSpec => ({ address: BOB, lovelace: 2_000_000n, ...over });
const change = (over: Partial<OutputSpec> = {}): OutputSpec => ({
  address: ME,
  lovelace: 5_830_000n,
  ...over,
});
const honest = (over: Partial<BodySpec> = {}): BodySpec => ({
  inputs: [IN_A, IN_B],
  outputs: [pay(), change()],
  fee: 170_000n,
  ttl: 90_000n,
  ...over,
});

const sign = (unsigned: string, approved: SignIntentOf<'cardano'>, k: Keys = keys) =>
  signTransfer({
    chainName: 'cardano',
    network: 'regtest',
    unsigned,
    intent: approved,
    activePath: cardanoPath(0),
    keys: k,
    replacing: null,
    history: () => [],
  });

interface RefusalVector {
  name: string;
  body: () => BodySpec;
  intent?: SignIntentOf<'cardano'>;
  field: string;
}

const EXTRAS: [BodyExtra, string][] = [
  ['certificates', 'certificates'],
  ['withdrawals', 'withdrawals'],
  ['mint', 'mint'],
  ['metadata', 'metadata'],
  ['update', 'update'],
  ['voting', 'governance'],
  ['donation', 'donation'],
  ['treasury', 'donation'],
  ['collateral', 'collateral'],
  ['collateral return', 'collateral'],
  ['total collateral', 'collateral'],
  ['reference inputs', 'reference inputs'],
  ['script data', 'script data'],
  ['required signers', 'required signers'],
];

const CARDANO_REFUSALS: readonly RefusalVector[] = [
  {
    name: 'pays another recipient',
    body: () => honest({ outputs: [pay({ address: MALLORY }), change()] }),
    field: 'to',
  },
  {
    name: 'pays another amount',
    body: () => honest({ outputs: [pay({ lovelace: 2_000_001n }), change()] }),
    field: 'amount',
  },
  {
    name: 'puts the change first and the payment second',
    body: () => honest({ outputs: [change(), pay()] }),
    field: 'to',
  },
  {
    name: 'sends a native token along with the payment',
    body: () => honest({ outputs: [pay({ token: 1n }), change()] }),
    field: 'assets',
  },
  {
    name: 'sends the change to someone else',
    body: () => honest({ outputs: [pay(), change({ address: MALLORY })] }),
    field: 'change',
  },
  {
    name: 'sends the change to another account of the same wallet (not the sending address)',
    body: () => honest({ outputs: [pay(), change({ address: cardanoAddressAt(2) })] }),
    field: 'change',
  },
  {
    name: 'adds a third output',
    body: () =>
      honest({ outputs: [pay(), change({ lovelace: 1_000_000n }), change({ lovelace: 4_830_000n })] }),
    field: 'outputs',
  },
  { name: 'has no output at all', body: () => honest({ outputs: [] }), field: 'outputs' },
  {
    name: 'locks the change at a script output (datum hash)',
    body: () => honest({ outputs: [pay(), change({ dataHash: true })] }),
    field: 'output datum',
  },
  { name: 'pays a higher fee than approved', body: () => honest({ fee: 200_001n }), field: 'feeCap' },
  {
    name: 'leaves out the TTL (the body would stay valid forever)',
    body: () => {
      const { ttl: _ttl, ...rest } = honest();
      return rest;
    },
    field: 'ttl',
  },
  { name: 'spends no input', body: () => honest({ inputs: [] }), field: 'inputs' },
  {
    name: 'names the body for mainnet on a test network',
    body: () => honest({ networkId: 1 }),
    field: 'network',
  },
  {
    name: 'names a sender that is not the signing key’s address',
    body: honest,
    intent: intent({ from: MALLORY }),
    field: 'from',
  },
  {
    name: 'carries a memo (metadata) the intent cannot approve',
    body: honest,
    intent: intent({ memo: { kind: 'text', value: 'hi' } }),
    field: 'memo',
  },
  { name: 'is a staking action', body: honest, intent: intent({ kind: 'stake' as never }), field: 'kind' },
  ...EXTRAS.map(([extra, field]) => ({
    name: `carries ${extra}`,
    body: () => honest({ extras: [extra] }),
    field,
  })),
];

describe('cardano signer refusals (hostile builder)', () => {
  it.each(CARDANO_REFUSALS)('refuses: $name', ({ body, intent: approved, field }) => {
    expect(() => sign(bodyHex(body()), approved ?? intent())).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: field }),
    );
  });

  it('the honest body the vectors are edits of is signed, and so is a send-all without change', () => {
    expect(sign(bodyHex(honest()), intent()).hash).toMatch(/^[0-9a-f]{64}$/);
    expect(sign(bodyHex(honest({ outputs: [pay()] })), intent()).hash).toMatch(/^[0-9a-f]{64}$/);
    // the body may name its own network
    expect(sign(bodyHex(honest({ networkId: 0 })), intent()).hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a body that lists the same input twice: CSL reads a set, so it re-encodes shorter', () => {
    const once = bodyHex(honest({ inputs: [IN_A] }));
    // the inputs set (tag 258) of one entry, written with the entry twice
    const entry = `825820${'a1'.repeat(32)}00`;
    const twice = once.replace(`d9010281${entry}`, `d9010282${entry}${entry}`);
    expect(twice).not.toBe(once);
    expect(() => sign(twice, intent())).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'encoding' }),
    );
  });

  it('refuses a second, longer encoding of the same body (fee as an 8-byte integer)', () => {
    const canonical = bodyHex(honest());
    // fee 170000 is 1a00029810 under key 02; 1b0000000000029810 reads as 170000 too
    const longer = canonical.replace('021a00029810', '021b0000000000029810');
    expect(longer).not.toBe(canonical);
    expect(() => sign(longer, intent())).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'encoding' }),
    );
  });

  it('reads the inputs as txhash#index, in the body’s order', () => {
    expect(decodeCardanoBody(bodyHex(honest())).inputs).toEqual([IN_A, IN_B]);
  });

  it('refuses a payment with an empty token bundle: CSL writes it away, so it re-encodes shorter', () => {
    const plain = bodyHex(honest({ outputs: [pay()] }));
    // the payment's value 2000000 (1a001e8480) written as [coin, {}] and as [coin, {policy: {}}]
    for (const bundle of ['a0', `a1581c${'11'.repeat(28)}a0`]) {
      const empty = plain.replace('1a001e8480021a', `821a001e8480${bundle}021a`);
      expect(empty).not.toBe(plain);
      expect(() => sign(empty, intent())).toThrow(
        expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'encoding' }),
      );
    }
  });

  it('refuses bytes that are not hex, or do not decode, before anything else', () => {
    expect(() => sign('0xa0', intent())).toThrow(
      expect.objectContaining({ code: 'BAD_INPUT', message: 'unsigned body is not hex' }),
    );
    expect(() => sign(bodyHex(honest()).toUpperCase(), intent())).toThrow(
      expect.objectContaining({ code: 'BAD_INPUT', message: 'unsigned body is not hex' }),
    );
    for (const text of [`${bodyHex(honest())}zz`, `${bodyHex(honest())}0`])
      expect(() => sign(text, intent())).toThrow(
        expect.objectContaining({ code: 'BAD_INPUT', message: 'unsigned body is not hex' }),
      );
    expect(() => sign('a1', intent())).toThrow(
      expect.objectContaining({ code: 'BAD_INPUT', message: 'unsigned body does not decode' }),
    );
  });

  it('signs only its own family’s intent, with the phrase, for a sending path', () => {
    const direct = {
      chainName: 'cardano',
      network: 'regtest',
      unsigned: bodyHex(honest()),
      activePath: cardanoPath(0),
      keys,
      replacing: null,
      history: () => [],
    } as const;
    const evm = {
      family: 'evm',
      kind: 'transfer',
      chainName: 'cardano',
      from: ME,
      to: BOB,
      amount: '1',
      feeCap: '0',
    } as const;
    expect(() => signCardano({ ...direct, intent: evm })).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'family' }),
    );
    const { activePath: _path, ...noPath } = direct;
    expect(() => signCardano({ ...noPath, intent: intent() })).toThrow(
      expect.objectContaining({ code: 'BAD_INPUT', message: 'no sending address' }),
    );
    const noPhrase = { ...keys, phraseText: () => null };
    expect(() => signCardano({ ...direct, keys: noPhrase, intent: intent() })).toThrow(
      expect.objectContaining({ code: 'BAD_INPUT', message: 'Cardano signing needs the recovery phrase' }),
    );
    const imported = importedKeys('cardano', () => ({ curve: 'ed25519', privateKey: new Uint8Array(32) }));
    expect(() => signCardano({ ...direct, keys: imported, intent: intent() })).toThrow(
      expect.objectContaining({
        code: 'BAD_INPUT',
        message: 'Signing with an imported Cardano key is not available yet',
      }),
    );
  });
});
