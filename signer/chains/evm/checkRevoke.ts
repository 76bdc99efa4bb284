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

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);
/** `b` is main's, which may not parse (or be absent) and then matches nothing. */
const sameAddress = (a: string, b: string | undefined): boolean =>
  isAddress(b) && getAddress(a) === getAddress(b);

/**
 * Holds a revoke to exactly what the user approved: a call with no value to the approved
 * token or collection whose calldata is, byte for byte, `approve(spender, 0)` or
 * `setApprovalForAll(operator, false)` for the approved spender. Comparing the whole calldata
 * with the one encoding refuses another function, another spender, a non-zero amount, `true`
 * and anything appended after the arguments.
 */
export function checkRevoke(tx: DecodedEvmTx, r: EvmRevoke): void {
  if (r.amount !== 0n) throw mismatch('amount');
  if (!isAddress(r.spender)) throw mismatch('to');
  if (!sameAddress(tx.to, r.contractAddress)) throw mismatch('contractAddress');
  if (tx.value !== 0n) throw mismatch('value');
  const spender = getAddress(r.spender);
  const expected =
    r.kind === 'revokeAllowance'
      ? ERC20.encodeFunctionData('approve', [spender, 0n])
      : OPERATOR.encodeFunctionData('setApprovalForAll', [spender, false]);
  if (tx.data.toLowerCase() !== expected) throw mismatch('data');
}
