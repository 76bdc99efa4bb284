/**
 * A THORChain swap deposit on an EVM chain: a call to the router THORChain lists,
 * `depositWithExpiry(vault, asset, amount, memo, expiry)`, with the native coin as value or an
 * ERC-20 the router pulls with the allowance approved just before (checkTokenApprove.ts). The
 * signer decodes the calldata itself and holds every argument to what the user approved; the
 * memo, and the expiry on the signer's own clock, are held to the approved swap terms by the
 * check every family's swap deposit shares (../checkSwapMemo.ts).
 */
import { Interface, ZeroAddress, getAddress, isAddress } from 'ethers';
import type { SwapTerms } from '../../../shared/exchange/swapTerms';
import { AppError } from '../../../shared/errors';
import { checkSwapMemo } from '../checkSwapMemo';
import type { DecodedEvmTx } from './decodeUnsigned';

/** What the user approved of an EVM swap deposit. Fields main wrote may be absent on a hostile intent. */
export interface EvmSwapDeposit {
  /** the router THORChain lists for the chain: the transaction's `to` */
  router: string | undefined;
  /** the vault the router forwards to (the intent's `to`) */
  vault: string;
  /** the ERC-20 deposited; absent: the native coin */
  token: string | undefined;
  /** base units of the asset */
  amount: bigint;
  /** the swap memo the user approved */
  memo: string | undefined;
  terms: SwapTerms;
}

export const ROUTER = new Interface([
  'function depositWithExpiry(address vault, address asset, uint256 amount, string memo, uint256 expiration) payable',
]);

const mismatch = (why: string) => new AppError('INTENT_MISMATCH', why);
/** `a` was decoded, so it parses; `b` is main's, which may not (or be absent) and then matches nothing. */
const sameAddress = (a: string, b: string | undefined): boolean =>
  isAddress(b) && getAddress(a) === getAddress(b);

type DepositArgs = [vault: string, asset: string, amount: bigint, memo: string, expiry: bigint];

function decodeDeposit(data: string): DepositArgs {
  let args: DepositArgs;
  try {
    // refuses any other selector: `deposit` without expiry, `transferOut`, `approve`…
    args = ROUTER.decodeFunctionData('depositWithExpiry', data) as unknown as DepositArgs;
  } catch {
    throw mismatch('data');
  }
  // Re-encoding must give the same bytes: no trailing data, no dirty padding the router might read.
  if (ROUTER.encodeFunctionData('depositWithExpiry', args) !== data.toLowerCase()) throw mismatch('data');
  return args;
}

/**
 * Throws INTENT_MISMATCH unless `tx` is exactly the approved deposit: to the approved router,
 * `depositWithExpiry` with the approved vault, asset, amount, memo and the quote's expiry,
 * the amount as value for the native coin and no value for a token, before the expiry (and
 * not too far before it) on the signer's clock, `nowSeconds`.
 */
export function checkSwapDeposit(tx: DecodedEvmTx, d: EvmSwapDeposit, nowSeconds: number): void {
  if (!sameAddress(tx.to, d.router)) throw mismatch('router');
  const [vault, asset, amount, memo, expiry] = decodeDeposit(tx.data);
  if (!sameAddress(vault, d.vault)) throw mismatch('vault');
  // the native coin is the zero address in the router's call; a token is its contract
  if (d.token === undefined ? asset !== ZeroAddress : !sameAddress(asset, d.token)) throw mismatch('asset');
  if (amount !== d.amount) throw mismatch('amount');
  if (tx.value !== (d.token === undefined ? d.amount : 0n)) throw mismatch('value');
  if (memo !== d.memo) throw mismatch('memo');
  if (expiry !== BigInt(d.terms.expiry)) throw mismatch('expiry');
  checkSwapMemo(memo, d.terms, nowSeconds);
}
