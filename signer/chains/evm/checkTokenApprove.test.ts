// The attacks the check of a swap's token approval stops (checkTokenApprove.ts, and the kind
// rules in transferSigner.ts): a hostile main builds the unsigned `approve` and writes the
// intent, and the real signer entry `signTransfer` must refuse with INTENT_MISMATCH. Above all
// it never signs an unlimited allowance, even when main's intent asks for one.
import { Interface, MaxUint256, Transaction, Wallet, type TransactionLike } from 'ethers';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import type { SignIntent } from '../../../shared/signer/protocol';
import { phraseKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';
import { UNLIMITED_ALLOWANCE } from './checkTokenApprove';

// anvil's published test phrase; its key 0 at m/44'/60'/0'/0/0 (never funded on a real chain)
const PHRASE = 'test test test test test test test test test test test junk';
const ME = new Wallet('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80').address;
const MALLORY = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const ROUTER = '0xD37BbE5744D730a1d98d8DC97c42F0Ca46aD7146';
const TOKEN = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const GWEI = 10n ** 9n;
const PATH = "m/44'/60'/0'/0/0";
const walletKeys: Keys = phraseKeys(mnemonicToSeedSync(PHRASE));
type EvmIntent = Extract<SignIntent, { family: 'evm' }>;
const AMOUNT = 250_000_000n;

const ERC20 = new Interface([
  'function approve(address spender, uint256 amount) returns (bool)',
  'function increaseAllowance(address spender, uint256 added) returns (bool)',
  'function transfer(address to, uint256 amount) returns (bool)',
]);
const approve = (spender = ROUTER, amount = AMOUNT) => ERC20.encodeFunctionData('approve', [spender, amount]);

/** The honest approval: a call to the token at nonce 7, 60 000 gas at 40 gwei at most. */
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
const intent = (over: Partial<EvmIntent> = {}): EvmIntent => ({
  family: 'evm',
  kind: 'tokenApprove',
  chainName: 'ethereum',
  from: ME,
  to: ROUTER,
  amount: AMOUNT.toString(),
  feeCap: (60_000n * 40n * GWEI).toString(),
  contractAddress: TOKEN,
  nonce: 7,
  ...over,
});
/** main asks for `amount` and builds exactly that: only the signer's own rule stands in the way */
const asked = (amount: bigint) => ({
  unsigned: tx(approve(ROUTER, amount)),
  intent: intent({ amount: amount.toString() }),
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

const UNLIMITED = 'The wallet never approves an unlimited amount';

const REFUSALS: readonly {
  name: string;
  input: () => { unsigned: string; intent: SignIntent };
  message: string;
}[] = [
  {
    name: 'an unlimited approval (2^256 − 1), asked for by main',
    input: () => asked(MaxUint256),
    message: UNLIMITED,
  },
  {
    name: 'an approval at the unlimited threshold (2^128)',
    input: () => asked(UNLIMITED_ALLOWANCE),
    message: UNLIMITED,
  },
  {
    name: 'an unlimited approval slipped under an exact intent',
    input: () => ({ unsigned: tx(approve(ROUTER, MaxUint256)), intent: intent() }),
    message: 'amount',
  },
  {
    name: 'approves more than the deposit',
    input: () => ({ unsigned: tx(approve(ROUTER, AMOUNT + 1n)), intent: intent() }),
    message: 'amount',
  },
  {
    name: 'an approval of nothing (a revoke dressed as a swap step)',
    input: () => asked(0n),
    message: 'An approval of nothing is not a swap deposit',
  },
  {
    name: 'approves another spender than the router',
    input: () => ({ unsigned: tx(approve(MALLORY)), intent: intent() }),
    message: 'spender',
  },
  {
    name: 'names a spender whose checksum is wrong',
    input: () => ({ unsigned: tx(approve()), intent: intent({ to: ROUTER.replace('D37', 'd37') }) }),
    message: 'spender',
  },
  {
    name: 'calls another token than approved',
    input: () => ({ unsigned: tx(approve(), { to: MALLORY }), intent: intent() }),
    message: 'contractAddress',
  },
  {
    name: 'an approval whose intent names no token',
    input: () => ({ unsigned: tx(approve()), intent: intent({ contractAddress: undefined }) }),
    message: 'contractAddress',
  },
  {
    name: 'also sends ether to the token',
    input: () => ({ unsigned: tx(approve(), { value: 1n }), intent: intent() }),
    message: 'value',
  },
  {
    name: 'an approval with bytes appended',
    input: () => ({ unsigned: tx(`${approve()}00`), intent: intent() }),
    message: 'data',
  },
  {
    name: 'increaseAllowance instead of approve (adds to whatever was left)',
    input: () => ({
      unsigned: tx(ERC20.encodeFunctionData('increaseAllowance', [ROUTER, AMOUNT])),
      intent: intent(),
    }),
    message: 'data',
  },
  {
    name: 'a transfer of the tokens to the router instead',
    input: () => ({ unsigned: tx(ERC20.encodeFunctionData('transfer', [ROUTER, AMOUNT])), intent: intent() }),
    message: 'data',
  },
  {
    name: 'is signed for another chain id',
    input: () => ({ unsigned: tx(approve(), { chainId: 137n }), intent: intent() }),
    message: 'chainId',
  },
  {
    name: 'an approval carrying a memo',
    input: () => ({ unsigned: tx(approve()), intent: intent({ memo: { kind: 'text', value: 'x' } }) }),
    message: 'memo',
  },
  {
    name: 'an approval naming a router (swap fields belong to the deposit)',
    input: () => ({ unsigned: tx(approve()), intent: intent({ router: ROUTER }) }),
    message: 'swap',
  },
  {
    name: 'a plain token transfer intent signing an approve',
    input: () => ({ unsigned: tx(approve()), intent: intent({ kind: 'transfer' }) }),
    message: 'data',
  },
];

describe('EVM token approvals through signTransfer', () => {
  it('the exact approval signs, up to just under the unlimited threshold', () => {
    const out = sign(tx(approve()), intent());
    expect(Transaction.from(out.signed).from).toBe(ME);
    expect(out.detail).toMatchObject({ txTo: TOKEN, value: '0', data: approve() });
    const most = asked(UNLIMITED_ALLOWANCE - 1n);
    expect(sign(most.unsigned, most.intent).signed).toMatch(/^0x02/);
    const lower = intent({ to: ROUTER.toLowerCase(), contractAddress: TOKEN.toLowerCase() });
    expect(sign(tx(approve()), lower).signed).toMatch(/^0x02/);
  });

  it.each(REFUSALS)('refuses: $name', ({ input, message }) => {
    const { unsigned, intent: i } = input();
    expect(() => sign(unsigned, i)).toThrow(expect.objectContaining({ code: 'INTENT_MISMATCH', message }));
  });
});
