import {
  Ed25519PublicKey,
  SimpleTransaction,
  generateSignedTransactionForSimulation,
  type RawTransaction,
} from '@aptos-labs/ts-sdk';
import { hex } from '@scure/base';
import { AppError } from '../../../../shared/errors';
import { APTOS_ERRORS } from '../constants';
import type { AptosCtx } from '../ctx';
import { AptosNodeError, submitter } from '../network';

/** What a simulation says a transaction costs: both positive integers, else it is not believed. */
export interface SimulatedGas {
  gasUsed: bigint;
  gasUnitPrice: bigint;
}

const positive = (v: unknown): bigint | null => {
  const text = typeof v === 'bigint' || typeof v === 'number' ? String(v) : v;
  return typeof text === 'string' && /^[1-9]\d{0,19}$/.test(text) ? BigInt(text) : null;
};

/**
 * spec §5: the transfer is simulated first (POST /transactions/simulate, the SDK's simulation
 * envelope: the sender's public key and an all-zero signature); it must succeed, and its gas
 * unit price and gas used must be valid, else 'Simulation is failed for aptos chain'.
 */
export async function simulate(
  ctx: AptosCtx,
  raw: RawTransaction,
  publicKey?: string,
): Promise<SimulatedGas> {
  const bytes = generateSignedTransactionForSimulation({
    transaction: new SimpleTransaction(raw),
    ...(publicKey ? { signerPublicKey: new Ed25519PublicKey(hex.decode(publicKey.replace(/^0x/, ''))) } : {}),
  });
  let out;
  try {
    out = await submitter(ctx).simulate(new Uint8Array(bytes));
  } catch (e) {
    // the node refusing the transaction outright (a bad sequence number, an unknown sender) is a failed simulation too
    if (e instanceof AptosNodeError && e.status === 400) {
      console.error(`aptos simulation refused: ${e.message}`);
      throw new AppError('RULE', APTOS_ERRORS.simulationFailed);
    }
    throw e;
  }
  const gasUsed = positive(out.gas_used);
  const gasUnitPrice = positive(out.gas_unit_price);
  if (!out.success || gasUsed === null || gasUnitPrice === null) {
    console.error(`aptos simulation: ${out.vm_status}`);
    throw new AppError('RULE', APTOS_ERRORS.simulationFailed);
  }
  return { gasUsed, gasUnitPrice };
}
