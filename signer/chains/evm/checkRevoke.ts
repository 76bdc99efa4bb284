import { Interface, getAddress, isAddress } from 'ethers';
import { AppError } from '../../../shared/errors';
import type { DecodedEvmTx } from './decodeUnsigned';

/** A revoke the user approved on the permissions page (issue 33): which grant, on which contract. */
export interface EvmRevoke {
  kind: 'revokeAllowance' | 'revokeOperator';
  /** the token (allowance) or collection (operator); absent on a hostile intent: then nothing matches */
  contractAddress: string | undefined;
  /** the spender or operator whose grant ends */
  spender: string;
  /** a revoke moves nothing: main must say 0 */
  amount: bigint;
}

const ERC20 = new Interface(['function approve(address spender, uint256 amount) returns (bool)']);
const OPERATOR = new Interface(['function setApprovalForAll(address operator, bool approved)']);
const PERMIT2_LOCKDOWN = new Interface(['function lockdown((address token, address spender)[] approvals)']);
/** Uniswap's Permit2 at its canonical address: it keeps token allowances of its own. */
export const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3';

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);
/** `b` is main's, which may not parse (or be absent) and then matches nothing. */
const sameAddress = (a: string, b: string | undefined): boolean =>
  isAddress(b) && getAddress(a) === getAddress(b);

/**
 * Holds a revoke to exactly what the user approved: a call with no value to the approved
 * token or collection whose calldata is, byte for byte, `approve(spender, 0)` or
 * `setApprovalForAll(operator, false)` for the approved spender; or, for a token allowance held
 * by Permit2, a call to Permit2's canonical address that is exactly `lockdown([(token,
 * spender)])`. Comparing the whole calldata with the one encoding refuses another function,
 * another spender or token, a non-zero amount, `true`, a second pair and anything appended.
 */
export function checkRevoke(tx: DecodedEvmTx, r: EvmRevoke): void {
  if (r.amount !== 0n) throw mismatch('amount');
  if (!isAddress(r.spender)) throw mismatch('to');
  // only a token allowance can be held by Permit2
  const viaPermit2 = r.kind === 'revokeAllowance' && tx.to === PERMIT2;
  if (!viaPermit2 && !sameAddress(tx.to, r.contractAddress)) throw mismatch('contractAddress');
  if (tx.value !== 0n) throw mismatch('value');
  const spender = getAddress(r.spender);
  const expected = viaPermit2
    ? lockdownOf(r.contractAddress, spender)
    : r.kind === 'revokeAllowance'
      ? ERC20.encodeFunctionData('approve', [spender, 0n])
      : OPERATOR.encodeFunctionData('setApprovalForAll', [spender, false]);
  if (tx.data.toLowerCase() !== expected) throw mismatch('data');
}

/** Permit2's `lockdown([(token, spender)])`; a token main wrote that is no address is refused. */
function lockdownOf(token: string | undefined, spender: string): string {
  if (!isAddress(token)) throw mismatch('contractAddress');
  return PERMIT2_LOCKDOWN.encodeFunctionData('lockdown', [[[getAddress(token), spender]]]);
}
