/**
 * rippled's JSON-RPC answers for the calls the wallet makes (xrpl.org "Public API Methods",
 * API version 2): each takes the method's first params object and returns its `result`,
 * or an error result as rippled writes it.
 */
import { type RippleLedger, type LedgerTx } from './ledger';
import { RESULT_MESSAGES, submitBlob } from './applyTx';
import { DEFAULT_DEFINITIONS } from 'ripple-binary-codec';
import { issuedValue } from '../../shared/chains/ripple/issued';

export type Params = Record<string, unknown>;
export type Result = Record<string, unknown>;

/** seconds between the Unix and the Ripple epochs (2000-01-01) */
const RIPPLE_EPOCH = 946_684_800;

const error = (name: string, code: number, message: string, request: Params): Result => ({
  error: name,
  error_code: code,
  error_message: message,
  request,
  status: 'error',
});

const xrp = (drops: bigint): number => Number(drops) / 1e6;

const txJson = (t: LedgerTx): Result => {
  // API v2 writes a Payment's Amount as DeliverMax
  const { Amount, ...rest } = t.tx;
  return {
    ...rest,
    ...(Amount !== undefined ? { DeliverMax: Amount } : {}),
    ledger_index: t.ledgerIndex,
    ...(t.closeTime ? { date: t.closeTime - RIPPLE_EPOCH } : {}),
  };
};

const metaOf = (t: LedgerTx): Result => ({
  TransactionIndex: 0,
  TransactionResult: t.result,
  ...(t.tx.TransactionType === 'Payment'
    ? { delivered_amount: t.deliveredIssued ?? t.delivered.toString(10) }
    : {}),
  AffectedNodes: [],
});

const closeIso = (t: LedgerTx) =>
  t.closeTime ? new Date(t.closeTime * 1000).toISOString().replace('.000', '') : undefined;

export function rpcMethods(
  ledger: RippleLedger,
  opts: { omitReserves: () => boolean },
): Record<string, (p: Params) => Result> {
  const ledgerOf = (p: Params): 'current' | 'validated' =>
    p.ledger_index === 'current' ? 'current' : 'validated';
  return {
    server_info: () => {
      const s = ledger.settings;
      return {
        info: {
          build_version: '2.3.0',
          complete_ledgers: `1-${ledger.validated}`,
          server_state: 'full',
          load_factor: s.loadFactor / s.loadBase,
          validated_ledger: {
            age: 1,
            base_fee_xrp: xrp(s.baseFee),
            hash: ledger.validated.toString(16).toUpperCase().padStart(64, '0'),
            seq: ledger.validated,
            ...(opts.omitReserves()
              ? {}
              : { reserve_base_xrp: xrp(s.reserveBase), reserve_inc_xrp: xrp(s.reserveInc) }),
          },
        },
      };
    },
    server_state: () => {
      const s = ledger.settings;
      return {
        state: {
          build_version: '2.3.0',
          complete_ledgers: `1-${ledger.validated}`,
          server_state: 'full',
          load_base: s.loadBase,
          load_factor: s.loadFactor,
          validated_ledger: {
            base_fee: Number(s.baseFee),
            close_time: Math.floor(Date.now() / 1000) - RIPPLE_EPOCH,
            hash: ledger.validated.toString(16).toUpperCase().padStart(64, '0'),
            seq: ledger.validated,
            ...(opts.omitReserves()
              ? {}
              : { reserve_base: Number(s.reserveBase), reserve_inc: Number(s.reserveInc) }),
          },
        },
      };
    },
    ledger_current: () => ({ ledger_current_index: ledger.current }),
    fee: () => {
      const open = ledger.openLedgerFee();
      return {
        current_ledger_size: '0',
        current_queue_size: '0',
        drops: {
          base_fee: ledger.settings.baseFee.toString(),
          median_fee: '5000',
          minimum_fee: ledger.settings.baseFee.toString(),
          open_ledger_fee: open.toString(),
        },
        expected_ledger_size: '1000',
        ledger_current_index: ledger.current,
        levels: {
          median_level: '128000',
          minimum_level: '256',
          open_ledger_level: String(Math.ceil((Number(open) * 256) / Number(ledger.settings.baseFee))),
          reference_level: '256',
        },
        max_queue_size: '20000',
      };
    },
    account_info: (p) => {
      const which = ledgerOf(p);
      const a = ledger.account(String(p.account), which);
      if (!a) return error('actNotFound', 19, 'Account not found.', p);
      return {
        account_data: {
          Account: a.Account,
          Balance: a.Balance.toString(10),
          Flags: a.Flags,
          LedgerEntryType: 'AccountRoot',
          OwnerCount: a.OwnerCount,
          PreviousTxnID: '0'.repeat(64),
          PreviousTxnLgrSeq: 1,
          Sequence: a.Sequence,
          ...(ledger.transferRates.has(a.Account)
            ? { TransferRate: ledger.transferRates.get(a.Account) }
            : {}),
          index: '0'.repeat(64),
        },
        account_flags: { requireDestinationTag: (a.Flags & 0x0002_0000) !== 0 },
        ...(which === 'current'
          ? { ledger_current_index: ledger.current }
          : { ledger_index: ledger.validated }),
        validated: which === 'validated',
      };
    },
    account_lines: (p) => {
      const which = ledgerOf(p);
      const account = String(p.account);
      if (!ledger.account(account, which)) return error('actNotFound', 19, 'Account not found.', p);
      const peer = p.peer === undefined ? undefined : String(p.peer);
      const lines = ledger
        .linesOf(account, which)
        .filter((l) => peer === undefined || l.issuer === peer)
        .map((l) => ({
          account: l.issuer,
          balance: issuedValue(l.balance),
          currency: l.currency,
          limit: issuedValue(l.limit),
          limit_peer: '0',
          quality_in: 0,
          quality_out: 0,
          ...(l.noRipple ? { no_ripple: true } : {}),
          no_ripple_peer: false,
        }));
      return {
        account,
        lines,
        ...(which === 'current'
          ? { ledger_current_index: ledger.current }
          : { ledger_index: ledger.validated }),
        validated: which === 'validated',
      };
    },
    account_tx: (p) => {
      const account = String(p.account);
      const limit = Math.min(Number(p.limit ?? 200), 400);
      if (!ledger.account(account, 'current')) return error('actNotFound', 19, 'Account not found.', p);
      return {
        account,
        ledger_index_min: 1,
        ledger_index_max: ledger.validated,
        limit,
        transactions: ledger.history(account, limit).map((t) => ({
          ...(closeIso(t) ? { close_time_iso: closeIso(t) } : {}),
          hash: t.hash,
          ledger_index: t.ledgerIndex,
          meta: metaOf(t),
          tx_json: txJson(t),
          validated: true,
        })),
        validated: true,
      };
    },
    tx: (p) => {
      const t = ledger.txs.find((x) => x.hash === String(p.transaction).toUpperCase());
      if (!t) return { ...error('txnNotFound', 29, 'Transaction not found.', p), searched_all: true };
      const validated = t.ledgerIndex <= ledger.validated;
      return {
        ...(closeIso(t) ? { close_time_iso: closeIso(t) } : {}),
        hash: t.hash,
        ledger_index: t.ledgerIndex,
        ...(validated ? { meta: metaOf(t) } : {}),
        tx_json: txJson(t),
        validated,
      };
    },
    submit: (p) => {
      const blob = String(p.tx_blob ?? '');
      const out = submitBlob(ledger, blob);
      if (out.kind === 'rejected')
        return { ...error(out.error, 47, 'Transaction is invalid.', p), error_exception: out.exception };
      const applied = ledger.txs.some((t) => t.hash === out.hash);
      return {
        accepted: applied,
        applied,
        broadcast: applied,
        engine_result: out.result,
        // rippled's TER.h numbers, from the codec's definitions
        engine_result_code: DEFAULT_DEFINITIONS.transactionResult.from(out.result).ordinal,
        engine_result_message: RESULT_MESSAGES[out.result] ?? out.result,
        kept: applied,
        queued: false,
        tx_blob: blob,
        tx_json: { ...out.tx, hash: out.hash },
        validated_ledger_index: ledger.validated,
      };
    },
  };
}
