// The attacks each Aptos signer check stops, as data: a hostile main (or the node it asked)
// writes the unsigned RawTransaction and the intent, and the real signer entry `signTransfer`
// must refuse with INTENT_MISMATCH naming the field. Honest bytes come from @aptos-labs/ts-sdk;
// each vector breaks one rule of them, so a vector fails when its check is removed.
import {
  AccountAddress,
  MultiSig,
  Script,
  TransactionPayloadMultiSig,
  TransactionPayloadScript,
  U32,
  U64,
} from '@aptos-labs/ts-sdk';
import { hex } from '@scure/base';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signTransfer } from '../signing';
import { MAX_EXPIRATION_AHEAD_S } from './checkIntent';
import {
  BOB,
  MALLORY,
  ME,
  PATH,
  call,
  honest,
  intent,
  soon,
  transfer,
  walletKeys,
  type AptosIntent,
} from '../../../test/aptos/testTransactions';
import { signAptos } from './transferSigner';

const sign = (unsigned: string, approved: AptosIntent, network: 'mainnet' | 'regtest' = 'mainnet') =>
  signTransfer({
    chainName: 'aptos',
    network,
    unsigned,
    intent: approved,
    activePath: PATH,
    keys: walletKeys,
    replacing: null,
    history: () => [],
  });

interface RefusalVector {
  name: string;
  input: () => { unsigned: string; intent: AptosIntent; network?: 'mainnet' | 'regtest' };
  field: string;
}

const APT = '0x1::aptos_coin::AptosCoin';
const to = AccountAddress.from(BOB);
const amount = new U64(25_000_000n);
const nowS = () => BigInt(Math.floor(Date.now() / 1000));

/** the honest bytes with the module name's length written as a two-byte ULEB128 (0x8d 0x00 for 13) */
function longUleb(): string {
  const bytes = hex.decode(honest());
  const at = 32 + 8 + 1 + 32; // sender, sequence number, payload variant, module address
  if (bytes[at] !== 13) throw new Error('unexpected layout');
  return hex.encode(new Uint8Array([...bytes.slice(0, at), 0x8d, 0x00, ...bytes.slice(at + 1)]));
}

const APTOS_REFUSALS: readonly RefusalVector[] = [
  // ── the transfer held to the approved one
  {
    name: 'pays another recipient',
    input: () => ({ unsigned: honest({ payload: transfer(MALLORY) }), intent: intent() }),
    field: 'recipient',
  },
  {
    name: 'is approved for a recipient that is no address',
    input: () => ({ unsigned: honest(), intent: intent({ to: 'bob' }) }),
    field: 'recipient',
  },
  {
    // a lenient reader pads 60 to 63 digits; the wallet takes only 64, or a special address's short form
    name: 'is approved for a recipient of 62 hex digits',
    input: () => ({ unsigned: honest(), intent: intent({ to: `0x${'ab'.repeat(31)}` }) }),
    field: 'recipient',
  },
  {
    name: 'sends another amount',
    input: () => ({ unsigned: honest({ payload: transfer(BOB, 25_000_001n) }), intent: intent() }),
    field: 'amount',
  },
  {
    name: 'moves a foreign account’s APT (the sender is not the signing key’s address)',
    input: () => ({ unsigned: honest({ sender: MALLORY }), intent: intent() }),
    field: 'sender',
  },
  {
    name: 'names a sender that is not the signing key',
    input: () => ({ unsigned: honest(), intent: intent({ from: MALLORY }) }),
    field: 'from',
  },
  {
    name: 'raises max gas so max gas × price passes the approved cap',
    input: () => ({ unsigned: honest({ maxGasAmount: 2001n }), intent: intent() }),
    field: 'max gas × gas unit price',
  },
  {
    name: 'raises the gas unit price past the approved cap',
    input: () => ({ unsigned: honest({ gasUnitPrice: 101n }), intent: intent() }),
    field: 'max gas × gas unit price',
  },
  {
    name: 'is for testnet while the wallet signs for mainnet (replayable elsewhere)',
    input: () => ({ unsigned: honest({ chainId: 2 }), intent: intent() }),
    field: 'chain id',
  },
  {
    name: 'is for mainnet while the wallet signs on its local profile',
    input: () => ({ unsigned: honest({ chainId: 1 }), intent: intent(), network: 'regtest' }),
    field: 'chain id',
  },
  {
    name: 'has already expired',
    input: () => ({ unsigned: honest({ expiration: nowS() - 1n }), intent: intent() }),
    field: 'expiration',
  },
  {
    name: 'expires too far out (can be withheld and submitted much later)',
    input: () => ({
      unsigned: honest({ expiration: nowS() + MAX_EXPIRATION_AHEAD_S + 5n }),
      intent: intent(),
    }),
    field: 'expiration',
  },
  {
    name: 'approves a memo, which an Aptos transfer does not carry',
    input: () => ({ unsigned: honest(), intent: intent({ memo: { kind: 'text', value: 'hi' } }) }),
    field: 'memo',
  },
  // ── the entry function
  {
    name: 'calls another function (an object transfer)',
    input: () => ({
      unsigned: honest({ payload: call('0x1::object::transfer_call', [], [to, to]) }),
      intent: intent(),
    }),
    field: 'function',
  },
  {
    name: 'calls a look-alike aptos_account module at another address',
    input: () => ({
      unsigned: honest({ payload: call(`${MALLORY}::aptos_account::transfer`, [], [to, amount]) }),
      intent: intent(),
    }),
    field: 'function',
  },
  {
    name: 'moves another coin with coin::transfer',
    input: () => ({
      unsigned: honest({ payload: call('0x1::coin::transfer', [`${MALLORY}::fake::Coin`], [to, amount]) }),
      intent: intent(),
    }),
    field: 'type arguments',
  },
  {
    name: 'adds a type argument to aptos_account::transfer',
    input: () => ({
      unsigned: honest({ payload: call('0x1::aptos_account::transfer', [APT], [to, amount]) }),
      intent: intent(),
    }),
    field: 'type arguments',
  },
  {
    name: 'adds an argument',
    input: () => ({
      unsigned: honest({ payload: call('0x1::aptos_account::transfer', [], [to, amount, amount]) }),
      intent: intent(),
    }),
    field: 'arguments',
  },
  {
    name: 'writes the recipient as a number',
    input: () => ({
      unsigned: honest({ payload: call('0x1::aptos_account::transfer', [], [amount, amount]) }),
      intent: intent(),
    }),
    field: 'recipient argument',
  },
  {
    name: 'writes the amount as a u32',
    input: () => ({
      unsigned: honest({ payload: call('0x1::aptos_account::transfer', [], [to, new U32(5)]) }),
      intent: intent(),
    }),
    field: 'amount argument',
  },
  {
    name: 'moves another fungible asset with primary_fungible_store::transfer',
    input: () => ({
      unsigned: honest({
        payload: call(
          '0x1::primary_fungible_store::transfer',
          ['0x1::fungible_asset::Metadata'],
          [AccountAddress.from(MALLORY), to, amount],
        ),
      }),
      intent: intent(),
    }),
    field: 'token',
  },
  {
    name: 'writes the fungible asset’s metadata as a number',
    input: () => ({
      unsigned: honest({
        payload: call(
          '0x1::primary_fungible_store::transfer',
          ['0x1::fungible_asset::Metadata'],
          [amount, to, amount],
        ),
      }),
      intent: intent(),
    }),
    field: 'metadata argument',
  },
  // ── the payload kind
  {
    name: 'is a script (runs any code with the sender’s signer)',
    input: () => ({
      unsigned: honest({
        payload: new TransactionPayloadScript(new Script(new Uint8Array([1, 2, 3]), [], [])),
      }),
      intent: intent(),
    }),
    field: 'payload',
  },
  {
    name: 'is a multisig payload',
    input: () => ({
      unsigned: honest({
        payload: new TransactionPayloadMultiSig(new MultiSig(AccountAddress.from(MALLORY))),
      }),
      intent: intent(),
    }),
    field: 'payload',
  },
  // ── the bytes themselves
  {
    name: 'appends a byte after the transaction',
    input: () => ({ unsigned: `${honest()}00`, intent: intent() }),
    field: 'transaction does not decode',
  },
  {
    name: 'is cut short',
    input: () => ({ unsigned: honest().slice(0, -2), intent: intent() }),
    field: 'transaction does not decode',
  },
  {
    name: 'writes a length in a long ULEB128 (decoders differ on such bytes)',
    input: () => ({ unsigned: longUleb(), intent: intent() }),
    field: 'canonical encoding',
  },
];

describe('Aptos signer refusals (hostile unsigned RawTransactions)', () => {
  it.each(APTOS_REFUSALS.map((v) => [v.name, v] as const))('refuses one that %s', (_name, v) => {
    const { unsigned, intent: approved, network } = v.input();
    expect(() => sign(unsigned, approved, network)).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: v.field }),
    );
  });

  it('signs the honest transactions the vectors are bent from', () => {
    expect(sign(honest(), intent()).detail).toMatchObject({ from: ME, to: BOB, amount: '25000000' });
    // max gas × price exactly at the cap, on the local profile's chain id
    expect(sign(honest({ chainId: 4, maxGasAmount: 2000n }), intent(), 'regtest').fee).toBe(200_000n);
    // the coin and fungible-asset transfers of APT itself
    for (const payload of [
      call('0x1::coin::transfer', [APT], [to, amount]),
      call('0x1::aptos_account::transfer_coins', [APT], [to, amount]),
      call(
        '0x1::primary_fungible_store::transfer',
        ['0x1::fungible_asset::Metadata'],
        [AccountAddress.A, to, amount],
      ),
    ])
      expect(sign(honest({ payload }), intent()).detail).toMatchObject({ to: BOB, amount: '25000000' });
    // the expiration at the limit, and the recipient approved in its special short form
    expect(() => sign(honest({ expiration: nowS() + MAX_EXPIRATION_AHEAD_S - 5n }), intent())).not.toThrow();
    expect(() => sign(honest({ payload: transfer('0x1') }), intent({ to: '0x1' }))).not.toThrow();
    expect(soon()).toBeGreaterThan(nowS());
  });

  it('a speed-up or cancel is not an Aptos kind: an unlanded transaction expires', () => {
    for (const kind of ['speedUp', 'cancel'] as const)
      expect(() =>
        signAptos({
          chainName: 'aptos',
          network: 'mainnet',
          unsigned: honest(),
          intent: intent({ kind: kind as never }),
          activePath: PATH,
          keys: walletKeys,
          replacing: null,
          history: () => [],
        }),
      ).toThrow(expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'kind' }));
  });

  it('refuses bytes that are not hex before anything else', () => {
    for (const bad of ['xyz', 'abc', '', '0x'])
      expect(() => sign(bad, intent())).toThrow(
        expect.objectContaining({ code: 'BAD_INPUT', message: 'The unsigned Aptos transaction is not hex' }),
      );
  });

  it('another family’s intent is refused by the Aptos signer itself', () => {
    const tron = {
      family: 'tron',
      kind: 'transfer',
      chainName: 'aptos',
      from: ME,
      to: BOB,
      amount: '1',
      feeCap: '0',
    } as const;
    expect(() =>
      signAptos({
        chainName: 'aptos',
        network: 'mainnet',
        unsigned: honest(),
        intent: tron,
        activePath: PATH,
        keys: walletKeys,
        replacing: null,
        history: () => [],
      }),
    ).toThrow(expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'family' }));
  });

  it('refuses a phrase wallet call at the empty path, which is an imported key’s', () => {
    expect(() =>
      signAptos({
        chainName: 'aptos',
        network: 'mainnet',
        unsigned: honest(),
        intent: intent(),
        activePath: '',
        keys: walletKeys,
        replacing: null,
        history: () => [],
      }),
    ).toThrow(expect.objectContaining({ code: 'BAD_INPUT', message: 'no sending address' }));
  });

  it('refuses a phrase wallet call without the sending path', () => {
    expect(() =>
      signAptos({
        chainName: 'aptos',
        network: 'mainnet',
        unsigned: honest(),
        intent: intent(),
        keys: walletKeys,
        replacing: null,
        history: () => [],
      }),
    ).toThrow(expect.objectContaining({ code: 'BAD_INPUT', message: 'no sending address' }));
  });
});

// The expiration window's edges, on a clock held still half-way through a second (the signer
// reads whole seconds): expiring now is already expired, expiring an hour ahead is still signed.
describe('aptos signer limits (edges of the expiration window)', () => {
  const T = 1_800_000_000n;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Number(T) * 1000 + 500);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const refusedAs = (field: string) => expect.objectContaining({ code: 'INTENT_MISMATCH', message: field });

  it('refuses a transaction expiring this second, signs one expiring the next', () => {
    expect(() => sign(honest({ expiration: T }), intent())).toThrow(refusedAs('expiration'));
    expect(sign(honest({ expiration: T + 1n }), intent()).detail).toMatchObject({ expiration: `${T + 1n}` });
  });

  it('signs an expiration exactly the longest time ahead and refuses one second more', () => {
    expect(() => sign(honest({ expiration: T + MAX_EXPIRATION_AHEAD_S }), intent())).not.toThrow();
    expect(() => sign(honest({ expiration: T + MAX_EXPIRATION_AHEAD_S + 1n }), intent())).toThrow(
      refusedAs('expiration'),
    );
  });
});

// What the decoder reads before any check: hex text (either case, 0x or not), at most 4096 bytes.
describe('aptos decoder (the text main sends)', () => {
  it('reads 0x-prefixed and upper-case hex, and refuses a 0x anywhere but in front', () => {
    expect(sign(`0x${honest()}`, intent()).detail).toMatchObject({ to: BOB });
    expect(sign(honest().toUpperCase(), intent()).detail).toMatchObject({ to: BOB });
    const h = honest();
    expect(() => sign(`${h.slice(0, 8)}0x${h.slice(8)}`, intent())).toThrow(
      expect.objectContaining({ code: 'BAD_INPUT' }),
    );
  });

  it('reads up to 4096 bytes and refuses text for more before decoding', () => {
    expect(() => sign('00'.repeat(4096), intent())).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'transaction does not decode' }),
    );
    expect(() => sign('00'.repeat(4097), intent())).toThrow(expect.objectContaining({ code: 'BAD_INPUT' }));
  });
});
