import { STELLAR_ERRORS } from './constants';

/**
 * Horizon's result codes (extras.result_codes) in words the user can act on; the code stays in
 * brackets so support can read it. Unknown codes are shown as they are.
 */
const OP_TEXT: Record<string, string> = {
  op_underfunded: 'Not enough balance for this payment and the account reserve',
  op_no_trust: 'The recipient does not trust this asset',
  op_src_no_trust: 'This account has no trustline to this asset',
  op_not_authorized: 'The recipient is not authorized to hold this asset',
  op_src_not_authorized: STELLAR_ERRORS.notAuthorized,
  op_no_destination: 'The recipient account does not exist',
  op_low_reserve: 'Below the minimum balance: the account cannot keep its reserve',
  op_line_full: "The recipient's trustline limit is full",
  op_already_exists: 'The account already exists',
  op_invalid_limit: 'The trustline still holds a balance',
  op_no_issuer: 'The asset issuer does not exist',
};
const TX_TEXT: Record<string, string> = {
  tx_bad_seq: 'The account sequence changed (another transaction was sent): try again',
  tx_too_late: 'The transaction timed out before it reached the network: try again',
  tx_too_early: 'The transaction is not valid yet',
  tx_insufficient_fee: 'The fee is below what the network asks now: try again',
  tx_insufficient_balance: 'Not enough XLM to pay the fee and keep the reserve',
  tx_bad_auth: 'The transaction signature was refused',
  tx_no_source_account: STELLAR_ERRORS.notOpened,
  tx_malformed: 'The network could not read the transaction',
};

export function resultMessage(codes: { transaction?: string; operations?: string[] }): string {
  const op = codes.operations?.find((c) => c !== 'op_success');
  if (op) return `${OP_TEXT[op] ?? 'The network refused the transaction'} (${op})`;
  const tx = codes.transaction ?? 'unknown';
  return `${TX_TEXT[tx] ?? 'The network refused the transaction'} (${tx})`;
}
