// A THORChain swap deposit from the Cosmos Hub against a hostile main (or THORNode): main writes
// the SignDoc and the intent, the real signer entry `signTransfer` must refuse naming the field
// or the sentence. Honest documents are built offline with cosmjs's encoders
// (test/cosmos/offlineTx); each vector changes one thing of an honest one, and the honest twins
// (the limit exactly the minimum, the approved affiliate, one second before expiry) sign.
import { hex } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SwapTerms } from '../../../shared/exchange/swapTerms';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { bankSend, signDocHex, thorSend, type DocParts } from '../../../test/cosmos/offlineTx';
import { phraseKeys } from '../keys/walletKeys';
import { signTransfer } from '../signing';
import { cosmosSigner } from './derive';

const seed = mnemonicToSeedSync(
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
);
const atom = (i: number) => cosmosSigner.deriveFromSeed(seed, `m/44'/118'/0'/0/${i}`, { chain: 'cosmos' });
const rune = (i: number) => cosmosSigner.deriveFromSeed(seed, `m/44'/931'/0'/0/${i}`, { chain: 'thorchain' });
const ME = atom(0);
/** THORChain's GAIA inbound (vault) address the quote named */
const VAULT = atom(5).address;
const MALLORY = atom(2).address;
const DEST = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const OTHER_DEST = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const NOW = 1_800_000_000;
const MIN_OUT = 4_850_000n;
const MEMO = `=:ETH.ETH:${DEST}:${MIN_OUT}`;
type CosmosIntent = SignIntentOf<'cosmos'>;

const terms = (over: Partial<SwapTerms> = {}): SwapTerms => ({
  provider: 'thorchain',
  toAsset: 'ETH.ETH',
  destination: DEST,
  minOut: MIN_OUT.toString(),
  expiry: NOW + 900,
  ...over,
});
const intent = (over: Partial<CosmosIntent> = {}): CosmosIntent => ({
  family: 'cosmos',
  kind: 'swapDeposit',
  chainName: 'cosmos',
  from: ME.address,
  to: VAULT,
  amount: '2500000',
  denom: 'uatom',
  feeCap: '5000',
  accountNumber: '7',
  sequence: '3',
  memo: { kind: 'text', value: MEMO },
  swap: terms(),
  ...over,
});
const doc = (over: Partial<DocParts> = {}) =>
  signDocHex({
    messages: [bankSend(ME.address, VAULT, [{ denom: 'uatom', amount: '2500000' }])],
    memo: MEMO,
    chainId: 'cosmoshub-4',
    accountNumber: 7n,
    sequence: 3n,
    publicKey: hex.decode(ME.publicKey),
    fee: [{ denom: 'uatom', amount: '5000' }],
    ...over,
  });
/** the memo in both the bytes and the intent, as an honest main writes them */
const withMemo = (memo: string, over: Partial<CosmosIntent> = {}) => ({
  unsigned: doc({ memo }),
  intent: intent({ memo: { kind: 'text', value: memo }, ...over }),
});

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
  /** the refusal's message: a field, or the swap rule's sentence */
  refusal: string;
}

const REFUSALS: readonly Vector[] = [
  // ── the swap's own rules
  {
    name: 'comes without the approved swap terms',
    input: () => ({ unsigned: doc(), intent: intent({ swap: undefined }) }),
    refusal: 'A swap deposit comes without the swap you approved',
  },
  {
    name: 'carries no memo (THORChain would keep the coins unswapped)',
    input: () => ({ unsigned: doc({ memo: '' }), intent: intent({ memo: undefined }) }),
    refusal: 'A swap deposit must carry its memo',
  },
  {
    name: 'carries its memo as a tag',
    input: () => ({ unsigned: doc({ memo: '42' }), intent: intent({ memo: { kind: 'tag', value: '42' } }) }),
    refusal: 'A swap deposit must carry its memo',
  },
  {
    name: 'is signed at the quote’s expiry',
    input: () => ({ unsigned: doc(), intent: intent({ swap: terms({ expiry: NOW }) }) }),
    refusal: 'The quote has expired; ask for a new one',
  },
  {
    name: 'expires more than an hour ahead (main could hold it back past the price shown)',
    input: () => ({ unsigned: doc(), intent: intent({ swap: terms({ expiry: NOW + 3601 }) }) }),
    refusal: 'The deposit expires later than a quote holds',
  },
  {
    name: 'swaps to another asset',
    input: () => withMemo(`=:BTC.BTC:${DEST}:${MIN_OUT}`),
    refusal: 'The memo swaps to another asset than you approved',
  },
  {
    name: 'pays out to another destination',
    input: () => withMemo(`=:ETH.ETH:${OTHER_DEST}:${MIN_OUT}`),
    refusal: 'The memo pays out to another address than you approved',
  },
  {
    name: 'accepts one unit less than the approved minimum',
    input: () => withMemo(`=:ETH.ETH:${DEST}:${MIN_OUT - 1n}`),
    refusal: 'The memo accepts less than the minimum you approved',
  },
  {
    name: 'sets no limit at all',
    input: () => withMemo(`=:ETH.ETH:${DEST}`),
    refusal: 'The memo accepts less than the minimum you approved',
  },
  {
    name: 'pays an affiliate the user was not shown',
    input: () => withMemo(`=:ETH.ETH:${DEST}:${MIN_OUT}:thief:100`),
    refusal: 'The memo pays an affiliate fee you did not approve',
  },
  {
    name: 'drops the approved affiliate',
    input: () => withMemo(MEMO, { swap: terms({ affiliate: { name: 'wl', feeBps: 30 } }) }),
    refusal: 'The memo pays an affiliate fee you did not approve',
  },
  {
    name: 'pays the approved affiliate a higher fee',
    input: () => withMemo(`${MEMO}:wl:31`, { swap: terms({ affiliate: { name: 'wl', feeBps: 30 } }) }),
    refusal: 'The memo pays an affiliate fee you did not approve',
  },
  {
    name: 'pays the fee to another affiliate',
    input: () => withMemo(`${MEMO}:wm:30`, { swap: terms({ affiliate: { name: 'wl', feeBps: 30 } }) }),
    refusal: 'The memo pays an affiliate fee you did not approve',
  },
  {
    name: 'is not a swap memo (an add-liquidity memo)',
    input: () => withMemo('+:GAIA.ATOM'),
    refusal: 'The memo is not a swap',
  },
  {
    name: 'deposits a token (an IBC denom) where THORChain takes ATOM',
    input: () => ({
      unsigned: doc({
        messages: [bankSend(ME.address, VAULT, [{ denom: 'ibc/27394FB', amount: '2500000' }])],
      }),
      intent: intent({ denom: 'ibc/27394FB' }),
    }),
    refusal: 'denom',
  },
  {
    name: 'is a THORChain bank send (RUNE deposits are MsgDeposit, not a send to a vault)',
    input: () => ({
      unsigned: doc({
        messages: [thorSend(rune(0).address, rune(5).address, [{ denom: 'rune', amount: '2500000' }])],
        chainId: 'thorchain-1',
        publicKey: hex.decode(rune(0).publicKey),
        fee: [],
      }),
      intent: intent({
        chainName: 'thorchain',
        from: rune(0).address,
        to: rune(5).address,
        denom: 'rune',
        feeCap: '0',
      }),
    }),
    refusal: 'message type',
  },
  {
    name: 'is a plain transfer carrying swap terms (checked as a transfer, its memo would go unread)',
    input: () => ({ unsigned: doc(), intent: intent({ kind: 'transfer' }) }),
    refusal: 'swap',
  },
  // ── the bytes held to the approved deposit
  {
    name: 'pays another address than the approved inbound',
    input: () => ({
      unsigned: doc({ messages: [bankSend(ME.address, MALLORY, [{ denom: 'uatom', amount: '2500000' }])] }),
      intent: intent(),
    }),
    refusal: 'to',
  },
  {
    name: 'deposits another amount',
    input: () => ({
      unsigned: doc({ messages: [bankSend(ME.address, VAULT, [{ denom: 'uatom', amount: '2500001' }])] }),
      intent: intent(),
    }),
    refusal: 'amount',
  },
  {
    name: 'carries another memo in the bytes than the one approved and read',
    input: () => ({ unsigned: doc({ memo: `=:ETH.ETH:${OTHER_DEST}:${MIN_OUT}` }), intent: intent() }),
    refusal: 'memo',
  },
  {
    name: 'carries no memo in the bytes',
    input: () => ({ unsigned: doc({ memo: '' }), intent: intent() }),
    refusal: 'memo',
  },
  {
    name: 'adds a second send beside the deposit',
    input: () => ({
      unsigned: doc({
        messages: [
          bankSend(ME.address, VAULT, [{ denom: 'uatom', amount: '2500000' }]),
          bankSend(ME.address, MALLORY, [{ denom: 'uatom', amount: '1' }]),
        ],
      }),
      intent: intent(),
    }),
    refusal: 'message count',
  },
  {
    name: 'sends from another account (whose refund would not be the wallet’s)',
    input: () => ({
      unsigned: doc({ messages: [bankSend(MALLORY, VAULT, [{ denom: 'uatom', amount: '2500000' }])] }),
      intent: intent(),
    }),
    refusal: 'sender',
  },
];

describe('the Cosmos signer holds a Hub swap deposit to the approved swap', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW * 1000);
  });
  afterEach(() => vi.useRealTimers());

  it('signs the honest deposit, its limit exactly the minimum, one second before expiry, an hour before it', () => {
    const r = sign(doc(), intent());
    expect(r.hash).toMatch(/^[0-9a-f]{64}$/);
    // the journal keeps the memo the Hub reads: the body's
    expect(r.detail).toMatchObject({ msgType: '/cosmos.bank.v1beta1.MsgSend', to: VAULT, memo: MEMO });
    expect(sign(doc(), intent({ swap: terms({ expiry: NOW + 1 }) })).hash).toMatch(/^[0-9a-f]{64}$/);
    // the latest expiry a quote may hold: an hour ahead
    expect(sign(doc(), intent({ swap: terms({ expiry: NOW + 3600 }) })).hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs a higher limit, the short forms of the memo, and the approved affiliate', () => {
    const honest = [
      withMemo(`=:ETH.ETH:${DEST}:${MIN_OUT + 1n}`),
      withMemo(`SWAP:e:${DEST}:485e4`),
      withMemo(`s:ETH.ETH:${DEST.toLowerCase()}:${MIN_OUT}`),
      withMemo(`${MEMO}:wl:30`, { swap: terms({ affiliate: { name: 'wl', feeBps: 30 } }) }),
    ];
    for (const h of honest) expect(sign(h.unsigned, h.intent).hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a plain Hub transfer, without swap terms, still signs', () => {
    const r = sign(
      doc({ memo: 'invoice 42' }),
      intent({ kind: 'transfer', swap: undefined, memo: { kind: 'text', value: 'invoice 42' } }),
    );
    expect(r.detail).toMatchObject({ to: VAULT, memo: 'invoice 42' });
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
