/**
 * An ERC-20 `approve` before a swap deposit: the router may take exactly the approved amount
 * of the approved token, never more. An unlimited allowance would let the spender (or whoever
 * controls it later) take the whole balance at any time, so the signer refuses one even when
 * main's intent asks for it.
 */
import { Interface, getAddress, isAddress } from 'ethers';
import { AppError } from '../../../shared/errors';
import type { DecodedEvmTx } from './decodeUnsigned';

/** What the user approved: `spender` may take `amount` of `token`. */
export interface EvmTokenApprove {
  token: string | undefined;
  spender: string;
  amount: bigint;
}

/**
 * From here an allowance counts as unlimited: 2^128 base units is beyond any real token's
 * supply, and wallets and dapps write "infinite" as 2^256 − 1 or 2^255 and up.
 */
export const UNLIMITED_ALLOWANCE = 2n ** 128n;

const ERC20 = new Interface(['function approve(address spender, uint256 amount) returns (bool)']);

const mismatch = (why: string) => new AppError('INTENT_MISMATCH', why);
/** `a` was decoded, so it parses; `b` is main's, which may not (or be absent) and then matches nothing. */
const sameAddress = (a: string, b: string | undefined): boolean =>
  isAddress(b) && getAddress(a) === getAddress(b);

function decodeApprove(data: string): [string, bigint] {
  let args: [string, bigint];
  try {
    args = ERC20.decodeFunctionData('approve', data) as unknown as [string, bigint];
  } catch {
    throw mismatch('data');
  }
  // no trailing data, no dirty padding
  if (ERC20.encodeFunctionData('approve', args) !== data.toLowerCase()) throw mismatch('data');
  return args;
}

/**
 * Throws INTENT_MISMATCH unless `tx` calls the approved token with no value and exactly
 * `approve(spender, amount)`, the amount more than nothing (a zero allowance is a revoke, not
 * a swap's step) and less than unlimited.
 */
export function checkTokenApprove(tx: DecodedEvmTx, a: EvmTokenApprove): void {
  if (!sameAddress(tx.to, a.token)) throw mismatch('contractAddress');
  if (tx.value !== 0n) throw mismatch('value');
  const [spender, amount] = decodeApprove(tx.data);
  if (!sameAddress(spender, a.spender)) throw mismatch('spender');
  if (amount !== a.amount) throw mismatch('amount');
  if (amount === 0n) throw mismatch('An approval of nothing is not a swap deposit');
  if (amount >= UNLIMITED_ALLOWANCE) throw mismatch('The wallet never approves an unlimited amount');
}
