// The attacks the check of an EIP-7702 delegation clearing stops (checkRevokeDelegation.ts, the
// type gate in decodeUnsigned.ts and the kind routing in transferSigner.ts), as data: a hostile
// main builds the unsigned type-4 transaction and writes the intent, and the real signer entry
// `signTransfer` must refuse with INTENT_MISMATCH naming the field. Every vector departs from
// one honest clearing by one thing, so removing any one check lets its vector sign.
import {
  Transaction,
  Wallet,
  ZeroAddress,
  ZeroHash,
  verifyAuthorization,
  Signature,
  type Authorization,
  type TransactionLike,
} from 'ethers';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import type { SignIntent } from '../../../shared/signer/protocol';
import { phraseKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';
import { checkRevokeDelegation } from './checkRevokeDelegation';
import { decodeUnsigned } from './decodeUnsigned';
import { signEvmTx } from './sign';

// anvil's published test phrase; its key 0 at m/44'/60'/0'/0/0 (never funded on a real chain)
const PHRASE = 'test test test test test test test test test test test junk';
const ME = new Wallet('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80').address;
const MALLORY = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const GWEI = 10n ** 9n;
const PATH = "m/44'/60'/0'/0/0";
const walletKeys: Keys = phraseKeys(mnemonicToSeedSync(PHRASE));
type EvmIntent = Extract<SignIntent, { family: 'evm' }>;
const PLACEHOLDER = Signature.from({ r: ZeroHash, s: ZeroHash, yParity: 0 });

const auth = (over: Partial<Authorization> = {}): Authorization => ({
  chainId: 1n,
  address: ZeroAddress,
  nonce: 8n,
  signature: PLACEHOLDER,
  ...over,
});

/** The honest clearing: to the account itself at nonce 7, one authorization to 0 at nonce 8. */
const tx = (over: Partial<TransactionLike> = {}): string =>
  Transaction.from({
    type: 4,
    chainId: 1n,
    nonce: 7,
    to: ME,
    value: 0n,
    data: '0x',
    gasLimit: 46_000n,
    maxFeePerGas: 40n * GWEI,
    maxPriorityFeePerGas: 2n * GWEI,
    authorizationList: [auth()],
    ...over,
  }).unsignedSerialized;
const intent = (over: Partial<EvmIntent> = {}): EvmIntent => ({
  family: 'evm',
  kind: 'revokeDelegation',
  chainName: 'ethereum',
  from: ME,
  to: ME,
  amount: '0',
  feeCap: (46_000n * 40n * GWEI).toString(),
  nonce: 7,
  ...over,
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
  field: string;
}

const REFUSALS: readonly Refusal[] = [
  // ── the authorization list: exactly one, to address zero, this chain, the next nonce
  {
    name: 'a clearing turned into a delegation to a drainer contract',
    input: () => ({ unsigned: tx({ authorizationList: [auth({ address: MALLORY })] }), intent: intent() }),
    field: 'authorization.address',
  },
  {
    name: 'a second authorization after the honest one (re-delegating right after)',
    input: () => ({
      unsigned: tx({ authorizationList: [auth(), auth({ address: MALLORY, nonce: 9n })] }),
      intent: intent(),
    }),
    field: 'authorizationList',
  },
  {
    name: 'an empty authorization list (a type-4 call with nothing cleared)',
    input: () => ({ unsigned: tx({ authorizationList: [] }), intent: intent() }),
    field: 'authorizationList',
  },
  {
    name: 'an authorization for chain 0, valid on every chain',
    input: () => ({ unsigned: tx({ authorizationList: [auth({ chainId: 0n })] }), intent: intent() }),
    field: 'authorization.chainId',
  },
  {
    name: 'an authorization for another chain',
    input: () => ({ unsigned: tx({ authorizationList: [auth({ chainId: 56n })] }), intent: intent() }),
    field: 'authorization.chainId',
  },
  {
    name: "an authorization at the transaction's own nonce (stale once the sender's nonce rises)",
    input: () => ({ unsigned: tx({ authorizationList: [auth({ nonce: 7n })] }), intent: intent() }),
    field: 'authorization.nonce',
  },
  {
    name: 'an authorization at a future nonce (kept, to be played later)',
    input: () => ({ unsigned: tx({ authorizationList: [auth({ nonce: 9n })] }), intent: intent() }),
    field: 'authorization.nonce',
  },
  // ── the transaction around it: to the account itself, nothing moved, nothing called
  {
    name: 'the clearing sent to another address',
    input: () => ({ unsigned: tx({ to: MALLORY }), intent: intent() }),
    field: 'to',
  },
  {
    name: 'a clearing intent naming another address than the account',
    input: () => ({ unsigned: tx(), intent: intent({ to: MALLORY }) }),
    field: 'to',
  },
  {
    name: 'a clearing that pays value',
    input: () => ({ unsigned: tx({ value: 1n }), intent: intent() }),
    field: 'value',
  },
  {
    name: 'a clearing with calldata (runs code on the account as it clears)',
    input: () => ({ unsigned: tx({ data: '0x00' }), intent: intent() }),
    field: 'data',
  },
  {
    name: 'a clearing intent claiming an amount moves',
    input: () => ({ unsigned: tx(), intent: intent({ amount: '5' }) }),
    field: 'amount',
  },
  {
    name: 'a clearing intent naming a token contract',
    input: () => ({ unsigned: tx(), intent: intent({ contractAddress: MALLORY }) }),
    field: 'contractAddress',
  },
  {
    name: 'a clearing on another chain',
    input: () => ({
      unsigned: tx({ chainId: 56n, authorizationList: [auth({ chainId: 56n })] }),
      intent: intent(),
    }),
    field: 'chainId',
  },
  {
    name: 'a clearing at another nonce than the review numbered it',
    input: () => ({ unsigned: tx({ nonce: 8, authorizationList: [auth({ nonce: 9n })] }), intent: intent() }),
    field: 'nonce',
  },
  {
    name: 'a clearing costing more than the approved fee',
    input: () => ({ unsigned: tx({ gasLimit: 46_001n }), intent: intent() }),
    field: 'feeCap',
  },
  // ── the kind decides which transactions are let in
  {
    name: 'a clearing answered by a type-2 transaction (no authorization at all)',
    input: () => ({
      unsigned: Transaction.from({
        type: 2,
        chainId: 1n,
        nonce: 7,
        to: ME,
        value: 0n,
        data: '0x',
        gasLimit: 46_000n,
        maxFeePerGas: 40n * GWEI,
        maxPriorityFeePerGas: 2n * GWEI,
      }).unsignedSerialized,
      intent: intent(),
    }),
    field: 'type',
  },
  {
    name: 'a type-4 transaction under a plain transfer to the account itself',
    input: () => ({ unsigned: tx(), intent: intent({ kind: 'transfer' }) }),
    field: 'type',
  },
  {
    name: 'a type-4 delegation to a drainer under a revoke of an allowance',
    input: () => ({
      unsigned: tx({ authorizationList: [auth({ address: MALLORY })] }),
      intent: intent({ kind: 'revokeAllowance', contractAddress: ME }),
    }),
    field: 'type',
  },
];

describe('clearing an EIP-7702 delegation through signTransfer', () => {
  it('the honest clearing signs: one authorization to address 0 signed by the same key, to itself', () => {
    const out = sign(tx(), intent());
    const signed = Transaction.from(out.signed);
    expect(signed.type).toBe(4);
    expect(signed.from).toBe(ME);
    expect(signed.to).toBe(ME);
    const [a] = signed.authorizationList!;
    expect(signed.authorizationList).toHaveLength(1);
    expect(a).toMatchObject({ address: ZeroAddress, chainId: 1n, nonce: 8n });
    // main's placeholder was replaced by the signer's own signature of the authorization
    expect(a!.signature.r).not.toBe(ZeroHash);
    expect(verifyAuthorization({ address: ZeroAddress, chainId: 1n, nonce: 8n }, a!.signature)).toBe(ME);
    expect(out.detail).toMatchObject({ family: 'evm', txTo: ME, value: '0', data: '0x', nonce: 7 });
    // the account named in lower case still signs
    expect(sign(tx(), intent({ to: ME.toLowerCase() })).signed).toMatch(/^0x04/);
  });

  it.each(REFUSALS)('refuses: $name', ({ input, field }) => {
    const { unsigned, intent: i } = input();
    expect(() => sign(unsigned, i)).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: field }),
    );
  });

  it('the check alone refuses a transaction of another type (should the type gate ever let one in)', () => {
    const type2 = decodeUnsigned(
      Transaction.from({ type: 2, chainId: 1n, nonce: 7, to: ME, gasLimit: 46_000n, maxFeePerGas: 1n })
        .unsignedSerialized,
    );
    expect(() =>
      checkRevokeDelegation(type2, { to: ME, amount: 0n, contractAddress: undefined }, ME),
    ).toThrow(expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'type' }));
  });

  it('a plain transaction is signed without an authorization list (only a clearing carries one)', () => {
    const out = signEvmTx({
      keys: walletKeys.secp,
      path: PATH,
      unsigned: Transaction.from({
        type: 2,
        chainId: 1n,
        nonce: 7,
        to: MALLORY,
        gasLimit: 21_000n,
        maxFeePerGas: 1n,
      }).unsignedSerialized,
      intent: { chain: 'ethereum', chainId: 1, from: ME, to: MALLORY, amount: 0n, feeCap: 21_000n },
    });
    expect(out.decoded.tx.authorizationList).toBeNull();
  });

  it('a dapp transaction of type 4 is still refused by the decoder without the clearing kind', () => {
    expect(() => decodeUnsigned(tx())).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'type' }),
    );
  });
});
