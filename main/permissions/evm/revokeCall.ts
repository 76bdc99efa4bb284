import { getAddress } from 'ethers';
import type { RevokeTarget } from '../../../shared/contract/permissions';
import { AppError } from '../../../shared/errors';
import { ALLOWANCE_ABI, OPERATOR_ABI, PERMIT2, PERMIT2_ABI } from './abi';

/** The EVM intent kind of each revocable permission (shared/chains/evm/intents.ts). */
export const EVM_REVOKE_KIND = {
  allowance: 'revokeAllowance',
  operator: 'revokeOperator',
  // a Permit2 allowance is a token allowance held by Permit2: the signer checks its lockdown as one
  permit2: 'revokeAllowance',
} as const;

const address = (text: string): string => {
  if (!/^0x[0-9a-fA-F]{40}$/.test(text)) throw new AppError('BAD_INPUT', 'Not an EVM address');
  return getAddress(text.toLowerCase());
};

/**
 * The call that revokes `t`, exactly as the signer accepts it (signer/chains/evm/checkRevoke.ts):
 * `approve(spender, 0)` to the token, `setApprovalForAll(operator, false)` to the collection, or
 * Permit2's `lockdown([(token, spender)])` to Permit2, with no value. `asset` is the token or
 * collection the intent names.
 */
export function revokeCall(t: RevokeTarget): {
  kind: (typeof EVM_REVOKE_KIND)[keyof typeof EVM_REVOKE_KIND];
  to: string;
  asset: string;
  spender: string;
  value: bigint;
  data: string;
} {
  // a delegate is Solana's; a delegation is cleared by its own transaction (clearDelegation.ts)
  if (t.kind === 'delegate' || t.kind === 'delegation')
    throw new AppError('BAD_INPUT', 'Not an EVM call revoke');
  const [to, spender] = [address(t.asset), address(t.spender)];
  if (t.kind === 'permit2') {
    const data = PERMIT2_ABI.encodeFunctionData('lockdown', [[[to, spender]]]);
    return { kind: EVM_REVOKE_KIND.permit2, to: PERMIT2, asset: to, spender, value: 0n, data };
  }
  const data =
    t.kind === 'allowance'
      ? ALLOWANCE_ABI.encodeFunctionData('approve', [spender, 0n])
      : OPERATOR_ABI.encodeFunctionData('setApprovalForAll', [spender, false]);
  return { kind: EVM_REVOKE_KIND[t.kind], to, asset: to, spender, value: 0n, data };
}
