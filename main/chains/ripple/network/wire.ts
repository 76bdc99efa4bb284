/**
 * rippled's JSON-RPC answers (xrpl.org "Public API Methods", API v2), checked with zod so a
 * broken or hostile server fails loudly instead of showing a wrong number. Drops are read
 * exactly (strings, or integers past 2^53 as bigint); XRP amounts given as decimals
 * (server_info) are parsed as decimals, never as floats.
 */
import { z } from 'zod';
import { parseUnits } from '../../../../shared/amount';
import { baseUnitsOf } from '../../../net/baseUnitsOf';

const Int = z.union([z.bigint(), z.number(), z.string()]);
export const drops = (field: string) => Int.transform((v) => baseUnitsOf(v, field));
/** an XRP amount as server_info writes it (0.00001, 10, 0.2): to drops, exactly */
const xrpDecimal = (field: string) =>
  z.union([z.number(), z.string()]).transform((v, ctx) => {
    const text = typeof v === 'number' ? v.toFixed(6).replace(/\.?0+$/, '') : v;
    try {
      return parseUnits(text, 6);
    } catch {
      ctx.addIssue({ code: 'custom', message: `${field} is not an XRP amount` });
      return z.NEVER;
    }
  });
const Seq = z.number().int().min(0).max(0xffff_ffff);

/** Every answer: `{ result: { status, …} }`; an error result names itself. */
export const EnvelopeSchema = z.looseObject({
  result: z.looseObject({
    status: z.string().optional(),
    error: z.string().optional(),
    error_message: z.string().optional(),
    error_exception: z.string().optional(),
  }),
});

export const ServerStateSchema = z.looseObject({
  state: z.looseObject({
    load_base: z.number().positive(),
    load_factor: z.number().positive(),
    validated_ledger: z.looseObject({
      base_fee: drops('base_fee'),
      reserve_base: drops('reserve_base').optional(),
      reserve_inc: drops('reserve_inc').optional(),
      seq: Seq,
    }),
  }),
});

export const ServerInfoSchema = z.looseObject({
  info: z.looseObject({
    load_factor: z.number().positive().optional(),
    validated_ledger: z.looseObject({
      base_fee_xrp: xrpDecimal('base_fee_xrp').optional(),
      reserve_base_xrp: xrpDecimal('reserve_base_xrp').optional(),
      reserve_inc_xrp: xrpDecimal('reserve_inc_xrp').optional(),
      seq: Seq,
    }),
  }),
});

export const AccountInfoSchema = z.looseObject({
  account_data: z.looseObject({
    Account: z.string(),
    Balance: drops('Balance'),
    Flags: z.number().int().min(0),
    OwnerCount: z.number().int().min(0),
    Sequence: Seq,
    /** an issuer's transfer fee: 1e9 is none, 1_002_000_000 is 0.2 % (absent: none) */
    TransferRate: z.number().int().min(0).optional(),
  }),
});

/** account_lines: the account's trust lines, seen from it (balance > 0: it holds; limit: what it accepts) */
export const AccountLinesSchema = z.looseObject({
  lines: z.array(
    z.looseObject({
      /** the peer: the issuer, for a holder's line */
      account: z.string(),
      balance: z.string(),
      currency: z.string(),
      limit: z.string(),
      limit_peer: z.string().optional(),
      no_ripple: z.boolean().optional(),
      /** the issuer authorized the holder (lsfRequireAuth issuers) */
      peer_authorized: z.boolean().optional(),
      freeze_peer: z.boolean().optional(),
    }),
  ),
  marker: z.unknown().optional(),
});
export type AccountLine = z.output<typeof AccountLinesSchema>['lines'][number];

export const LedgerCurrentSchema = z.looseObject({ ledger_current_index: Seq });

/** XRP in drops, or an issued currency (history shows only XRP) */
const AnyAmount = z.union([
  z.string(),
  z.looseObject({ currency: z.string(), value: z.string(), issuer: z.string().optional() }),
]);

const TxJsonSchema = z.looseObject({
  TransactionType: z.string(),
  Account: z.string(),
  Destination: z.string().optional(),
  /** API v2 writes a Payment's Amount as DeliverMax; v1 as Amount */
  DeliverMax: AnyAmount.optional(),
  Amount: AnyAmount.optional(),
  /** a TrustSet's line: its currency, issuer and limit */
  LimitAmount: AnyAmount.optional(),
  DestinationTag: Seq.optional(),
  Fee: drops('Fee'),
  Sequence: Seq.optional(),
  LastLedgerSequence: Seq.optional(),
  date: z.number().optional(),
});

const MetaSchema = z.looseObject({
  TransactionResult: z.string(),
  /** what a payment actually delivered: less than Amount for a partial payment */
  delivered_amount: AnyAmount.optional(),
});

/** one entry of account_tx's `transactions`, read on its own (a malformed one is skipped) */
export const AccountTxEntrySchema = z.looseObject({
  hash: z.string().regex(/^[0-9A-Fa-f]{64}$/),
  ledger_index: z.number().int().optional(),
  close_time_iso: z.string().optional(),
  meta: MetaSchema,
  tx_json: TxJsonSchema,
  validated: z.boolean().optional(),
});

/** account_tx's page: the list itself; each entry is read apart with AccountTxEntrySchema */
export const AccountTxPageSchema = z.looseObject({ transactions: z.array(z.unknown()) });

export const AccountTxSchema = z.looseObject({ transactions: z.array(AccountTxEntrySchema) });

export const TxSchema = z.looseObject({
  hash: z.string(),
  validated: z.boolean().optional(),
  ledger_index: z.number().int().optional(),
  meta: MetaSchema.optional(),
});

export const SubmitSchema = z.looseObject({
  engine_result: z.string(),
  engine_result_message: z.string().optional(),
  tx_json: z.looseObject({ hash: z.string().optional() }).optional(),
});

export type AccountTxEntry = z.output<typeof AccountTxEntrySchema>;
