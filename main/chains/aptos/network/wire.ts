/**
 * The Aptos node REST API's answers (aptos.dev "Aptos Node API", /v1), checked with zod so a
 * broken or hostile node fails loudly instead of showing a wrong number. u64 values come as
 * decimal strings and are read exactly; octas are never floats.
 */
import { z } from 'zod';
import { baseUnitsOf } from '../../../net/baseUnitsOf';

export const u64 = (field: string) =>
  z.union([z.string(), z.number(), z.bigint()]).transform((v) => baseUnitsOf(v, field));
const Hash = z.string().regex(/^0x[0-9a-fA-F]{64}$/);

/** An error answer: `{ message, error_code, vm_error_code }`. */
export const NodeErrorSchema = z.looseObject({
  message: z.string().max(4000),
  error_code: z.string().max(200),
});

/** GET /accounts/{address} */
export const AccountSchema = z.looseObject({
  sequence_number: u64('sequence_number'),
  authentication_key: z.string(),
});

/** POST /view: the function's return values, in order; coin::balance returns one u64 */
export const ViewU64Schema = z.tuple([u64('balance')]).rest(z.unknown());

/** GET /estimate_gas_price */
export const GasEstimateSchema = z.looseObject({
  gas_estimate: u64('gas_estimate'),
  deprioritized_gas_estimate: u64('deprioritized_gas_estimate').optional(),
  prioritized_gas_estimate: u64('prioritized_gas_estimate').optional(),
});

const EntryPayloadSchema = z.looseObject({
  type: z.string(),
  function: z.string().optional(),
  type_arguments: z.array(z.string()).optional(),
  arguments: z.array(z.unknown()).optional(),
});

/** A committed user transaction as /accounts/{a}/transactions and /transactions/by_hash write it. */
export const UserTransactionSchema = z.looseObject({
  type: z.literal('user_transaction'),
  hash: Hash,
  version: u64('version'),
  success: z.boolean(),
  vm_status: z.string(),
  sender: z.string(),
  sequence_number: u64('sequence_number'),
  gas_used: u64('gas_used'),
  gas_unit_price: u64('gas_unit_price'),
  max_gas_amount: u64('max_gas_amount'),
  expiration_timestamp_secs: u64('expiration_timestamp_secs'),
  /** microseconds since the epoch */
  timestamp: u64('timestamp'),
  payload: EntryPayloadSchema,
});
export type UserTransaction = z.output<typeof UserTransactionSchema>;

/** Any transaction: a user transaction read in full, the others by their type only. */
export const AnyTransactionSchema = z.union([
  UserTransactionSchema,
  z.looseObject({ type: z.literal('pending_transaction'), hash: Hash }),
  z.looseObject({ type: z.string(), hash: Hash.optional() }),
]);
export type AnyTransaction = z.output<typeof AnyTransactionSchema>;

export const AccountTransactionsSchema = z.array(z.unknown()).max(1000);

/** GET /accounts/{a}/events/{handle}/deposit_events: a 0x1::coin::DepositEvent */
export const DepositEventSchema = z.looseObject({
  version: u64('version'),
  sequence_number: u64('sequence_number'),
  type: z.string(),
  data: z.looseObject({ amount: u64('amount') }),
});
export type DepositEvent = z.output<typeof DepositEventSchema>;
export const EventsSchema = z.array(z.unknown()).max(1000);

/** POST /transactions/simulate: one user transaction, executed but not committed */
export const SimulationSchema = z.tuple([
  z.looseObject({
    success: z.boolean(),
    vm_status: z.string(),
    /** read by the simulation's own rule (positive integers), not here: a bad value is a failed simulation */
    gas_used: z.unknown().optional(),
    gas_unit_price: z.unknown().optional(),
  }),
]);
export type Simulation = z.output<typeof SimulationSchema>[0];

/** POST /transactions: 202 with the pending transaction */
export const PendingSchema = z.looseObject({ hash: Hash });

/** GET /accounts/{a}/resource/{type}: `{ type, data }` */
export const ResourceSchema = z.looseObject({ type: z.string(), data: z.unknown() });

/**
 * What a token says of itself: a fungible asset's 0x1::fungible_asset::Metadata, or a coin's
 * 0x1::coin::CoinInfo<T> (a u8 decimals, written as a JSON number)
 */
export const TokenDescriptionSchema = z.looseObject({
  name: z.string().max(200),
  symbol: z.string().max(64),
  decimals: z.number().int().min(0).max(32),
});

/**
 * An event in a committed transaction's `events`. A fungible asset's Deposit is a module event
 * (`0x1::fungible_asset::Deposit { store, amount }`): it names the store, not its owner.
 */
export const TransactionEventSchema = z.looseObject({
  type: z.string().max(1000),
  data: z.unknown(),
});
export const TransactionEventsSchema = z.looseObject({
  events: z.array(z.unknown()).max(10_000).optional(),
});
export const FaDepositDataSchema = z.looseObject({
  store: z.string().regex(/^0x[0-9a-fA-F]{1,64}$/),
  amount: u64('amount'),
});

/**
 * The indexer's GraphQL answer to the fungible_asset_activities query: only the versions are
 * read (Hasura writes bigint columns as JSON numbers); what moved is read from the node.
 */
export const FaActivitiesSchema = z.looseObject({
  data: z.looseObject({
    fungible_asset_activities: z
      .array(z.looseObject({ transaction_version: u64('transaction_version') }))
      .max(1000),
  }),
});
