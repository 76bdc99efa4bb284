/**
 * Units an operation uses, from simulateTransaction at the spec's 1,400,000-unit limit. The
 * simulation runs at unit price 0: the price changes what the payer is charged, not the units,
 * and at price 0 the simulated fee is the 5000-lamport base fee the spec's 20,000-lamport
 * deduction (FEE_ESTIMATE_DEDUCTION) leaves room for.
 */
import type { TransactionInstruction } from '@solana/web3.js';
import { formatUnits } from '../../../../shared/amount';
import { AppError } from '../../../../shared/errors';
import { SIMULATION_UNIT_LIMIT, SOL_DECIMALS } from '../constants';
import type { SolanaCtx } from '../ctx';
import { SOLANA_ERRORS } from '../errors';
import { simulateQuery } from '../network';
import type { Simulation } from '../types';
import { blankSignedWire, compileMessage, signaturesOf } from './message';
import { rpcOf } from './rpcOf';

export interface SimulateUnitsParams {
  payer: string;
  blockhash: string;
  instructions: readonly TransactionInstruction[];
  /** the rent-exempt minimum of an empty account, for the refusal's text */
  rentMinimum: bigint;
  /**
   * the simulation moves less than the send will (the 20,000 rule): leaving the payer below
   * the rent-exempt minimum there says nothing about the real send, which the caller judges
   * itself once the fee is known; the units it ran are still the units
   */
  reducedAmount?: boolean;
}

export async function simulateUnits(
  ctx: SolanaCtx,
  p: SimulateUnitsParams,
): Promise<{ units: number; signatures: number }> {
  const message = compileMessage({ ...p, unitLimit: SIMULATION_UNIT_LIMIT, unitPrice: 0n });
  const sim = await rpcOf(ctx).call(simulateQuery(blankSignedWire(message)));
  const payerRent = sim.err !== null && /InsufficientFundsForRent.*"account_index":0\b/.test(sim.err);
  if (sim.err !== null && !(payerRent && p.reducedAmount)) throw refusal(sim, p.rentMinimum);
  return { units: sim.unitsConsumed, signatures: signaturesOf(message) };
}

/** The simulation's error in the words of the rules it broke, or the node's own words. */
function refusal(sim: Simulation, rentMinimum: bigint): AppError {
  const min = formatUnits(rentMinimum, SOL_DECIMALS);
  const err = sim.err ?? '';
  if (/InsufficientFundsForRent.*"account_index":0\b/.test(err))
    return new AppError('RULE', SOLANA_ERRORS.leavesDust(min));
  if (/InsufficientFundsForRent/.test(err))
    return new AppError('RULE', SOLANA_ERRORS.newAccountTooSmall(min));
  if (/InsufficientFundsForFee|AccountNotFound/.test(err))
    return new AppError('RULE', SOLANA_ERRORS.feeUnpaid);
  // System and Token programs both answer Custom 1 for "insufficient funds"
  if (/"Custom":1\}/.test(err) || sim.logs.some((l) => /insufficient (lamports|funds)/i.test(l)))
    return new AppError('RULE', 'Insufficient balance for this transaction');
  return new AppError('RULE', SOLANA_ERRORS.wouldFail(err));
}
