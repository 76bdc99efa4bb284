// Aptos token sends (issue 37) against a hostile main: the intent names a fungible asset (its
// metadata object) or a coin type, and the real signer entry `signTransfer` must hold the
// decoded entry function to it: the function, its type argument, the metadata argument, the
// recipient, the amount and the argument count. Honest bytes come from @aptos-labs/ts-sdk;
// each vector changes one thing of them, so it fails when its check is removed.
import { AccountAddress, U64 } from '@aptos-labs/ts-sdk';
import { describe, expect, it } from 'vitest';
import { signTransfer } from '../signing';
import { decodeRawTransaction } from './decodeRawTransaction';
import type { AptosToken } from '../../../shared/chains/aptos/tokens';
import { SignIntentSchema } from '../../../shared/signer/intents';
import {
  BOB,
  MALLORY,
  PATH,
  call,
  honest,
  intent,
  walletKeys,
  type AptosIntent,
} from '../../../test/aptos/testTransactions';

const sign = (unsigned: string, approved: AptosIntent) =>
  signTransfer({
    chainName: 'aptos',
    network: 'mainnet',
    unsigned,
    intent: approved,
    activePath: PATH,
    keys: walletKeys,
    replacing: null,
    history: () => [],
  });

const USDC_META = `0x${'bae207659db88bea0cbead6da0ed00aac12edcdda169e591cd41c94180b46f3b'}`;
const OTHER_META = `0x${'11'.repeat(32)}`;
const MOON = `0x${'ab'.padStart(64, '0')}::moon::MoonCoin`;
const FAKE_MOON = `${MALLORY}::moon::MoonCoin`;
const FA_TYPE = '0x1::fungible_asset::Metadata';
const FA_TRANSFER = '0x1::primary_fungible_store::transfer';
const COIN_TRANSFER = '0x1::aptos_account::transfer_coins';

const fa: AptosToken = { standard: 'fa', metadata: USDC_META };
const coin: AptosToken = { standard: 'coin', coinType: MOON };
const to = AccountAddress.from(BOB);
const amount = new U64(1_500_000n);
const faIntent = (over: Partial<AptosIntent> = {}) => intent({ token: fa, amount: '1500000', ...over });
const coinIntent = (over: Partial<AptosIntent> = {}) => intent({ token: coin, amount: '1500000', ...over });
const faPayload = (meta = USDC_META, args = [AccountAddress.from(meta), to, amount]) =>
  call(FA_TRANSFER, [FA_TYPE], args);
const coinPayload = (t = MOON, args = [to, amount]) => call(COIN_TRANSFER, [t], args);

interface Vector {
  name: string;
  unsigned: () => string;
  intent: () => AptosIntent;
  field: string;
}

const VECTORS: Vector[] = [
  // ── fungible assets
  {
    name: 'FA: calls aptos_account::transfer (moves APT) for an approved token',
    unsigned: () => honest({ payload: call('0x1::aptos_account::transfer', [], [to, amount]) }),
    intent: faIntent,
    field: 'token',
  },
  {
    name: 'FA: calls a look-alike primary_fungible_store at another address',
    unsigned: () =>
      honest({
        payload: call(
          `${MALLORY}::primary_fungible_store::transfer`,
          [FA_TYPE],
          [AccountAddress.from(USDC_META), to, amount],
        ),
      }),
    intent: faIntent,
    field: 'function',
  },
  {
    name: 'FA: calls fungible_asset::transfer (takes stores, not owners)',
    unsigned: () =>
      honest({
        payload: call(
          '0x1::fungible_asset::transfer',
          [FA_TYPE],
          [AccountAddress.from(USDC_META), to, amount],
        ),
      }),
    intent: faIntent,
    field: 'function',
  },
  {
    name: 'FA: names another type argument than Metadata',
    unsigned: () =>
      honest({
        payload: call(
          FA_TRANSFER,
          [`${MALLORY}::evil::Metadata`],
          [AccountAddress.from(USDC_META), to, amount],
        ),
      }),
    intent: faIntent,
    field: 'type arguments',
  },
  {
    name: 'FA: moves another metadata object',
    unsigned: () => honest({ payload: faPayload(OTHER_META) }),
    intent: faIntent,
    field: 'token',
  },
  {
    name: 'FA: moves APT (metadata 0xa) for an approved token',
    unsigned: () => honest({ payload: faPayload(AccountAddress.A.toStringLong()) }),
    intent: faIntent,
    field: 'token',
  },
  {
    name: 'FA: pays another recipient',
    unsigned: () =>
      honest({
        payload: faPayload(USDC_META, [AccountAddress.from(USDC_META), AccountAddress.from(MALLORY), amount]),
      }),
    intent: faIntent,
    field: 'recipient',
  },
  {
    name: 'FA: moves more than approved',
    unsigned: () =>
      honest({ payload: faPayload(USDC_META, [AccountAddress.from(USDC_META), to, new U64(1_500_001n)]) }),
    intent: faIntent,
    field: 'amount',
  },
  {
    name: 'FA: carries an extra argument',
    unsigned: () =>
      honest({ payload: faPayload(USDC_META, [AccountAddress.from(USDC_META), to, amount, amount]) }),
    intent: faIntent,
    field: 'arguments',
  },
  {
    name: 'FA: moves the token as a coin type of the same address',
    unsigned: () => honest({ payload: coinPayload(`${USDC_META}::usdc::USDC`) }),
    intent: faIntent,
    field: 'token',
  },
  // ── coins
  {
    name: 'coin: calls aptos_account::transfer (moves APT) for an approved coin',
    unsigned: () => honest({ payload: call('0x1::aptos_account::transfer', [], [to, amount]) }),
    intent: coinIntent,
    field: 'token',
  },
  {
    name: 'coin: calls coin::transfer with the token (only APT goes that way)',
    unsigned: () => honest({ payload: call('0x1::coin::transfer', [MOON], [to, amount]) }),
    intent: coinIntent,
    field: 'type arguments',
  },
  {
    name: 'coin: calls a look-alike aptos_account at another address',
    unsigned: () =>
      honest({ payload: call(`${MALLORY}::aptos_account::transfer_coins`, [MOON], [to, amount]) }),
    intent: coinIntent,
    field: 'function',
  },
  {
    name: 'coin: moves a coin of the same name from another publisher',
    unsigned: () => honest({ payload: coinPayload(FAKE_MOON) }),
    intent: coinIntent,
    field: 'token',
  },
  {
    name: 'coin: moves APT with transfer_coins for an approved coin',
    unsigned: () => honest({ payload: coinPayload('0x1::aptos_coin::AptosCoin') }),
    intent: coinIntent,
    field: 'token',
  },
  {
    name: 'coin: names a generic type argument',
    unsigned: () => honest({ payload: coinPayload(`${MALLORY}::wrap::W<${MOON}>`) }),
    intent: coinIntent,
    field: 'type arguments',
  },
  {
    name: 'coin: names a primitive type argument',
    unsigned: () => honest({ payload: coinPayload('u64') }),
    intent: coinIntent,
    field: 'type arguments',
  },
  {
    name: 'coin: carries two type arguments',
    unsigned: () => honest({ payload: call(COIN_TRANSFER, [MOON, MOON], [to, amount]) }),
    intent: coinIntent,
    field: 'type arguments',
  },
  {
    name: 'coin: pays another recipient',
    unsigned: () => honest({ payload: coinPayload(MOON, [AccountAddress.from(MALLORY), amount]) }),
    intent: coinIntent,
    field: 'recipient',
  },
  {
    name: 'coin: moves more than approved',
    unsigned: () => honest({ payload: coinPayload(MOON, [to, new U64(1_500_001n)]) }),
    intent: coinIntent,
    field: 'amount',
  },
  {
    name: 'coin: carries an extra argument',
    unsigned: () => honest({ payload: coinPayload(MOON, [to, amount, amount]) }),
    intent: coinIntent,
    field: 'arguments',
  },
  {
    name: 'coin: moves the coin when the intent approved the FA of the same text',
    unsigned: () => honest({ payload: coinPayload(MOON) }),
    intent: () => faIntent({ token: { standard: 'fa', metadata: `0x${'ab'.padStart(64, '0')}` } }),
    field: 'token',
  },
  {
    name: 'FA: moves the fungible asset when the intent approved a coin',
    unsigned: () => honest({ payload: faPayload() }),
    intent: coinIntent,
    field: 'token',
  },
  {
    name: 'FA: names Metadata twice',
    unsigned: () =>
      honest({
        payload: call(FA_TRANSFER, [FA_TYPE, FA_TYPE], [AccountAddress.from(USDC_META), to, amount]),
      }),
    intent: faIntent,
    field: 'type arguments',
  },
  {
    name: 'coin: names a vector type argument',
    unsigned: () => honest({ payload: coinPayload('vector<u8>') }),
    intent: coinIntent,
    field: 'type arguments',
  },
  // ── APT intent, token bytes
  {
    name: 'APT: moves a coin token when APT was approved',
    unsigned: () => honest({ payload: coinPayload(MOON) }),
    intent: () => intent({ amount: '1500000' }),
    field: 'token',
  },
  {
    name: 'APT: moves a fungible asset when APT was approved',
    unsigned: () => honest({ payload: faPayload() }),
    intent: () => intent({ amount: '1500000' }),
    field: 'token',
  },
];

describe('Aptos token signer refusals (hostile main)', () => {
  it.each(VECTORS.map((v) => [v.name, v] as const))('refuses: %s', (_n, v) => {
    expect(() => sign(v.unsigned(), v.intent())).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: v.field }),
    );
  });

  it('signs the honest token transfers, the journal naming the token', () => {
    const f = sign(honest({ payload: faPayload() }), faIntent());
    expect(f.detail).toMatchObject({ to: BOB, amount: '1500000', token: USDC_META, function: FA_TRANSFER });
    const c = sign(honest({ payload: coinPayload() }), coinIntent());
    expect(c.detail).toMatchObject({ to: BOB, amount: '1500000', token: MOON, function: COIN_TRANSFER });
    // APT's own detail names no token
    expect(sign(honest(), intent()).detail).not.toHaveProperty('token');
  });

  it('decodes which token moves, in the intent’s own form (APT: none)', () => {
    expect(decodeRawTransaction(honest({ payload: faPayload() })).token).toEqual(fa);
    expect(decodeRawTransaction(honest({ payload: coinPayload() })).token).toEqual(coin);
    expect(
      decodeRawTransaction(honest({ payload: coinPayload('0x1::aptos_coin::AptosCoin') })).token,
    ).toBeNull();
    expect(
      decodeRawTransaction(honest({ payload: faPayload(AccountAddress.A.toStringLong()) })).token,
    ).toBeNull();
  });

  it('the intent schema takes canonical tokens only', () => {
    const ok = (token: unknown) => SignIntentSchema.safeParse({ ...intent(), token }).success;
    expect(ok(fa)).toBe(true);
    expect(ok(coin)).toBe(true);
    expect(ok({ standard: 'fa', metadata: USDC_META.toUpperCase() })).toBe(false);
    expect(ok({ standard: 'fa', metadata: '0xa' })).toBe(false);
    expect(ok({ standard: 'coin', coinType: `0xab::moon::MoonCoin` })).toBe(false);
    expect(ok({ standard: 'coin', coinType: `${MOON}<u8>` })).toBe(false);
    expect(ok({ standard: 'coin', coinType: MOON, extra: 1 })).toBe(false);
  });
});
