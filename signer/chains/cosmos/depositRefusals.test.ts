// A RUNE swap deposit (THORChain's MsgDeposit) against a hostile main: main writes the SignDoc and
// the intent, the real signer entry `signTransfer` must refuse naming the field or the swap
// rule's sentence. Honest documents are built offline (test/cosmos/offlineTx); each vector
// changes one thing of an honest one, and the honest deposit signs with its memo journaled.
import { hex } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SwapTerms } from '../../../shared/exchange/swapTerms';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { RUNE_ASSET, thorDeposit, thorSend, signDocHex, type DocParts } from '../../../test/cosmos/offlineTx';
import { phraseKeys } from '../keys/walletKeys';
import { signTransfer } from '../signing';
import { cosmosSigner } from './derive';
import type { ThorCoin } from './thorMsgDeposit';

const seed = mnemonicToSeedSync(
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
);
const rune = (i: number) => cosmosSigner.deriveFromSeed(seed, `m/44'/931'/0'/0/${i}`, { chain: 'thorchain' });
const ME = rune(0);
const MALLORY = rune(2).address;
const DEST = 'ltc1qg9stkxrszkdqsuj92lm4c7akvk36zvhqw7p6ck';
const NOW = 1_800_000_000;
const MIN_OUT = 4_850_000n;
const MEMO = `=:LTC.LTC:${DEST}:${MIN_OUT}`;
type CosmosIntent = SignIntentOf<'cosmos'>;

const terms = (over: Partial<SwapTerms> = {}): SwapTerms => ({
  provider: 'thorchain',
  toAsset: 'LTC.LTC',
  destination: DEST,
  minOut: MIN_OUT.toString(),
  expiry: NOW + 900,
  ...over,
});
/** main's intent for a RUNE deposit: no recipient exists, so `to` names THORChain's own asgard */
const intent = (over: Partial<CosmosIntent> = {}): CosmosIntent => ({
  family: 'cosmos',
  kind: 'swapDeposit',
  chainName: 'thorchain',
  from: ME.address,
  to: 'THORChain',
  amount: '2500000000',
  denom: 'rune',
  feeCap: '0',
  accountNumber: '7',
  sequence: '3',
  memo: { kind: 'text', value: MEMO },
  swap: terms(),
  ...over,
});
const coin = (over: Partial<ThorCoin> = {}): ThorCoin => ({
  asset: RUNE_ASSET,
  amount: '2500000000',
  decimals: 0n,
  ...over,
});
const doc = (over: Partial<DocParts> = {}) =>
  signDocHex({
    messages: [thorDeposit(ME.address, [coin()], MEMO)],
    chainId: 'thorchain-1',
    accountNumber: 7n,
    sequence: 3n,
    publicKey: hex.decode(ME.publicKey),
    fee: [],
    ...over,
  });
const deposit = (coins: ThorCoin[], memo = MEMO, signer = ME.address) =>
  doc({ messages: [thorDeposit(signer, coins, memo)] });

const sign = (unsigned: string, approved: CosmosIntent) =>
  signTransfer({
    chainName: approved.chainName,
    network: 'mainnet',
    unsigned,
    intent: approved,
    activePath: approved.chainName === 'thorchain' ? "m/44'/931'/0'/0/0" : "m/44'/118'/0'/0/0",
    keys: phraseKeys(seed),
    replacing: null,
    history: () => [],
  });

interface Vector {
  name: string;
  input: () => { unsigned: string; intent: CosmosIntent };
  refusal: string;
}

const REFUSALS: readonly Vector[] = [
  // ── the swap's own rules, as on the Hub
  {
    name: 'is signed at the quote’s expiry',
    input: () => ({ unsigned: doc(), intent: intent({ swap: terms({ expiry: NOW }) }) }),
    refusal: 'The quote has expired; ask for a new one',
  },
  {
    name: 'expires more than an hour ahead',
    input: () => ({ unsigned: doc(), intent: intent({ swap: terms({ expiry: NOW + 3601 }) }) }),
    refusal: 'The deposit expires later than a quote holds',
  },
  {
    name: 'approves a memo paying out elsewhere (its message memo the same)',
    input: () => {
      const memo = `=:LTC.LTC:ltc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh:${MIN_OUT}`;
      return { unsigned: deposit([coin()], memo), intent: intent({ memo: { kind: 'text', value: memo } }) };
    },
    refusal: 'The memo pays out to another address than you approved',
  },
  {
    name: 'comes without its memo',
    input: () => ({ unsigned: deposit([coin()], ''), intent: intent({ memo: undefined }) }),
    refusal: 'A swap deposit must carry its memo',
  },
  // ── the message
  {
    name: 'is a bank send to a vault, not a MsgDeposit',
    input: () => ({
      unsigned: doc({ messages: [thorSend(ME.address, MALLORY, [{ denom: 'rune', amount: '2500000000' }])] }),
      intent: intent(),
    }),
    refusal: 'message type',
  },
  {
    name: 'carries no message at all',
    input: () => ({ unsigned: doc({ messages: [] }), intent: intent() }),
    refusal: 'message count',
  },
  {
    name: 'writes a field MsgDeposit does not have (unread by the check, read by a newer chain)',
    input: () => {
      const m = thorDeposit(ME.address, [coin()], MEMO);
      return {
        unsigned: doc({ messages: [{ ...m, value: new Uint8Array([...m.value, 0x20, 0x01]) }] }),
        intent: intent(),
      };
    },
    refusal: 'message encoding',
  },
  {
    name: 'adds a second message',
    input: () => ({
      unsigned: doc({
        messages: [
          thorDeposit(ME.address, [coin()], MEMO),
          thorSend(ME.address, MALLORY, [{ denom: 'rune', amount: '1' }]),
        ],
      }),
      intent: intent(),
    }),
    refusal: 'message count',
  },
  {
    name: 'is signed by another account (its refund would go there)',
    input: () => ({ unsigned: deposit([coin()], MEMO, MALLORY), intent: intent() }),
    refusal: 'signer',
  },
  {
    name: 'is approved from another account than the key',
    input: () => ({ unsigned: doc(), intent: intent({ from: MALLORY }) }),
    refusal: 'from',
  },
  {
    name: 'is approved in another denom',
    input: () => ({ unsigned: doc(), intent: intent({ denom: 'tcy' }) }),
    refusal: 'denom',
  },
  {
    name: 'deposits two coins',
    input: () => ({ unsigned: deposit([coin(), coin({ amount: '1' })]), intent: intent() }),
    refusal: 'coins',
  },
  {
    name: 'deposits no coin',
    input: () => ({ unsigned: deposit([]), intent: intent() }),
    refusal: 'coins',
  },
  ...(
    [
      ['another chain’s RUNE (BNB.RUNE)', { chain: 'BNB' }],
      ['THOR.TCY', { symbol: 'TCY', ticker: 'TCY' }],
      ['a RUNE symbol with another ticker', { ticker: 'RUNX' }],
      ['another symbol with RUNE’s ticker', { symbol: 'RUNX' }],
      ['synthetic RUNE', { synth: true }],
      ['trade RUNE', { trade: true }],
      ['secured RUNE', { secured: true }],
    ] as const
  ).map(([what, asset]): Vector => ({
    name: `deposits ${what}`,
    input: () => ({ unsigned: deposit([coin({ asset: { ...RUNE_ASSET, ...asset } })]), intent: intent() }),
    refusal: 'asset',
  })),
  {
    name: 'declares other decimals for the coin',
    input: () => ({ unsigned: deposit([coin({ decimals: 6n })]), intent: intent() }),
    refusal: 'decimals',
  },
  {
    name: 'deposits another amount',
    input: () => ({ unsigned: deposit([coin({ amount: '2500000001' })]), intent: intent() }),
    refusal: 'amount',
  },
  {
    name: 'writes the amount with a leading zero',
    input: () => ({ unsigned: deposit([coin({ amount: '02500000000' })]), intent: intent() }),
    refusal: 'amount',
  },
  {
    name: 'carries another memo in the message than the one approved and read',
    input: () => ({ unsigned: deposit([coin()], `=:LTC.LTC:${DEST}:1`), intent: intent() }),
    refusal: 'memo',
  },
  {
    name: 'adds a memo to the body that THORChain would not read',
    input: () => ({ unsigned: doc({ memo: 'hello' }), intent: intent() }),
    refusal: 'memo',
  },
  // ── the envelope, as every document's
  {
    name: 'is for another chain',
    input: () => ({ unsigned: doc({ chainId: 'thorchain-stagenet-2' }), intent: intent() }),
    refusal: 'chain id',
  },
  {
    name: 'is at another sequence',
    input: () => ({ unsigned: doc({ sequence: 4n }), intent: intent() }),
    refusal: 'sequence',
  },
  {
    name: 'pays a fee in the document beyond the cap',
    input: () => ({ unsigned: doc({ fee: [{ denom: 'rune', amount: '1' }] }), intent: intent() }),
    refusal: 'feeCap',
  },
];

describe('the Cosmos signer holds a RUNE swap deposit (MsgDeposit) to the approved swap', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW * 1000);
  });
  afterEach(() => vi.useRealTimers());

  it('signs the honest deposit and journals what THORChain reads: the message’s memo and coin', () => {
    const r = sign(doc(), intent());
    expect(r.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(r.detail).toMatchObject({
      family: 'cosmos',
      msgType: '/types.MsgDeposit',
      from: ME.address,
      to: '',
      amount: '2500000000',
      denom: 'rune',
      memo: MEMO,
      chainId: 'thorchain-1',
    });
    // the latest expiry a quote may hold: an hour ahead
    expect(sign(doc(), intent({ swap: terms({ expiry: NOW + 3600 }) })).hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a plain RUNE transfer (MsgSend) still signs as the transfer it is, not as a deposit', () => {
    const to = rune(1).address;
    const send = doc({ messages: [thorSend(ME.address, to, [{ denom: 'rune', amount: '2500000000' }])] });
    const r = sign(send, intent({ kind: 'transfer', to, swap: undefined, memo: undefined }));
    expect(r.detail).toMatchObject({ msgType: '/types.MsgSend', to, amount: '2500000000' });
  });

  for (const v of REFUSALS) {
    it(`refuses a deposit that ${v.name}`, () => {
      const { unsigned, intent: approved } = v.input();
      expect(() => sign(unsigned, approved)).toThrow(
        expect.objectContaining({ code: 'INTENT_MISMATCH', message: v.refusal }),
      );
    });
  }
});
