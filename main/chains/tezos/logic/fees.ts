/**
 * What a Tezos operation pays, from its simulation: gas and storage limits, and fees that
 * clear the mempool filter of a default octez node. Pure: the numbers come from run_operation.
 */
import {
  BRANCH_BYTES,
  ESTIMATE_DEDUCTION,
  GAS_BUFFER,
  MINIMAL_FEE_MUTEZ,
  NANOTEZ_PER_BYTE,
  NANOTEZ_PER_GAS,
  SIGNATURE_BYTES,
} from '../constants';

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/**
 * spec §5: "estimation subtracts 1 when the amount is above 1": the amount the simulation runs
 * with, 1 XTZ less than `amount` when `amount` is more than 1 XTZ (see ESTIMATE_DEDUCTION).
 */
export function estimationAmount(amount: bigint): bigint {
  return amount > ESTIMATE_DEDUCTION ? amount - ESTIMATE_DEDUCTION : amount;
}

/** Gas limit of a content that consumed `milligas` in simulation: whole gas, plus Taquito's buffer. */
export function gasLimitOf(milligas: bigint): bigint {
  return ceilDiv(milligas, 1000n) + GAS_BUFFER;
}

/** Storage a transaction pays for: new storage, and the origination size when it creates the recipient. */
export function storageLimitOf(
  paidStorageSizeDiff: bigint,
  allocated: boolean,
  originationSize: bigint,
): bigint {
  return paidStorageSizeDiff + (allocated ? originationSize : 0n);
}

/**
 * The fee of one content (mutez): the mempool's minimal fee, its gas limit and its bytes at the
 * filter's rates. `bytes` is the content's forged size; the last content also pays for the
 * branch and the signature, so the batch as a whole clears the filter.
 */
export function contentFee(gasLimit: bigint, bytes: bigint, last: boolean): bigint {
  const size = bytes + (last ? BRANCH_BYTES + SIGNATURE_BYTES : 0n);
  return (
    MINIMAL_FEE_MUTEZ + ceilDiv(gasLimit * NANOTEZ_PER_GAS, 1000n) + ceilDiv(size * NANOTEZ_PER_BYTE, 1000n)
  );
}
