// The attacks each check of an EVM swap deposit stops (checkSwapDeposit.ts, and the kind rules
// in transferSigner.ts), as data: a hostile main (or a poisoned THORNode behind it) builds the
// unsigned router call and writes the intent, and the real signer entry `signTransfer` must
// refuse with INTENT_MISMATCH and the field or sentence. Every vector departs from one honest
// native-ETH or ERC-20 deposit by one thing, so the mutation run (`npm run mutate`) sees which
// vector reaches which check. The clock is the signer's own, fixed here.
import { Interface, Transaction, Wallet, ZeroAddress, type TransactionLike } from 'ethers';
import { mnemonicToSeedSync } from '@scure/bip39';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignIntent } from '../../../shared/signer/protocol';
import { phraseKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';

// anvil's published test phrase; its key 0 at m/44'/60'/0'/0/0 (never funded on a real chain)
const PHRASE = 'test test test test test test test test test test test junk';
const ME = new Wallet('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80').address;
const MALLORY = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const ROUTER = '0xD37BbE5744D730a1d98d8DC97c42F0Ca46aD7146';
const VAULT = '0x4B61C2F47167282be172A653045824E8d96E9B0B';
const TOKEN = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const DEST = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
const GWEI = 10n ** 9n;
const PATH = "m/44'/60'/0'/0/0";
const walletKeys: Keys = phraseKeys(mnemonicToSeedSync(PHRASE));
type EvmIntent = Extract<SignIntent, { family: 'evm' }>;

const NOW = 1_800_000_000;
const EXPIRY = NOW + 900;
const AMOUNT = 10n ** 17n;
const MIN_OUT = 150_000n;
const MEMO = `=:BTC.BTC:${DEST}:${MIN_OUT}`;

const ROUTER_ABI = new Interface([
  'function depositWithExpiry(address vault, address asset, uint256 amount, string memo, uint256 expiration) payable',
  'function deposit(address vault, address asset, uint256 amount, string memo) payable',
]);
const ERC20 = new Interface(['function transfer(address to, uint256 amount) returns (bool)']);

const deposit = (
  over: { vault?: string; asset?: string; amount?: bigint; memo?: string; expiry?: number } = {},
): string =>
  ROUTER_ABI.encodeFunctionData('depositWithExpiry', [
    over.vault ?? VAULT,
    over.asset ?? ZeroAddress,
    over.amount ?? AMOUNT,
    over.memo ?? MEMO,
    over.expiry ?? EXPIRY,
  ]);
const tokenDeposit = (over: Parameters<typeof deposit>[0] = {}) => deposit({ asset: TOKEN, ...over });

/** The honest deposit: a call to the router at nonce 7, 120 000 gas at 40 gwei at most. */
const tx = (data: string, over: Partial<TransactionLike> = {}): string =>
  Transaction.from({
    type: 2,
    chainId: 1n,
    nonce: 7,
    to: ROUTER,
    value: AMOUNT,
    data,
    gasLimit: 120_000n,
    maxFeePerGas: 40n * GWEI,
    maxPriorityFeePerGas: 2n * GWEI,
    ...over,
  }).unsignedSerialized;
const tokenTx = (data: string, over: Partial<TransactionLike> = {}) => tx(data, { value: 0n, ...over });

type Terms = NonNullable<EvmIntent['swap']>;
const terms = (over: Partial<Terms> = {}): Terms => ({
  provider: 'thorchain',
  toAsset: 'BTC.BTC',
  destination: DEST,
  minOut: MIN_OUT.toString(),
  expiry: EXPIRY,
  ...over,
});
const intent = (over: Partial<EvmIntent> = {}): EvmIntent => ({
  family: 'evm',
  kind: 'swapDeposit',
  chainName: 'ethereum',
  from: ME,
  to: VAULT,
  amount: AMOUNT.toString(),
  feeCap: (120_000n * 40n * GWEI).toString(),
  router: ROUTER,
  memo: { kind: 'text', value: MEMO },
  swap: terms(),
  nonce: 7,
  ...over,
});
const tokenIntent = (over: Partial<EvmIntent> = {}) => intent({ contractAddress: TOKEN, ...over });
/** the same memo approved and in the calldata, with swap terms of its own */
const withMemo = (memo: string, over: Partial<Terms> = {}) => ({
  unsigned: tx(deposit({ memo })),
  intent: intent({ memo: { kind: 'text', value: memo }, swap: terms(over) }),
});

const sign = (unsigned: string, i: SignIntent) =>
  signTransfer({
    chainName: 'ethereum',
    network: 'mainnet',
    unsigned,
    intent: i,
    activePath: PATH,
    keys: walletKeys,
    replacing: null,
    history: () => [],
  });

interface Refusal {
  name: string;
  input: () => { unsigned: string; intent: SignIntent };
  message: string;
}

const REFUSALS: readonly Refusal[] = [
  // ── the router: the one THORChain lists, as approved
  {
    name: 'calls another contract than the approved router',
    input: () => ({ unsigned: tx(deposit(), { to: MALLORY }), intent: intent() }),
    message: 'router',
  },
  {
    name: 'a deposit whose intent names no router',
    input: () => ({ unsigned: tx(deposit()), intent: intent({ router: undefined }) }),
    message: 'router',
  },
  {
    name: 'names a router whose checksum is wrong (a mistyped address matches nothing)',
    input: () => ({ unsigned: tx(deposit()), intent: intent({ router: ROUTER.replace('D37', 'd37') }) }),
    message: 'router',
  },
  // ── the call: exactly depositWithExpiry, re-encoded byte for byte
  {
    name: "the router's deposit without an expiry (it could land long after the quote)",
    input: () => ({
      unsigned: tx(ROUTER_ABI.encodeFunctionData('deposit', [VAULT, ZeroAddress, AMOUNT, MEMO])),
      intent: intent(),
    }),
    message: 'data',
  },
  {
    name: 'a deposit with bytes appended after the arguments',
    input: () => ({ unsigned: tx(`${deposit()}00`), intent: intent() }),
    message: 'data',
  },
  {
    name: 'an ERC-20 transfer to the router instead of a deposit',
    input: () => ({
      unsigned: tokenTx(ERC20.encodeFunctionData('transfer', [MALLORY, AMOUNT])),
      intent: intent(),
    }),
    message: 'data',
  },
  {
    name: 'a call with no calldata at all',
    input: () => ({ unsigned: tx('0x'), intent: intent() }),
    message: 'data',
  },
  // ── the arguments, against the intent
  {
    name: 'deposits to another vault than the approved one',
    input: () => ({ unsigned: tx(deposit({ vault: MALLORY })), intent: intent() }),
    message: 'vault',
  },
  {
    name: 'names a vault whose checksum is wrong',
    input: () => ({ unsigned: tx(deposit()), intent: intent({ to: VAULT.replace('B61C', 'b61c') }) }),
    message: 'vault',
  },
  {
    name: 'a native deposit whose call names a token',
    input: () => ({ unsigned: tx(deposit({ asset: TOKEN })), intent: intent() }),
    message: 'asset',
  },
  {
    name: 'a token deposit whose call names the native coin',
    input: () => ({ unsigned: tokenTx(deposit()), intent: tokenIntent() }),
    message: 'asset',
  },
  {
    name: 'a token deposit of another token than approved',
    input: () => ({ unsigned: tokenTx(tokenDeposit({ asset: MALLORY })), intent: tokenIntent() }),
    message: 'asset',
  },
  {
    name: 'deposits more than approved (native: calldata and value both raised)',
    input: () => ({
      unsigned: tx(deposit({ amount: AMOUNT + 1n }), { value: AMOUNT + 1n }),
      intent: intent(),
    }),
    message: 'amount',
  },
  {
    name: 'a token deposit of less than approved',
    input: () => ({ unsigned: tokenTx(tokenDeposit({ amount: AMOUNT - 1n })), intent: tokenIntent() }),
    message: 'amount',
  },
  {
    name: 'a native deposit whose value is not the amount the call states',
    input: () => ({ unsigned: tx(deposit(), { value: AMOUNT - 1n }), intent: intent() }),
    message: 'value',
  },
  {
    name: 'a token deposit that also sends ether to the router',
    input: () => ({ unsigned: tokenTx(tokenDeposit(), { value: 1n }), intent: tokenIntent() }),
    message: 'value',
  },
  {
    name: 'the call carries another memo than the approved one',
    input: () => ({ unsigned: tx(deposit({ memo: `=:BTC.BTC:${DEST}:${MIN_OUT + 1n}` })), intent: intent() }),
    message: 'memo',
  },
  {
    name: 'a deposit whose intent carries no memo',
    input: () => ({ unsigned: tx(deposit()), intent: intent({ memo: undefined }) }),
    message: 'memo',
  },
  {
    // the same characters as the call's memo, but a tag is no memo of a swap deposit
    name: 'a deposit whose memo is a tag',
    input: () => ({
      unsigned: tx(deposit({ memo: '7' })),
      intent: intent({ memo: { kind: 'tag', value: '7' } }),
    }),
    message: 'memo',
  },
  {
    name: "the call's expiry is later than the approved quote's",
    input: () => ({ unsigned: tx(deposit({ expiry: EXPIRY + 60 })), intent: intent() }),
    message: 'expiry',
  },
  // ── the clock: never after the quote, never a deposit valid for longer than a quote holds
  {
    name: 'the quote expired a second ago',
    input: () => ({
      unsigned: tx(deposit({ expiry: NOW - 1 })),
      intent: intent({ swap: terms({ expiry: NOW - 1 }) }),
    }),
    message: 'The quote has expired; ask for a new one',
  },
  {
    name: 'the quote expires this very second',
    input: () => ({
      unsigned: tx(deposit({ expiry: NOW })),
      intent: intent({ swap: terms({ expiry: NOW }) }),
    }),
    message: 'The quote has expired; ask for a new one',
  },
  {
    name: 'an expiry more than an hour ahead',
    input: () => ({
      unsigned: tx(deposit({ expiry: NOW + 3601 })),
      intent: intent({ swap: terms({ expiry: NOW + 3601 }) }),
    }),
    message: 'The deposit expires later than a quote holds',
  },
  // ── the memo, read by the signer and held to the approved swap
  {
    name: 'the memo pays out to another address (main approved the memo it wrote)',
    input: () => withMemo(`=:BTC.BTC:bc1qmallory:${MIN_OUT}`),
    message: 'The memo pays out to another address than you approved',
  },
  {
    name: 'the memo swaps to another asset',
    input: () => withMemo(`=:LTC.LTC:${DEST}:${MIN_OUT}`),
    message: 'The memo swaps to another asset than you approved',
  },
  {
    name: 'the memo accepts less than the approved minimum',
    input: () => withMemo(`=:BTC.BTC:${DEST}:${MIN_OUT - 1n}`),
    message: 'The memo accepts less than the minimum you approved',
  },
  {
    name: 'the memo sets no limit at all',
    input: () => withMemo(`=:BTC.BTC:${DEST}`),
    message: 'The memo accepts less than the minimum you approved',
  },
  {
    name: 'the memo adds an affiliate fee',
    input: () => withMemo(`=:BTC.BTC:${DEST}:${MIN_OUT}:mallory:100`),
    message: 'The memo pays an affiliate fee you did not approve',
  },
  {
    name: 'the memo drops the approved affiliate',
    input: () => withMemo(MEMO, { affiliate: { name: 'wl', feeBps: 50 } }),
    message: 'The memo pays an affiliate fee you did not approve',
  },
  {
    name: 'the memo names another affiliate than approved',
    input: () =>
      withMemo(`=:BTC.BTC:${DEST}:${MIN_OUT}:mallory:50`, { affiliate: { name: 'wl', feeBps: 50 } }),
    message: 'The memo pays an affiliate fee you did not approve',
  },
  {
    name: "the memo raises the approved affiliate's fee",
    input: () => withMemo(`=:BTC.BTC:${DEST}:${MIN_OUT}:wl:60`, { affiliate: { name: 'wl', feeBps: 50 } }),
    message: 'The memo pays an affiliate fee you did not approve',
  },
  {
    name: 'the memo is not a swap (adds liquidity instead)',
    input: () => withMemo(`+:BTC.BTC:${DEST}`),
    message: 'The memo is not a swap',
  },
  // ── the transaction around the call
  {
    name: 'is signed for another chain id',
    input: () => ({ unsigned: tx(deposit(), { chainId: 56n }), intent: intent() }),
    message: 'chainId',
  },
  {
    name: 'raises the gas limit past the approved fee cap',
    input: () => ({ unsigned: tx(deposit(), { gasLimit: 120_001n }), intent: intent() }),
    message: 'feeCap',
  },
  {
    name: 'takes another nonce than approved',
    input: () => ({ unsigned: tx(deposit(), { nonce: 8 }), intent: intent() }),
    message: 'nonce',
  },
  // ── the kind and the swap go together
  {
    name: 'a swap deposit without its swap terms (it would be checked as a plain send)',
    input: () => ({
      unsigned: tx('0x', { to: VAULT }),
      intent: intent({ swap: undefined, router: undefined }),
    }),
    message: 'swap',
  },
  {
    name: 'a plain transfer carrying swap terms',
    input: () => ({
      unsigned: tx('0x', { to: VAULT }),
      intent: intent({ kind: 'transfer', memo: undefined, router: undefined }),
    }),
    message: 'swap',
  },
  {
    name: 'a plain transfer naming a router',
    input: () => ({
      unsigned: tx('0x', { to: VAULT }),
      intent: intent({ kind: 'transfer', memo: undefined, swap: undefined }),
    }),
    message: 'swap',
  },
  {
    name: 'a plain transfer carrying a memo',
    input: () => ({
      unsigned: tx('0x', { to: VAULT }),
      intent: intent({ kind: 'transfer', swap: undefined, router: undefined }),
    }),
    message: 'memo',
  },
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW * 1000 + 999 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('EVM swap deposits through signTransfer', () => {
  it('the honest native and ERC-20 deposits sign, with the router call the journal keeps', () => {
    const native = sign(tx(deposit()), intent());
    expect(Transaction.from(native.signed).from).toBe(ME);
    expect(native.detail).toMatchObject({
      family: 'evm',
      txTo: ROUTER,
      value: AMOUNT.toString(),
      data: deposit(),
    });
    const token = sign(tokenTx(tokenDeposit()), tokenIntent());
    expect(token.detail).toMatchObject({ txTo: ROUTER, value: '0', data: tokenDeposit() });
    // addresses in any case, a memo with the approved affiliate, the latest expiry allowed
    const memo = `=:BTC.BTC:${DEST}:${MIN_OUT}:wl:50`;
    const lower = intent({
      to: VAULT.toLowerCase(),
      router: ROUTER.toLowerCase(),
      memo: { kind: 'text', value: memo },
      swap: terms({ expiry: NOW + 3600, affiliate: { name: 'wl', feeBps: 50 } }),
    });
    expect(sign(tx(deposit({ memo, expiry: NOW + 3600 })), lower).signed).toMatch(/^0x02/);
    // a limit above the approved minimum is the user's gain
    const better = `=:BTC.BTC:${DEST}:${MIN_OUT + 1n}`;
    expect(
      sign(tx(deposit({ memo: better })), intent({ memo: { kind: 'text', value: better } })).signed,
    ).toMatch(/^0x02/);
  });

  it('the quote holds until its last second on the signer clock', () => {
    vi.setSystemTime((EXPIRY - 1) * 1000 + 999);
    expect(sign(tx(deposit()), intent()).signed).toMatch(/^0x02/);
  });

  it.each(REFUSALS)('refuses: $name', ({ input, message }) => {
    const { unsigned, intent: i } = input();
    expect(() => sign(unsigned, i)).toThrow(expect.objectContaining({ code: 'INTENT_MISMATCH', message }));
  });
});
