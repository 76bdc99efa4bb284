import type { ApartRow } from './family';

/**
 * The part of the balance a chain holds back as the account's reserve (XRP, Stellar): no send
 * can spend it, and the coin page shows what is left as spendable.
 */
export function accountReserveRow(amount: bigint): ApartRow {
  return { label: 'held as the network’s account reserve', amount, unspendable: true };
}
