/**
 * A manager operation applied to the fixture ledger the way the protocol does it: prechecks
 * (counter, revealed key, fee) refuse the whole operation; an application failure (balance,
 * gas, storage) is included as `failed`, earlier contents `backtracked`, later ones `skipped`,
 * fees and counters kept. Run on a copy for run_operation, on the ledger for an injection.
 */
import { getPkhfromPk } from '@taquito/utils';
import {
  CONSTANTS,
  REVEAL_MILLIGAS,
  TRANSFER_MILLIGAS,
  protoError,
  type Account,
  type AppliedContent,
} from './ledger';
import { NEW_HOLDER_BYTES, TOKEN_TRANSFER_MILLIGAS, TokenLedger, type TokenMove } from './tokenLedger';

type Content = Record<string, unknown> & { kind: string };

const big = (c: Content, field: string): bigint => {
  const v = c[field];
  if (typeof v !== 'string' || !/^\d+$/.test(v)) throw protoError(`invalid_${field}`);
  return BigInt(v);
};

export interface Applied {
  contents: AppliedContent[];
  /** accounts after the operation (a copy: the caller commits or drops it) */
  accounts: Map<string, Account>;
  /** token ledgers after the operation (a copy, likewise) */
  tokens: TokenLedger;
}

export function applyOperation(
  accounts: ReadonlyMap<string, Account>,
  contents: readonly Content[],
  newAccountCounter: bigint,
  tokenLedger: TokenLedger = new TokenLedger(),
): Applied {
  const next = new Map([...accounts].map(([k, v]) => [k, { ...v }]));
  if (contents.length === 0) throw protoError('operation.empty_transaction');
  // prechecks: counters in order, a key revealed (or revealed first in the batch), fees paid
  for (const c of contents) {
    if (c.kind !== 'reveal' && c.kind !== 'transaction') throw protoError('operation.unsupported_kind');
    const source = String(c.source);
    const src = next.get(source);
    if (!src || src.balance === 0n) throw protoError('contract.empty_implicit_contract');
    const counter = big(c, 'counter');
    if (counter <= src.counter) throw protoError('contract.counter_in_the_past');
    if (counter > src.counter + 1n) throw protoError('contract.counter_in_the_future');
    if (c.kind === 'reveal') {
      if (src.managerKey !== null) throw protoError('contract.previously_revealed_key');
      const pk = String(c.public_key);
      if (getPkhfromPk(pk) !== source) throw protoError('contract.inconsistent_hash');
      src.managerKey = pk;
    } else if (src.managerKey === null) throw protoError('contract.unrevealed_key');
    const fee = big(c, 'fee');
    if (fee > src.balance) throw protoError('contract.balance_too_low');
    src.balance -= fee;
    src.counter = counter;
  }
  // application: all or nothing past the fees
  const applied = new Map([...next].map(([k, v]) => [k, { ...v }]));
  const tokens = tokenLedger.clone();
  const results: Record<string, unknown>[] = [];
  const moves: TokenMove[][] = [];
  let failedAt = -1;
  let failure = '';
  for (const [i, c] of contents.entries()) {
    const call = c.kind === 'transaction' && c.parameters !== undefined;
    const consumed =
      c.kind === 'reveal' ? REVEAL_MILLIGAS : call ? TOKEN_TRANSFER_MILLIGAS : TRANSFER_MILLIGAS;
    try {
      if (consumed > big(c, 'gas_limit') * 1000n) throw protoError('gas_exhausted.operation');
      if (c.kind === 'reveal') {
        results.push({ status: 'applied', consumed_milligas: consumed.toString() });
        continue;
      }
      if (call) {
        // a token contract's entrypoint: no tez taken, the ledger moved, new holders' storage paid
        if (big(c, 'amount') !== 0n) throw protoError('michelson_v1.script_rejected.NonZeroTransfer');
        const r = tokens.call(String(c.source), String(c.destination), c.parameters as never);
        const storage = BigInt(r.newHolders) * NEW_HOLDER_BYTES;
        if (storage > big(c, 'storage_limit')) throw protoError('storage_exhausted.operation');
        const src = applied.get(String(c.source))!;
        const burn = storage * BigInt(CONSTANTS.cost_per_byte);
        if (burn > src.balance) throw protoError('contract.cannot_pay_storage_fee');
        src.balance -= burn;
        moves[i] = r.moves;
        results.push({
          status: 'applied',
          consumed_milligas: consumed.toString(),
          storage_size: '9421',
          paid_storage_size_diff: storage.toString(),
        });
        continue;
      }
      const src = applied.get(String(c.source))!;
      const amount = big(c, 'amount');
      if (amount > src.balance) throw protoError('contract.balance_too_low');
      const to = String(c.destination);
      const allocated = !applied.has(to);
      const storage = allocated ? BigInt(CONSTANTS.origination_size) : 0n;
      if (storage > big(c, 'storage_limit')) throw protoError('storage_exhausted.operation');
      const burn = storage * BigInt(CONSTANTS.cost_per_byte);
      if (amount + burn > src.balance) throw protoError('contract.cannot_pay_storage_fee');
      src.balance -= amount + burn;
      const dst = applied.get(to) ?? { balance: 0n, counter: newAccountCounter, managerKey: null };
      dst.balance += amount;
      applied.set(to, dst);
      results.push({
        status: 'applied',
        consumed_milligas: consumed.toString(),
        paid_storage_size_diff: '0',
        ...(allocated ? { allocated_destination_contract: true } : {}),
      });
    } catch (e) {
      failedAt = i;
      failure = (e as Error).message;
      break;
    }
  }
  const out: AppliedContent[] = contents.map((content, i) => {
    if (failedAt < 0) return { content, result: results[i]!, ...(moves[i] ? { moves: moves[i] } : {}) };
    if (i < failedAt) return { content, result: { ...results[i]!, status: 'backtracked' } };
    if (i === failedAt)
      return { content, result: { status: 'failed', errors: [{ kind: 'temporary', id: failure }] } };
    return { content, result: { status: 'skipped' } };
  });
  return {
    contents: out,
    accounts: failedAt < 0 ? applied : next,
    tokens: failedAt < 0 ? tokens : tokenLedger,
  };
}
