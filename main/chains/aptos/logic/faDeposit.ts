/**
 * A fungible asset's deposits as a transaction's own events say them. The framework's Deposit
 * event names the store it credited, not the owner; an account's balance of an asset lives in
 * its primary store, an object at an address derived from (owner, metadata), so a deposit is the
 * wallet's exactly when its store is that address.
 */
import { AccountAddress, createUserDerivedObjectAddress } from '@aptos-labs/ts-sdk';
import { readAnswer } from '../../../net/readAnswer';
import { FaDepositDataSchema, TransactionEventSchema, TransactionEventsSchema } from '../network';

const FA_DEPOSIT = '0x1::fungible_asset::Deposit';

/** The primary store of `metadata` owned by `owner` (both any address form), long form. */
export function primaryStoreOf(owner: string, metadata: string): string {
  return createUserDerivedObjectAddress(
    AccountAddress.from(owner),
    AccountAddress.from(metadata),
  ).toStringLong();
}

/** Base units the transaction deposited into `store` (long form): 0n when none. */
export function faDepositInto(rawTransaction: unknown, store: string): bigint {
  const { events = [] } = readAnswer(
    TransactionEventsSchema,
    rawTransaction,
    'transaction',
    'the Aptos node',
  );
  let total = 0n;
  for (const raw of events) {
    const e = readAnswer(TransactionEventSchema, raw, 'transaction event', 'the Aptos node');
    if (e.type !== FA_DEPOSIT) continue;
    const d = readAnswer(FaDepositDataSchema, e.data, 'Deposit event', 'the Aptos node');
    if (AccountAddress.from(d.store).toStringLong() === store) total += d.amount;
  }
  return total;
}
