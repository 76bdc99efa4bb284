import { AppError } from '../../../shared/errors';

/** The spec's texts (spec/chains.md §8) for the UTXO family, in one place. */
export const UTXO_ERRORS = {
  insufficient: 'Insufficient balance to broadcast transaction',
  invalidFees: 'Invalid fees',
  blockcypherInputs: 'Something went wrong get transactions in blockcypher',
  blockdaemonInputs: 'Something went wrong get transactions in blockdaemon',
  blockchairInputs: 'not found input data in blockchair',
  noTxId: 'No transaction id found',
  feeRateTooHigh: 'Fee rate is above the maximum allowed',
  dust: 'Amount is below the dust limit',
  notReplaceable: 'Transaction is already succeed',
  txNotFound: 'Transaction not found',
  /** an explorer's copy of a pending transaction is not what this wallet signed */
  differsFromRecord:
    "The network's copy of this transaction differs from the one this wallet signed, so it was not replaced",
  /** a pending entry from before the wallet kept its own signed copy */
  noRecord: 'This wallet has no signed copy of this transaction, so it cannot be replaced',
} as const;

export const insufficientBalance = (): AppError => new AppError('RULE', UTXO_ERRORS.insufficient);
export const invalidFees = (): AppError => new AppError('RULE', UTXO_ERRORS.invalidFees);
