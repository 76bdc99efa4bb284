import { Interface, getAddress, isAddress } from 'ethers';
import type { NftStandard } from '../../../shared/chains/evm/intents';
import { AppError } from '../../../shared/errors';
import { checkNftTransfer } from './checkNftTransfer';
import { checkRevoke, type EvmRevoke } from './checkRevoke';
import { checkRevokeDelegation } from './checkRevokeDelegation';
import { checkSwapDeposit, type EvmSwapDeposit } from './checkSwapDeposit';
import { checkTokenApprove } from './checkTokenApprove';
import type { DecodedEvmTx } from './decodeUnsigned';

/**
 * What the user approved. A native transfer: `to` and `amount` are the recipient and the
 * value. A token transfer: `contractAddress` is the token and the calldata must be
 * `transfer(to, amount)`. A cancel is a native intent to the sender's own address with
 * amount 0 and the replaced `nonce`; a speed-up repeats the original intent with its nonce.
 * An NFT transfer: `nft` names the standard and id, `contractAddress` the collection, `to`
 * and `amount` the recipient and units (checkNftTransfer.ts).
 */
export interface EvmSignIntent {
  chain: string;
  chainId: number;
  from: string;
  to: string;
  amount: bigint;
  contractAddress?: string | undefined;
  nft?: { standard: NftStandard; tokenId: bigint } | undefined;
  /** a revoke (issue 33): `contractAddress` the token or collection, `to` the spender, `amount` 0 */
  revoke?: EvmRevoke['kind'] | undefined;
  /** the clearing of the account's EIP-7702 delegation: a type-4 transaction to itself (`to`) */
  revokeDelegation?: boolean | undefined;
  /** a swap deposit through a THORChain router (`to` is then the vault), with the signer's clock */
  swapDeposit?: { deposit: EvmSwapDeposit; nowSeconds: number } | undefined;
  /** an ERC-20 `approve(to, amount)` on `contractAddress` */
  approve?: boolean | undefined;
  /** wei: gasLimit × maxFeePerGas (or gasPrice) may not exceed it */
  feeCap: bigint;
  nonce?: number | undefined;
}

const ERC20_TRANSFER = new Interface(['function transfer(address to, uint256 amount) returns (bool)']);

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/**
 * `a` is an address the signer read itself (its key's, or decoded, so it parses); `b` is one
 * main wrote, which may not parse and then matches nothing.
 */
const sameAddress = (a: string, b: string): boolean => isAddress(b) && getAddress(a) === getAddress(b);

/** The recipient and amount of `transfer(to, amount)` calldata; any other call is refused. */
function transferArgs(data: string): [string, bigint] {
  try {
    return ERC20_TRANSFER.decodeFunctionData('transfer', data) as unknown as [string, bigint];
  } catch {
    throw mismatch('data');
  }
}

/**
 * Throws INTENT_MISMATCH naming the first field where the decoded transaction differs from
 * the intent; returns normally when it is exactly the approved transfer. `signerAddress`
 * is the address of the key about to sign.
 */
export function checkIntent(tx: DecodedEvmTx, intent: EvmSignIntent, signerAddress: string): void {
  // also refuses a pre-EIP-155 legacy transaction (chain id 0), valid on every chain
  if (tx.chainId !== BigInt(intent.chainId)) throw mismatch('chainId');
  if (!sameAddress(signerAddress, intent.from)) throw mismatch('from');
  if (intent.nonce !== undefined && tx.nonce !== intent.nonce) throw mismatch('nonce');
  if (intent.revokeDelegation) {
    const { to, amount, contractAddress } = intent;
    checkRevokeDelegation(tx, { to, amount, contractAddress }, signerAddress);
  } else if (intent.revoke) {
    const { revoke: kind, contractAddress, to: spender, amount } = intent;
    checkRevoke(tx, { kind, contractAddress, spender, amount });
  } else if (intent.swapDeposit) {
    checkSwapDeposit(tx, intent.swapDeposit.deposit, intent.swapDeposit.nowSeconds);
  } else if (intent.approve) {
    checkTokenApprove(tx, { token: intent.contractAddress, spender: intent.to, amount: intent.amount });
  } else if (intent.nft) {
    const { contractAddress, to, amount } = intent;
    checkNftTransfer(tx, { ...intent.nft, contractAddress, to, amount }, signerAddress);
  } else if (intent.contractAddress) {
    if (!sameAddress(tx.to, intent.contractAddress)) throw mismatch('contractAddress');
    if (tx.value !== 0n) throw mismatch('value');
    const [recipient, amount] = transferArgs(tx.data);
    // Re-encoding must give the same bytes: no trailing data smuggled after the arguments.
    if (ERC20_TRANSFER.encodeFunctionData('transfer', [recipient, amount]) !== tx.data.toLowerCase())
      throw mismatch('data');
    if (!sameAddress(recipient, intent.to)) throw mismatch('to');
    if (amount !== intent.amount) throw mismatch('amount');
  } else {
    if (!sameAddress(tx.to, intent.to)) throw mismatch('to');
    if (tx.value !== intent.amount) throw mismatch('amount');
    if (tx.data !== '0x') throw mismatch('data');
  }
  if (tx.gasLimit * tx.maxPricePerGas > intent.feeCap) throw mismatch('feeCap');
  // a legacy transaction has no tip
  if ((tx.maxPriorityFeePerGas ?? 0n) > tx.maxPricePerGas) throw mismatch('maxPriorityFeePerGas');
}
