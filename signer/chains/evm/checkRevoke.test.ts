// The attacks each check of a revoke stops (checkRevoke.ts, and the kind routing in
// transferSigner.ts), as data: a hostile main builds the unsigned transaction and writes the
// intent, and the real signer entry `signTransfer` must refuse with INTENT_MISMATCH naming the
// field. Every vector departs from one honest revoke by one thing, so removing any one check
// lets its vector sign and fails its test.
import { Interface, Transaction, Wallet, type TransactionLike } from 'ethers';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import type { SignIntent } from '../../../shared/signer/protocol';
import { phraseKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';

// anvil's published test phrase; its key 0 at m/44'/60'/0'/0/0 (never funded on a real chain)
const PHRASE = 'test test test test test test test test test test test junk';
const ME = new Wallet('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80').address;
const ROUTER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const MALLORY = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const OTHER_TOKEN = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const GWEI = 10n ** 9n;
const PATH = "m/44'/60'/0'/0/0";
const walletKeys: Keys = phraseKeys(mnemonicToSeedSync(PHRASE));
type EvmIntent = Extract<SignIntent, { family: 'evm' }>;

const ABI = new Interface([
  'function approve(address spender, uint256 amount) returns (bool)',
  'function setApprovalForAll(address operator, bool approved)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function increaseAllowance(address spender, uint256 added) returns (bool)',
]);
const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3';
const LOCKDOWN = new Interface([
  'function lockdown((address token, address spender)[] approvals)',
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
]);
const lockdown = (...pairs: [string, string][]) =>
  LOCKDOWN.encodeFunctionData('lockdown', [pairs.length ? pairs : [[TOKEN, ROUTER]]]);
const approve = (spender = ROUTER, amount = 0n) => ABI.encodeFunctionData('approve', [spender, amount]);
const setOperator = (operator = ROUTER, on = false) =>
  ABI.encodeFunctionData('setApprovalForAll', [operator, on]);

/** The honest revoke: a call to the token at nonce 7, 60 000 gas at 40 gwei at most. */
const tx = (data: string, over: Partial<TransactionLike> = {}): string =>
  Transaction.from({
    type: 2,
    chainId: 1n,
    nonce: 7,
    to: TOKEN,
    value: 0n,
    data,
    gasLimit: 60_000n,
    maxFeePerGas: 40n * GWEI,
    maxPriorityFeePerGas: 2n * GWEI,
    ...over,
  }).unsignedSerialized;
const allowanceIntent = (over: Partial<EvmIntent> = {}): EvmIntent => ({
  family: 'evm',
  kind: 'revokeAllowance',
  chainName: 'ethereum',
  from: ME,
  to: ROUTER,
  amount: '0',
  feeCap: (60_000n * 40n * GWEI).toString(),
  contractAddress: TOKEN,
  nonce: 7,
  ...over,
});
const operatorIntent = (over: Partial<EvmIntent> = {}): EvmIntent =>
  allowanceIntent({ kind: 'revokeOperator', ...over });

const sign = (unsigned: string, intent: SignIntent) =>
  signTransfer({
    chainName: 'ethereum',
    network: 'mainnet',
    unsigned,
    intent,
    activePath: PATH,
    keys: walletKeys,
    replacing: null,
    history: () => [],
  });

interface Refusal {
  name: string;
  input: () => { unsigned: string; intent: SignIntent };
  field: string;
}

const REFUSALS: readonly Refusal[] = [
  // ── the calldata: exactly the one revoke, byte for byte
  {
    name: 'a revoke turned into an unlimited approve',
    input: () => ({ unsigned: tx(approve(ROUTER, 2n ** 256n - 1n)), intent: allowanceIntent() }),
    field: 'data',
  },
  {
    name: 'a revoke that approves another spender (zero for the router, the grant moved to mallory)',
    input: () => ({ unsigned: tx(approve(MALLORY, 0n)), intent: allowanceIntent() }),
    field: 'data',
  },
  {
    name: 'a revoke with bytes smuggled after the arguments',
    input: () => ({ unsigned: tx(`${approve()}00`), intent: allowanceIntent() }),
    field: 'data',
  },
  {
    name: 'a revoke answered by another function (increaseAllowance)',
    input: () => ({
      unsigned: tx(ABI.encodeFunctionData('increaseAllowance', [ROUTER, 0n])),
      intent: allowanceIntent(),
    }),
    field: 'data',
  },
  {
    name: 'an operator revoke that sets the operator on (true)',
    input: () => ({ unsigned: tx(setOperator(ROUTER, true)), intent: operatorIntent() }),
    field: 'data',
  },
  {
    name: 'an operator revoke for another operator',
    input: () => ({ unsigned: tx(setOperator(MALLORY)), intent: operatorIntent() }),
    field: 'data',
  },
  {
    name: "an operator revoke answered with an allowance revoke's calldata (the other kind)",
    input: () => ({ unsigned: tx(approve()), intent: operatorIntent() }),
    field: 'data',
  },
  {
    name: "an allowance revoke answered with an operator revoke's calldata (the other kind)",
    input: () => ({ unsigned: tx(setOperator()), intent: allowanceIntent() }),
    field: 'data',
  },
  // ── the contract, value, amount and spender the intent names
  {
    name: 'the revoke sent to another token than the approved one',
    input: () => ({ unsigned: tx(approve(), { to: OTHER_TOKEN }), intent: allowanceIntent() }),
    field: 'contractAddress',
  },
  {
    name: 'a revoke intent that names no token',
    input: () => ({ unsigned: tx(approve()), intent: allowanceIntent({ contractAddress: undefined }) }),
    field: 'contractAddress',
  },
  {
    name: 'a revoke that also pays the token contract',
    input: () => ({ unsigned: tx(approve(), { value: 1n }), intent: allowanceIntent() }),
    field: 'value',
  },
  {
    name: 'a revoke intent claiming an amount moves',
    input: () => ({ unsigned: tx(approve()), intent: allowanceIntent({ amount: '5' }) }),
    field: 'amount',
  },
  {
    name: 'a revoke intent whose spender is not an address',
    input: () => ({ unsigned: tx(approve()), intent: allowanceIntent({ to: 'router.eth' }) }),
    field: 'to',
  },
  // ── the transaction around it
  {
    name: 'a revoke on another chain',
    input: () => ({ unsigned: tx(approve(), { chainId: 56n }), intent: allowanceIntent() }),
    field: 'chainId',
  },
  {
    name: 'a revoke at another nonce than the review numbered it',
    input: () => ({ unsigned: tx(approve(), { nonce: 9 }), intent: allowanceIntent() }),
    field: 'nonce',
  },
  {
    name: 'a revoke costing more than the approved fee',
    input: () => ({ unsigned: tx(approve(), { gasLimit: 60_001n }), intent: allowanceIntent() }),
    field: 'feeCap',
  },
  // ── Permit2's lockdown: exactly the one (token, spender) pair, at Permit2 itself
  {
    name: 'a Permit2 lockdown of another spender (the router keeps its allowance)',
    input: () => ({ unsigned: tx(lockdown([TOKEN, MALLORY]), { to: PERMIT2 }), intent: allowanceIntent() }),
    field: 'data',
  },
  {
    name: 'a Permit2 lockdown of another token',
    input: () => ({
      unsigned: tx(lockdown([OTHER_TOKEN, ROUTER]), { to: PERMIT2 }),
      intent: allowanceIntent(),
    }),
    field: 'data',
  },
  {
    name: 'a Permit2 lockdown with a second pair the user did not pick',
    input: () => ({
      unsigned: tx(lockdown([TOKEN, ROUTER], [OTHER_TOKEN, MALLORY]), { to: PERMIT2 }),
      intent: allowanceIntent(),
    }),
    field: 'data',
  },
  {
    name: "a Permit2 revoke turned into Permit2's own approve (unlimited, to mallory)",
    input: () => ({
      unsigned: tx(LOCKDOWN.encodeFunctionData('approve', [TOKEN, MALLORY, 2n ** 160n - 1n, 2n ** 47n]), {
        to: PERMIT2,
      }),
      intent: allowanceIntent(),
    }),
    field: 'data',
  },
  {
    name: 'an ERC-20 approve(spender, 0) sent to Permit2 instead of the token',
    input: () => ({ unsigned: tx(approve(), { to: PERMIT2 }), intent: allowanceIntent() }),
    field: 'data',
  },
  {
    name: 'a lockdown sent to a look-alike of Permit2',
    input: () => ({ unsigned: tx(lockdown(), { to: MALLORY }), intent: allowanceIntent() }),
    field: 'contractAddress',
  },
  {
    name: 'a lockdown sent to the token itself',
    input: () => ({ unsigned: tx(lockdown()), intent: allowanceIntent() }),
    field: 'data',
  },
  {
    name: 'a Permit2 lockdown whose intent names no token',
    input: () => ({
      unsigned: tx(lockdown(), { to: PERMIT2 }),
      intent: allowanceIntent({ contractAddress: undefined }),
    }),
    field: 'contractAddress',
  },
  {
    name: 'a Permit2 lockdown that also pays Permit2',
    input: () => ({ unsigned: tx(lockdown(), { to: PERMIT2, value: 1n }), intent: allowanceIntent() }),
    field: 'value',
  },
  {
    name: 'an operator revoke sent to Permit2 (Permit2 holds no operators)',
    input: () => ({ unsigned: tx(setOperator(), { to: PERMIT2 }), intent: operatorIntent() }),
    field: 'contractAddress',
  },
  // ── the kind decides the check
  {
    name: 'a revoke that names an NFT (would be held to a transfer instead)',
    input: () => ({
      unsigned: tx(approve()),
      intent: allowanceIntent({ nft: { standard: 'erc721', tokenId: '1' } }),
    }),
    field: 'nft',
  },
  {
    name: 'a plain token transfer whose calldata is an approve (only a revoke kind may approve 0)',
    input: () => ({ unsigned: tx(approve()), intent: allowanceIntent({ kind: 'transfer' }) }),
    field: 'data',
  },
];

describe('EVM revokes through signTransfer', () => {
  it('the honest allowance and operator revokes sign, to the token with the exact call', () => {
    const a = sign(tx(approve()), allowanceIntent());
    expect(Transaction.from(a.signed).from).toBe(ME);
    expect(a.detail).toMatchObject({ family: 'evm', txTo: TOKEN, value: '0', data: approve().toLowerCase() });
    const o = sign(tx(setOperator()), operatorIntent());
    expect(o.detail).toMatchObject({ txTo: TOKEN, data: setOperator().toLowerCase() });
    // addresses in any case main may write still sign
    const lower = allowanceIntent({ to: ROUTER.toLowerCase(), contractAddress: TOKEN.toLowerCase() });
    expect(sign(tx(approve()), lower).signed).toMatch(/^0x02/);
  });

  it("the honest Permit2 revoke signs: lockdown([(token, spender)]) to Permit2's canonical address", () => {
    const p = sign(tx(lockdown(), { to: PERMIT2 }), allowanceIntent());
    expect(p.detail).toMatchObject({ txTo: PERMIT2, value: '0', data: lockdown().toLowerCase() });
    const lower = allowanceIntent({ to: ROUTER.toLowerCase(), contractAddress: TOKEN.toLowerCase() });
    expect(sign(tx(lockdown(), { to: PERMIT2 }), lower).signed).toMatch(/^0x02/);
  });

  it('several revokes of one review sign as consecutive nonces', () => {
    const tokens = [TOKEN, OTHER_TOKEN, TOKEN];
    const spenders = [ROUTER, ROUTER, MALLORY];
    const signed = tokens.map((token, i) =>
      sign(
        tx(approve(spenders[i]), { to: token, nonce: 7 + i }),
        allowanceIntent({ contractAddress: token, to: spenders[i]!, nonce: 7 + i }),
      ),
    );
    expect(signed.map((s) => Transaction.from(s.signed).nonce)).toEqual([7, 8, 9]);
    expect(new Set(signed.map((s) => s.hash)).size).toBe(3);
  });

  it.each(REFUSALS)('refuses: $name', ({ input, field }) => {
    const { unsigned, intent } = input();
    expect(() => sign(unsigned, intent)).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: field }),
    );
  });
});
