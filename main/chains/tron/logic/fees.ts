/**
 * What a transaction burns, the way Tron charges it (developers.tron.network "Resource model"):
 * - bandwidth: the transaction's bytes plus 67 per signature. Staked bandwidth pays if it covers
 *   them all, else the free daily bandwidth, else every byte is burnt at getTransactionFee;
 * - a TRX transfer creating the recipient's account: getCreateNewAccountFeeInSystemContract, plus
 *   getCreateAccountFee unless staked bandwidth covers the bytes (free bandwidth cannot), in place
 *   of the bandwidth burn;
 * - energy (TRC-20): staked energy first, the rest burnt at getEnergyFee;
 * - a memo: getMemoFee.
 */
import { SIGNATURE_BYTES } from '../constants';
import type { TronPrices } from './chainParams';

/** Bandwidth a transaction uses: its raw_data bytes and one 67-byte allowance per signature. */
export function bandwidthBytes(rawDataHex: string, signatures = 1): bigint {
  return BigInt(rawDataHex.length / 2) + SIGNATURE_BYTES * BigInt(signatures);
}

export interface FeeInput {
  bytes: bigint;
  bandwidth: { freeLeft: bigint; stakedLeft: bigint };
  prices: TronPrices;
  createsAccount: boolean;
  memo: boolean;
  /** TRC-20: the call's energy estimate and the account's staked energy left */
  energy?: { needed: bigint; left: bigint };
}

export interface TronFee {
  /** everything burnt, sun */
  total: bigint;
  bandwidthBurn: bigint;
  energyBurn: bigint;
  accountCreation: bigint;
  memoFee: bigint;
  /**
   * The most these bytes can burn whatever the account's resources are when it lands (they may
   * be spent by then): every byte at getTransactionFee, or the account creation in its place,
   * and the memo fee. No fee_limit bounds this for a TRX transfer or a staking operation; the
   * signer refuses a cap below it. A TRC-20 call's energy adds its fee limit on top.
   */
  max: bigint;
  /** what the account's resources pay for, and what the transaction uses */
  bandwidth: { used: bigint; covered: bigint };
  energy: { used: bigint; covered: bigint };
}

export function tronFee(i: FeeInput): TronFee {
  const stakedCovers = i.bandwidth.stakedLeft >= i.bytes;
  let bandwidthBurn = 0n;
  let accountCreation = 0n;
  let covered = 0n;
  if (i.createsAccount) {
    accountCreation = i.prices.createNewAccountFee + (stakedCovers ? 0n : i.prices.createAccountFee);
    covered = stakedCovers ? i.bytes : 0n;
  } else if (stakedCovers || i.bandwidth.freeLeft >= i.bytes) {
    covered = i.bytes;
  } else {
    bandwidthBurn = i.bytes * i.prices.transactionFee;
  }
  const needed = i.energy?.needed ?? 0n;
  const energyCovered = needed < (i.energy?.left ?? 0n) ? needed : (i.energy?.left ?? 0n);
  const energyBurn = (needed - energyCovered) * i.prices.energyFee;
  const memoFee = i.memo ? i.prices.memoFee : 0n;
  const everyByte = i.bytes * i.prices.transactionFee;
  const creation = i.createsAccount ? i.prices.createNewAccountFee + i.prices.createAccountFee : 0n;
  return {
    total: bandwidthBurn + energyBurn + accountCreation + memoFee,
    max: (creation > everyByte ? creation : everyByte) + memoFee,
    bandwidthBurn,
    energyBurn,
    accountCreation,
    memoFee,
    bandwidth: { used: i.bytes, covered },
    energy: { used: needed, covered: energyCovered },
  };
}
