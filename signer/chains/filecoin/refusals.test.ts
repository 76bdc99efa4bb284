// The attacks each Filecoin signer check stops, as data: a hostile main (or the node it trusts)
// builds the message CBOR and writes the intent, and the real signer entry `signTransfer` must
// refuse, naming the field. Each vector differs from an honest send in one thing; the decoder's
// refusals are driven with hand-made CBOR (cborg) that a careless decoder would accept.
import { newFromString } from '@glif/filecoin-address';
import { hex } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { encode } from 'cborg';
import { describe, expect, it } from 'vitest';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { phraseKeys } from '../keys/walletKeys';
import { signTransfer } from '../signing';
import { BLOCK_GAS_LIMIT } from './checkIntent';
import { filecoinSigner } from './derive';
import { encodeBigInt, encodeFilecoinMessage, type FilecoinMessage } from './messageCodec';
import { signFilecoin } from './transferSigner';

const seed = mnemonicToSeedSync(
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
);
const [ME, BOB, MALLORY] = filecoinSigner.deriveBatch(seed, 'filecoin', 0, 3, { network: 'regtest' });
const keys = phraseKeys(seed);
type FilecoinIntent = SignIntentOf<'filecoin'>;

/** the honest send: 1.5 FIL to Bob at nonce 4; fee cap 300 × 600,000 gas = 180,000,000 attoFIL */
const honest = (over: Partial<FilecoinMessage> = {}): FilecoinMessage => ({
  version: 0,
  to: BOB!.address,
  from: ME!.address,
  nonce: 4n,
  value: 1_500_000_000_000_000_000n,
  gasLimit: 600_000n,
  gasFeeCap: 300n,
  gasPremium: 100n,
  method: 0n,
  params: new Uint8Array(),
  ...over,
});
const intent = (over: Partial<FilecoinIntent> = {}): FilecoinIntent => ({
  family: 'filecoin',
  kind: 'transfer',
  chainName: 'filecoin',
  from: ME!.address,
  to: BOB!.address,
  amount: '1500000000000000000',
  feeCap: '180000000',
  nonce: '4',
  ...over,
});
const cbor = (m: FilecoinMessage) => hex.encode(encodeFilecoinMessage(m));
const sign = (unsigned: string, approved: FilecoinIntent = intent()) =>
  signTransfer({
    chainName: 'filecoin',
    network: 'regtest',
    unsigned,
    intent: approved,
    activePath: ME!.path,
    keys,
    replacing: null,
    history: () => [],
  });

/** the honest message's fields as CBOR values, to tamper with one */
const fields = (): unknown[] => {
  const m = honest();
  return [
    0,
    newFromString(m.to).bytes,
    newFromString(m.from).bytes,
    4,
    encodeBigInt(m.value),
    600000,
    encodeBigInt(300n),
    encodeBigInt(100n),
    0,
    new Uint8Array(),
  ];
};
const raw = (f: unknown[]) => hex.encode(encode(f));
const withField = (i: number, v: unknown) => {
  const f = fields();
  f[i] = v;
  return raw(f);
};

const CHECK_REFUSALS: readonly {
  name: string;
  unsigned: () => string;
  intent?: FilecoinIntent;
  field: string;
}[] = [
  { name: 'pays another recipient', unsigned: () => cbor(honest({ to: MALLORY!.address })), field: 'to' },
  {
    name: 'sends another amount',
    unsigned: () => cbor(honest({ value: 1_500_000_000_000_000_001n })),
    field: 'amount',
  },
  {
    name: 'spends from a foreign address',
    unsigned: () => cbor(honest({ from: MALLORY!.address })),
    field: 'from',
  },
  {
    name: 'names a sender that is not the signing key',
    unsigned: () => cbor(honest()),
    intent: intent({ from: MALLORY!.address }),
    field: 'from',
  },
  {
    name: 'calls a method on the recipient actor',
    unsigned: () => cbor(honest({ method: 3844450837n })),
    field: 'method',
  },
  {
    name: 'carries params for the recipient',
    unsigned: () => cbor(honest({ params: Uint8Array.of(0x40) })),
    field: 'params',
  },
  {
    name: 'uses another nonce (replaces a queued message)',
    unsigned: () => cbor(honest({ nonce: 3n })),
    field: 'nonce',
  },
  { name: 'is another message version', unsigned: () => cbor(honest({ version: 1 })), field: 'version' },
  {
    name: 'raises the gas fee cap past the approved fee',
    unsigned: () => cbor(honest({ gasFeeCap: 301n })),
    field: 'feeCap',
  },
  {
    name: 'raises the gas limit past the approved fee',
    unsigned: () => cbor(honest({ gasLimit: 600_001n })),
    field: 'feeCap',
  },
  {
    name: 'a premium above the fee cap',
    unsigned: () => cbor(honest({ gasPremium: 301n })),
    field: 'gas premium',
  },
  {
    name: 'a zero gas limit',
    unsigned: () => cbor(honest({ gasLimit: 0n })),
    intent: intent({ feeCap: '0' }),
    field: 'gas limit',
  },
  {
    name: 'a gas limit past the block gas limit (with a cap that would cover it)',
    unsigned: () => cbor(honest({ gasLimit: BLOCK_GAS_LIMIT + 1n, gasFeeCap: 1n, gasPremium: 1n })),
    intent: intent({ feeCap: (BLOCK_GAS_LIMIT + 1n).toString() }),
    field: 'gas limit',
  },
  {
    name: 'a staking kind',
    unsigned: () => cbor(honest()),
    intent: intent({ kind: 'stake' as never }),
    field: 'kind',
  },
  {
    name: 'a memo Filecoin cannot carry',
    unsigned: () => cbor(honest()),
    intent: intent({ memo: { kind: 'text', value: 'hi' } }),
    field: 'memo',
  },
];

const DECODE_REFUSALS: readonly { name: string; unsigned: () => string; why: RegExp }[] = [
  { name: 'not hex', unsigned: () => 'zz', why: /not hex/ },
  {
    name: 'trailing bytes after the message',
    unsigned: () => `${cbor(honest())}00`,
    why: /not canonical CBOR/,
  },
  {
    // 8a 00, then two 22-byte addresses (0x55 and 21 bytes each), then the nonce 04 as 18 04
    name: 'a non-minimal integer (nonce 4 as a one-byte-argument int)',
    unsigned: () => {
      const h = cbor(honest());
      expect(h.slice(92, 94)).toBe('04');
      return `${h.slice(0, 92)}1804${h.slice(94)}`;
    },
    why: /not canonical CBOR/,
  },
  { name: 'nine fields', unsigned: () => raw(fields().slice(0, 9)), why: /not a 10-field message/ },
  {
    name: 'a map instead of an array',
    unsigned: () => hex.encode(encode({ To: 'x' })),
    why: /not a 10-field message/,
  },
  { name: 'params as text', unsigned: () => withField(9, ''), why: /params are not bytes/ },
  { name: 'a value that is not bytes', unsigned: () => withField(4, 5), why: /value is not a big int/ },
  {
    name: 'a negative value (sign byte 1)',
    unsigned: () => withField(4, Uint8Array.of(1, 5)),
    why: /value is not a positive canonical big int/,
  },
  {
    name: 'a padded value (leading zero byte)',
    unsigned: () => withField(4, Uint8Array.of(0, 0, 5)),
    why: /value is not a positive canonical big int/,
  },
  {
    name: 'a recipient that is not an address',
    unsigned: () => withField(1, Uint8Array.of(9, 1, 2)),
    why: /to is not an address/,
  },
  { name: 'a recipient given as text', unsigned: () => withField(1, 't1abc'), why: /to is not an address/ },
  { name: 'a recipient given as a number', unsigned: () => withField(1, 7), why: /to is not an address/ },
  { name: 'a negative nonce', unsigned: () => withField(3, -1), why: /nonce is not an unsigned integer/ },
  {
    name: 'an address whose bytes do not read back the same (f0 id with a padded varint)',
    unsigned: () => withField(1, Uint8Array.of(0, 0x81, 0x00)),
    why: /not the canonical encoding/,
  },
];

describe('filecoin signer refusals (hostile main or node)', () => {
  it('the honest message signs', () => {
    expect(sign(cbor(honest())).fee).toBe(180_000_000n);
  });

  for (const v of CHECK_REFUSALS)
    it(`refuses a message that ${v.name}`, () => {
      expect(() => sign(v.unsigned(), v.intent)).toThrow(
        expect.objectContaining({ code: 'INTENT_MISMATCH', message: v.field }),
      );
    });

  for (const v of DECODE_REFUSALS)
    it(`refuses bytes with ${v.name}`, () => {
      expect(() => sign(v.unsigned())).toThrow(v.why);
      // bytes that are not a message the wallet builds are bad input, not a mismatch with the intent
      expect(() => sign(v.unsigned())).toThrow(expect.objectContaining({ code: 'BAD_INPUT' }));
    });

  it('refuses another family’s intent and a send without a sending address', () => {
    const p = {
      chainName: 'filecoin',
      network: 'regtest' as const,
      unsigned: cbor(honest()),
      keys,
      replacing: null,
      history: () => [],
    };
    expect(() =>
      signFilecoin({
        ...p,
        activePath: ME!.path,
        intent: { ...intent(), family: 'tezos', counter: '1' } as never,
      }),
    ).toThrow(expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'family' }));
    const noAddress = expect.objectContaining({ code: 'BAD_INPUT', message: 'no sending address' });
    expect(() => signFilecoin({ ...p, intent: intent() })).toThrow(noAddress);
    // the empty path is an imported key's: a phrase wallet never signs at its seed's own key
    expect(() => signFilecoin({ ...p, activePath: '', intent: intent() })).toThrow(noAddress);
  });

  it('the encoder refuses a negative amount', () => {
    expect(() => encodeBigInt(-1n)).toThrow(/negative amount/);
  });
});

// Each limit is a boundary: the last value inside is signed, the first outside refused.
describe('filecoin signer limits (edges of each check)', () => {
  it('signs a premium equal to the fee cap', () => {
    expect(sign(cbor(honest({ gasPremium: 300n }))).fee).toBe(180_000_000n);
  });

  it('signs a gas limit of exactly the block gas limit', () => {
    const full = honest({ gasLimit: BLOCK_GAS_LIMIT, gasFeeCap: 1n, gasPremium: 1n });
    expect(sign(cbor(full), intent({ feeCap: BLOCK_GAS_LIMIT.toString() })).fee).toBe(BLOCK_GAS_LIMIT);
  });

  it('signs a gas limit of one', () => {
    const one = honest({ gasLimit: 1n, gasFeeCap: 1n, gasPremium: 1n });
    expect(sign(cbor(one), intent({ feeCap: '1' })).fee).toBe(1n);
  });
});

// What the decoder must refuse, each in bytes otherwise honest; and the readings it must keep
// (a zero big int is empty bytes, a count past 2^53 arrives as a bigint).
describe('filecoin decoder (hostile bytes)', () => {
  const refused = (unsigned: string, why: RegExp) => expect(() => sign(unsigned)).toThrow(why);

  it('refuses text that is not whole lower-case hex bytes, or longer than a message can be', () => {
    refused(`${cbor(honest())}0`, /not hex/);
    refused(`zz${cbor(honest())}`, /not hex/);
    refused(`${cbor(honest())}zz`, /not hex/);
    refused(cbor(honest()).toUpperCase(), /not hex/);
    refused('', /not hex/);
    refused('00'.repeat(4097), /not hex/);
  });

  it('refuses CBOR a strict reader refuses: indefinite lengths, undefined, duplicate map keys', () => {
    // 9f … ff: the same ten fields in an indefinite-length array
    refused(`9f${cbor(honest()).slice(2)}ff`, /not canonical CBOR/);
    // f7: undefined as the params
    refused(`${cbor(honest()).slice(0, -2)}f7`, /not canonical CBOR/);
    // a2 61 61 01 61 61 02: {"a": 1, "a": 2}
    refused('a2616101616102', /not canonical CBOR/);
  });

  it('refuses a lone sign byte, a fractional count and a negative count past 2^53', () => {
    refused(withField(4, Uint8Array.of(0)), /value is not a positive canonical big int/);
    refused(withField(3, 1.5), /nonce is not an unsigned integer/);
    refused(withField(3, -(2n ** 60n)), /nonce is not an unsigned integer/);
    // digits as text: BigInt('4') would read them as the nonce
    refused(withField(3, '4'), /nonce is not an unsigned integer/);
  });

  it('names the field it could not read', () => {
    refused(withField(0, -1), /version is not an unsigned integer/);
    refused(withField(2, 't1abc'), /from is not an address/);
    refused(withField(5, -1), /gas limit is not an unsigned integer/);
    refused(withField(6, 'x'), /gas fee cap is not a big int/);
    refused(withField(7, 'x'), /gas premium is not a big int/);
    refused(withField(8, -1), /method is not an unsigned integer/);
  });

  it('reads a nonce past 2^53 exactly and a zero premium as empty bytes', () => {
    const far = 2n ** 60n;
    expect(sign(cbor(honest({ nonce: far })), intent({ nonce: far.toString() })).detail).toMatchObject({
      nonce: far.toString(),
    });
    expect(sign(cbor(honest({ gasPremium: 0n }))).detail).toMatchObject({ gasPremium: '0' });
  });
});
