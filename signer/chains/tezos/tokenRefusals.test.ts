// Tezos token transfers (issue 37) against a hostile main: an FA1.2 (tzBTC) or FA2 (USDt) transfer
// is forged by Taquito's own encoder (test/tezos/forgeOps) with the Micheline parameters a
// hostile builder would write, and the real signer entry `signTransfer` must refuse with
// INTENT_MISMATCH naming the field. The signer reads the parameters from the bytes itself
// (decodeParameters.ts); each vector differs from an honest one in one thing.
import { hex } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { b58Encode, PrefixV2 } from '@taquito/utils';
import { describe, expect, it } from 'vitest';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { forge, reveal, transaction, type Content } from '../../../test/tezos/forgeOps';
import { phraseKeys } from '../keys/walletKeys';
import { signTransfer } from '../signing';
import { tezosSigner } from './derive';
import { readTransactionParameters } from './decodeParameters';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(PHRASE);
const PATH = "m/44'/1729'/0'/0'";
const account = (i: number) => tezosSigner.deriveFromSeed(seed, `m/44'/1729'/${i}'/0'`);
const ME = account(0).address;
const BOB = account(1).address;
const MALLORY = account(2).address;
const MY_PK = b58Encode(hex.decode(account(0).publicKey), PrefixV2.Ed25519PublicKey);
/** mainnet's tzBTC (FA1.2) and USDt (FA2, token 0) */
const TZBTC = 'KT1PWx2mnDueood7fEmfbBDKx1D9BAnnXitn';
const USDT = 'KT1XnTn74bUtxHfDtBmm2bGZAQfhPbvKWR8o';
const keys = phraseKeys(seed);
type TezosIntent = SignIntentOf<'tezos'>;
type M = Record<string, unknown> | M[];

const s = (v: string): M => ({ string: v });
const n = (v: bigint | number): M => ({ int: String(v) });
const pair = (a: M, b: M): M => ({ prim: 'Pair', args: [a, b] });
/** FA1.2: (pair from (pair to value)) */
const fa12 = (from: string, to: string, value: bigint | number) => pair(s(from), pair(s(to), n(value)));
/** FA2: list (pair from_ (list (pair to_ (pair token_id amount)))) */
const fa2 = (batches: [string, [string, bigint | number, bigint | number][]][]): M =>
  batches.map(([from, txs]) =>
    pair(
      s(from),
      txs.map(([to, id, amount]) => pair(s(to), pair(n(id), n(amount)))),
    ),
  );

const AMOUNT = 1_000_000n;
const fa12Intent = (over: Partial<TezosIntent> = {}): TezosIntent => ({
  family: 'tezos',
  kind: 'transfer',
  chainName: 'tezos',
  from: ME,
  to: BOB,
  amount: AMOUNT.toString(),
  feeCap: '10000',
  counter: '8',
  token: { standard: 'fa1.2', contract: TZBTC },
  ...over,
});
const fa2Intent = (over: Partial<TezosIntent> = {}): TezosIntent =>
  fa12Intent({ token: { standard: 'fa2', contract: USDT, tokenId: '0' }, ...over });

const call = (
  destination: string,
  value: M,
  over: Partial<Parameters<typeof transaction>[0]> = {},
  entrypoint = 'transfer',
) =>
  transaction({
    source: ME,
    counter: 8,
    destination,
    amount: 0,
    fee: 900,
    gasLimit: 4000,
    storageLimit: 20,
    parameters: { entrypoint, value },
    ...over,
  });
const fa12Call = (value = fa12(ME, BOB, AMOUNT), over = {}) => [call(TZBTC, value, over)];
const fa2Call = (value = fa2([[ME, [[BOB, 0, AMOUNT]]]]), over = {}) => [call(USDT, value, over)];

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

interface Vector {
  name: string;
  contents: () => Content[];
  intent: TezosIntent;
  field: string;
}

const REFUSALS: readonly Vector[] = [
  // FA1.2
  {
    name: 'FA1.2: approve instead of transfer (an allowance Mallory could spend later)',
    contents: () => [call(TZBTC, pair(s(MALLORY), n(AMOUNT)), {}, 'approve')],
    intent: fa12Intent(),
    field: 'entrypoint',
  },
  {
    name: 'FA1.2: the transfer sent to the default entrypoint',
    contents: () => [call(TZBTC, fa12(ME, BOB, AMOUNT), {}, 'default')],
    intent: fa12Intent(),
    field: 'entrypoint',
  },
  {
    name: 'FA1.2: the transfer sent to the do entrypoint (a tagged one)',
    contents: () => [call(TZBTC, fa12(ME, BOB, AMOUNT), {}, 'do')],
    intent: fa12Intent(),
    field: 'entrypoint',
  },
  {
    name: 'FA1.2: pays another recipient',
    contents: () => fa12Call(fa12(ME, MALLORY, AMOUNT)),
    intent: fa12Intent(),
    field: 'to',
  },
  {
    name: 'FA1.2: the intent names another recipient',
    contents: () => fa12Call(),
    intent: fa12Intent({ to: MALLORY }),
    field: 'to',
  },
  {
    name: 'FA1.2: moves another account’s tokens (an allowance it holds)',
    contents: () => fa12Call(fa12(MALLORY, BOB, AMOUNT)),
    intent: fa12Intent(),
    field: 'from',
  },
  {
    name: 'FA1.2: moves one unit more',
    contents: () => fa12Call(fa12(ME, BOB, AMOUNT + 1n)),
    intent: fa12Intent(),
    field: 'amount',
  },
  {
    name: 'FA1.2: a negative value of the same size',
    contents: () => fa12Call(fa12(ME, BOB, -AMOUNT)),
    intent: fa12Intent(),
    field: 'amount',
  },
  {
    name: 'FA1.2: sends tez along to the contract',
    contents: () => fa12Call(undefined, { amount: 1 }),
    intent: fa12Intent(),
    field: 'amount',
  },
  {
    name: 'FA1.2: calls another token contract',
    contents: () => [call(USDT, fa12(ME, BOB, AMOUNT))],
    intent: fa12Intent(),
    field: 'contract',
  },
  {
    name: 'FA1.2: no parameters (a plain tez transfer to the contract)',
    contents: () => [transaction({ source: ME, counter: 8, destination: TZBTC, amount: 0, fee: 900 })],
    intent: fa12Intent(),
    field: 'parameters',
  },
  {
    name: 'FA1.2: FA2 parameters under an FA1.2 token',
    contents: () => [call(TZBTC, fa2([[ME, [[BOB, 0, AMOUNT]]]]))],
    intent: fa12Intent(),
    field: 'parameters',
  },
  {
    name: 'FA1.2: an int where the recipient goes',
    contents: () => fa12Call(pair(s(ME), pair(n(1), n(AMOUNT)))),
    intent: fa12Intent(),
    field: 'parameters',
  },
  {
    name: 'FA1.2: a string where the value goes',
    contents: () => fa12Call(pair(s(ME), pair(s(BOB), s('1000000')))),
    intent: fa12Intent(),
    field: 'parameters',
  },
  {
    name: 'FA1.2: a flat pair where the nested one goes',
    contents: () => fa12Call(pair(s(ME), s(BOB))),
    intent: fa12Intent(),
    field: 'parameters',
  },
  {
    name: 'FA1.2: addresses as bytes (the optimized form the signer does not read)',
    contents: () => fa12Call(pair({ bytes: '0000' + '00'.repeat(20) }, pair(s(BOB), n(AMOUNT)))),
    intent: fa12Intent(),
    field: 'parameters',
  },
  {
    name: 'FA1.2: an annotated pair',
    contents: () => fa12Call({ prim: 'Pair', args: [s(ME), pair(s(BOB), n(AMOUNT))], annots: ['%x'] }),
    intent: fa12Intent(),
    field: 'parameters',
  },
  {
    name: 'FA1.2: a three-argument pair',
    contents: () => fa12Call({ prim: 'Pair', args: [s(ME), s(BOB), n(AMOUNT)] }),
    intent: fa12Intent(),
    field: 'parameters',
  },
  {
    name: 'FA1.2: another primitive (Left)',
    contents: () => fa12Call({ prim: 'Left', args: [fa12(ME, BOB, AMOUNT)] }),
    intent: fa12Intent(),
    field: 'parameters',
  },
  // FA2
  {
    name: 'FA2: update_operators (Mallory made an operator of the wallet’s tokens)',
    contents: () => [
      call(USDT, [{ prim: 'Left', args: [pair(s(ME), pair(s(MALLORY), n(0)))] }], {}, 'update_operators'),
    ],
    intent: fa2Intent(),
    field: 'parameters',
  },
  {
    name: 'FA2: another entrypoint with a transfer’s value',
    contents: () => [call(USDT, fa2([[ME, [[BOB, 0, AMOUNT]]]]), {}, 'transfer_all')],
    intent: fa2Intent(),
    field: 'entrypoint',
  },
  {
    name: 'FA2: pays another recipient',
    contents: () => fa2Call(fa2([[ME, [[MALLORY, 0, AMOUNT]]]])),
    intent: fa2Intent(),
    field: 'to',
  },
  {
    name: 'FA2: from another account',
    contents: () => fa2Call(fa2([[MALLORY, [[BOB, 0, AMOUNT]]]])),
    intent: fa2Intent(),
    field: 'from',
  },
  {
    name: 'FA2: a second transfer in the list of the wallet’s batch',
    contents: () =>
      fa2Call(
        fa2([
          [
            ME,
            [
              [BOB, 0, AMOUNT],
              [MALLORY, 0, 1],
            ],
          ],
        ]),
      ),
    intent: fa2Intent(),
    field: 'transfers',
  },
  {
    name: 'FA2: a second batch',
    contents: () =>
      fa2Call(
        fa2([
          [ME, [[BOB, 0, AMOUNT]]],
          [ME, [[MALLORY, 0, 1]]],
        ]),
      ),
    intent: fa2Intent(),
    field: 'transfers',
  },
  { name: 'FA2: no batch at all', contents: () => fa2Call(fa2([])), intent: fa2Intent(), field: 'transfers' },
  {
    name: 'FA2: a batch with no transfer',
    contents: () => fa2Call(fa2([[ME, []]])),
    intent: fa2Intent(),
    field: 'transfers',
  },
  {
    name: 'FA2: another token id',
    contents: () => fa2Call(fa2([[ME, [[BOB, 1, AMOUNT]]]])),
    intent: fa2Intent(),
    field: 'token_id',
  },
  {
    name: 'FA2: the intent’s token id differs',
    contents: () => fa2Call(),
    intent: fa2Intent({ token: { standard: 'fa2', contract: USDT, tokenId: '3' } }),
    field: 'token_id',
  },
  {
    name: 'FA2: moves another amount',
    contents: () => fa2Call(fa2([[ME, [[BOB, 0, AMOUNT - 1n]]]])),
    intent: fa2Intent(),
    field: 'amount',
  },
  {
    name: 'FA2: sends tez along to the contract',
    contents: () => fa2Call(undefined, { amount: 5 }),
    intent: fa2Intent(),
    field: 'amount',
  },
  {
    name: 'FA2: calls another contract',
    contents: () => [call(TZBTC, fa2([[ME, [[BOB, 0, AMOUNT]]]]))],
    intent: fa2Intent(),
    field: 'contract',
  },
  {
    name: 'FA2: FA1.2 parameters under an FA2 token',
    contents: () => fa2Call(fa12(ME, BOB, AMOUNT)),
    intent: fa2Intent(),
    field: 'parameters',
  },
  {
    name: 'FA2: a pair where the transfer list goes',
    contents: () => fa2Call([pair(s(ME), pair(s(BOB), pair(n(0), n(AMOUNT))))]),
    intent: fa2Intent(),
    field: 'parameters',
  },
  {
    name: 'FA2: a string where the token id goes',
    contents: () => fa2Call([pair(s(ME), [pair(s(BOB), pair(s('0'), n(AMOUNT)))])]),
    intent: fa2Intent(),
    field: 'parameters',
  },
  {
    name: 'FA2: the token under a plain tez intent',
    contents: () => fa2Call(),
    intent: fa2Intent({ token: undefined, to: USDT, amount: '0' }),
    field: 'parameters',
  },
];

describe('tezos token transfers: signer refusals (hostile builder)', () => {
  it.each(REFUSALS)('refuses: $name', ({ contents, intent, field }) => {
    expect(() => sign(forge(contents()), intent)).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: field }),
    );
  });

  it('signs the honest FA1.2 and FA2 transfers the vectors are edits of', () => {
    expect(sign(forge(fa12Call()), fa12Intent()).hash).toMatch(/^[0-9a-f]{64}$/);
    expect(sign(forge(fa2Call()), fa2Intent()).hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs large amounts and token ids (zarith of several bytes) and a first send with its reveal', () => {
    const big = 123_456_789_012_345_678_901n;
    const id = 987_654_321n;
    const token = { standard: 'fa2', contract: USDT, tokenId: id.toString() } as const;
    expect(
      sign(forge(fa2Call(fa2([[ME, [[BOB, id, big]]]]))), fa2Intent({ amount: big.toString(), token })).hash,
    ).toMatch(/^[0-9a-f]{64}$/);
    expect(sign(forge(fa12Call(fa12(ME, BOB, 64))), fa12Intent({ amount: '64' })).hash).toMatch(
      /^[0-9a-f]{64}$/,
    );
    const first = [
      reveal({ source: ME, counter: 7, fee: 300, publicKey: MY_PK }),
      call(TZBTC, fa12(ME, BOB, AMOUNT)),
    ];
    const signed = sign(forge(first), fa12Intent({ reveal: true, feeCap: '10000' }));
    expect(signed.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(signed.detail).toMatchObject({ family: 'tezos', token: TZBTC, reveal: true });
    expect(sign(forge(fa2Call()), fa2Intent()).detail).toMatchObject({ token: `${USDT}:0` });
    // one unit off in a large amount is still refused
    expect(() =>
      sign(forge(fa2Call(fa2([[ME, [[BOB, id, big + 1n]]]]))), fa2Intent({ amount: big.toString(), token })),
    ).toThrow(expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'amount' }));
  });

  it('the storage the call may burn counts in the fee cap', () => {
    // fee 900 + 20 bytes × 250 mutez = 5,900
    expect(() => sign(forge(fa12Call()), fa12Intent({ feeCap: '5899' }))).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'feeCap' }),
    );
    expect(sign(forge(fa12Call()), fa12Intent({ feeCap: '5900' })).hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('tezos parameters decoder: bytes Taquito never writes', () => {
  /** the parameters part of a forged FA1.2 call, and where the transaction starts */
  const honestBytes = () => hex.decode(forge(fa12Call()));
  const read = (bytes: Uint8Array) => readTransactionParameters(bytes, 32);
  const refused = expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'parameters' });
  const cutShort = expect.objectContaining({
    code: 'INTENT_MISMATCH',
    message: 'parameters (the bytes end early)',
  });

  it('reads the honest call', () => {
    const p = read(honestBytes());
    expect(p.entrypoint).toBe('transfer');
    expect(p.value).toEqual({ pair: [{ string: ME }, { pair: [{ string: BOB }, { int: AMOUNT }] }] });
  });

  it('refuses another operation tag, no parameters flag, an unknown entrypoint tag, truncation, trailing bytes', () => {
    const b = honestBytes();
    const at = (i: number, v: number) => {
      const c = b.slice();
      c[i] = v;
      return c;
    };
    // the transaction's tag 0x6c at 32
    expect(() => read(at(32, 0x6b))).toThrow(refused);
    // the flag 0xff after source (21), five zariths and the destination (22)
    const flag = b.indexOf(0xff, 32 + 1 + 21);
    expect(b[flag + 1]).toBe(0xff);
    expect(() => read(at(flag, 0x00))).toThrow(refused);
    // an entrypoint tag octez does not define, alone or in place of the named one
    expect(() => read(at(flag + 1, 0x40))).toThrow(refused);
    const unknownTag = new Uint8Array([...b.slice(0, flag + 1), 0x0a, ...b.slice(flag + 2 + 1 + 8)]);
    expect(() => read(unknownTag)).toThrow(refused);
    for (const [tag, name] of [
      [0, 'default'],
      [1, 'root'],
      [2, 'do'],
      [3, 'set_delegate'],
      [4, 'remove_delegate'],
      [5, 'deposit'],
    ] as const) {
      const named = new Uint8Array([...b.slice(0, flag + 1), tag, ...b.slice(flag + 2 + 1 + 8)]);
      expect(read(named).entrypoint).toBe(name);
    }
    expect(() => read(b.slice(0, -1))).toThrow(cutShort);
    expect(() => read(new Uint8Array([...b, 0]))).toThrow(refused);
    // a value shorter than its length says: a trailing byte inside it
    const len = flag + 2 + 1 + 8;
    const longer = b.slice();
    longer[len + 3] = longer[len + 3]! + 1;
    expect(() => read(new Uint8Array([...longer, 0]))).toThrow(refused);
    // a length past the end
    const huge = b.slice();
    huge[len] = 0x80;
    expect(() => read(huge)).toThrow(cutShort);
    // an empty operation past the offset
    expect(() => read(b.slice(0, 32))).toThrow(cutShort);
  });

  it('reads Pair only from the tag of a two-argument primitive without annotations', () => {
    const b = honestBytes();
    const flag = b.indexOf(0xff, 32 + 1 + 21);
    const value = flag + 2 + 1 + 8 + 4;
    expect([b[value], b[value + 1]]).toEqual([0x07, 0x07]);
    // 0x03 0x07 is `Pair` with no arguments, the rest then a second expression: not a transfer
    for (const tag of [0x03, 0x05, 0x08, 0x09]) {
      const c = b.slice();
      c[value] = tag;
      expect(() => read(c), `tag ${tag}`).toThrow(refused);
    }
  });

  it('reads a sequence through its length, and ints through continuation bytes', () => {
    const p = readTransactionParameters(hex.decode(forge(fa2Call(fa2([[ME, [[BOB, 300, 2n ** 70n]]]])))), 32);
    expect(p.value).toEqual([
      {
        pair: [{ string: ME }, [{ pair: [{ string: BOB }, { pair: [{ int: 300n }, { int: 2n ** 70n }] }] }]],
      },
    ]);
    const neg = readTransactionParameters(hex.decode(forge(fa12Call(fa12(ME, BOB, -70)))), 32);
    expect(neg.value).toEqual({ pair: [{ string: ME }, { pair: [{ string: BOB }, { int: -70n }] }] });
  });
});
