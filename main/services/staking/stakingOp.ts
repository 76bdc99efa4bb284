import { AmountError, parseUnits } from '../../../shared/amount';
import type { StakingOpForm } from '../../../shared/contract/staking';
import { AppError } from '../../../shared/errors';
import type { StakingOp } from '../../chains/family';

/** The form's decimal amount in the coin's base units; the other fields pass as they are. */
export function parseStakingOp(form: StakingOpForm, decimals: number): StakingOp {
  let amount: bigint | undefined;
  if (form.amount !== undefined) {
    try {
      amount = parseUnits(form.amount, decimals);
    } catch (e) {
      if (e instanceof AmountError) throw new AppError('BAD_INPUT', e.message);
      throw e;
    }
    if (amount <= 0n) throw new AppError('RULE', 'Enter an amount above zero');
  }
  return {
    action: form.action,
    ...(amount !== undefined ? { amount } : {}),
    ...(form.validator !== undefined ? { validator: form.validator } : {}),
    ...(form.position !== undefined ? { position: form.position } : {}),
    ...(form.resource !== undefined ? { resource: form.resource } : {}),
    ...(form.votes !== undefined ? { votes: form.votes } : {}),
  };
}
