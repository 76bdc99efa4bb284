/**
 * The JSON-RPC methods, each answering in the shape documented at solana.com/docs/rpc
 * (`{ context: { slot, apiVersion }, value }` where the docs say so) from litesvm's state and
 * the ledger's history.
 */
import { FailedTransactionMetadata } from 'litesvm';
import { address, getTransactionDecoder } from '@solana/kit';
import { PublicKey, VersionedMessage, VersionedTransaction } from '@solana/web3.js';
import { base58, base64 } from '@scure/base';
import { accountJson, type Encoding, type RawAccount } from './accountJson';
import { feeOf, type Ledger } from './ledger';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM, decodeTokenAccount, uiTokenAmount } from './layouts';
import { transactionJson } from './transactionJson';
import { txErrorJson, txErrorText, type TxErrJson } from './txErrors';

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export interface MethodEnv {
  ledger: Ledger;
  dropSends: () => boolean;
  /**
   * a program's accounts, read once per HTTP request: litesvm scans every account on each
   * call, and a batch of one call per wallet would otherwise scan once per wallet
   */
  programAccounts: (program: string) => ProgramAccount[];
}

export interface ProgramAccount {
  address: string;
  lamports: bigint;
  data: Uint8Array;
  executable: boolean;
}

type Params = unknown[];
type Cfg = { encoding?: Encoding; [k: string]: unknown };

const invalid = (what: string) => new RpcError(-32602, `Invalid param: ${what}`);

function str(p: Params, i: number): string {
  const v = p[i];
  if (typeof v !== 'string') throw invalid(`expected a string at position ${i}`);
  return v;
}
function pubkey(v: unknown): string {
  if (typeof v !== 'string') throw invalid('Invalid');
  try {
    return new PublicKey(v).toBase58();
  } catch {
    throw invalid('Invalid');
  }
}
const cfg = (p: Params, i: number): Cfg => (p[i] && typeof p[i] === 'object' ? (p[i] as Cfg) : {});

function ctx(env: MethodEnv, value: unknown) {
  return { context: { apiVersion: '2.2.0', slot: env.ledger.slot }, value };
}

function rawAccount(env: MethodEnv, key: string): RawAccount | null {
  const a = env.ledger.svm.getAccount(address(key));
  if (!a.exists) return null;
  return {
    lamports: a.lamports,
    data: new Uint8Array(a.data),
    owner: a.programAddress,
    executable: a.executable,
  };
}

function render(env: MethodEnv, acct: RawAccount | null, encoding: Encoding) {
  return acct && accountJson(acct, encoding, (m) => env.ledger.decimalsOf(m));
}

function wireOf(p: Params, c: Cfg): Uint8Array {
  const s = str(p, 0);
  try {
    return c.encoding === 'base64' ? base64.decode(s) : base58.decode(s);
  } catch {
    throw invalid('invalid transaction encoding');
  }
}

function decodeTx(wire: Uint8Array): VersionedTransaction {
  try {
    return VersionedTransaction.deserialize(wire);
  } catch (e) {
    throw invalid(`failed to deserialize transaction: ${String(e)}`);
  }
}

const bytesAt = (data: Uint8Array, at: number, want: Uint8Array): boolean =>
  at + want.length <= data.length && want.every((b, i) => data[at + i] === b);

type Filter = { memcmp?: { offset: number; bytes: string; encoding?: string }; dataSize?: number };
type Check = (data: Uint8Array) => boolean;
/** decoded once per call, then applied to every account */
function filterOf(filters: Filter[]): Check {
  const checks: Check[] = filters.map((f) => {
    if (f.dataSize !== undefined) {
      const size = f.dataSize;
      return (d) => d.length === size;
    }
    if (f.memcmp) {
      const { offset, bytes, encoding } = f.memcmp;
      let want: Uint8Array;
      try {
        want = encoding === 'base64' ? base64.decode(bytes) : base58.decode(bytes);
      } catch {
        throw invalid(`memcmp bytes are not valid ${encoding ?? 'base58'}`);
      }
      return (d) => bytesAt(d, offset, want);
    }
    return () => true;
  });
  return (d) => checks.every((c) => c(d));
}

interface SimResult {
  err: TxErrJson | null;
  logs: string[];
  unitsConsumed: number;
  /** the accounts the transaction wrote, as they would be after it (empty when it fails) */
  post: Map<string, RawAccount>;
}

function simulate(env: MethodEnv, wire: Uint8Array, sigVerify: boolean): SimResult {
  const svm = env.ledger.svm;
  svm.withSigverify(sigVerify);
  try {
    const r = svm.simulateTransaction(getTransactionDecoder().decode(wire));
    const meta = r.meta();
    const failed = r instanceof FailedTransactionMetadata;
    const post = new Map<string, RawAccount>(
      failed
        ? []
        : r.postAccounts().map((a) => [
            a.address,
            {
              lamports: a.lamports,
              data: new Uint8Array(a.data),
              owner: a.programAddress,
              executable: a.executable,
            },
          ]),
    );
    const err = failed ? txErrorJson(r) : null;
    return { err, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()), post };
  } catch {
    return { err: 'SignatureFailure', logs: [], unitsConsumed: 0, post: new Map() };
  } finally {
    svm.withSigverify(true);
  }
}

function preflightError(sim: SimResult): RpcError {
  if (sim.err === 'SignatureFailure')
    return new RpcError(-32003, 'Transaction signature verification failure');
  return new RpcError(-32002, `Transaction simulation failed: ${txErrorText(sim.err ?? 'unknown')}`, {
    accounts: null,
    err: sim.err,
    innerInstructions: null,
    logs: sim.logs,
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed: sim.unitsConsumed,
  });
}

function tokenAccountsByOwner(p: Params, env: MethodEnv) {
  const owner = pubkey(p[0]);
  const filter = (p[1] ?? {}) as { mint?: string; programId?: string };
  const c = cfg(p, 2);
  let programs: string[];
  let mint: string | undefined;
  if (filter.programId !== undefined) {
    const id = pubkey(filter.programId);
    if (id !== TOKEN_PROGRAM && id !== TOKEN_2022_PROGRAM) throw invalid('unrecognized Token program id');
    programs = [id];
  } else if (filter.mint !== undefined) {
    mint = pubkey(filter.mint);
    const m = rawAccount(env, mint);
    if (!m || (m.owner !== TOKEN_PROGRAM && m.owner !== TOKEN_2022_PROGRAM))
      throw invalid('Token mint could not be unpacked');
    programs = [m.owner];
  } else throw invalid('expected a mint or programId filter');
  // compared as bytes first (owner at 32, mint at 0): base58 for every account is slow
  const ownerBytes = base58.decode(owner);
  const mintBytes = mint === undefined ? undefined : base58.decode(mint);
  const value = programs.flatMap((prog) =>
    env
      .programAccounts(prog)
      .filter(
        (a) =>
          bytesAt(a.data, 32, ownerBytes) &&
          (mintBytes === undefined || bytesAt(a.data, 0, mintBytes)) &&
          decodeTokenAccount(a.data) !== undefined,
      )
      .map((a) => ({
        account: render(
          env,
          { lamports: a.lamports, data: a.data, owner: prog, executable: a.executable },
          c.encoding,
        ),
        pubkey: a.address,
      })),
  );
  return ctx(env, value);
}

function signaturesForAddress(p: Params, env: MethodEnv) {
  const who = pubkey(p[0]);
  const c = cfg(p, 1) as { limit?: number; before?: string; until?: string };
  const limit = c.limit ?? 1000;
  if (limit < 1 || limit > 1000) throw invalid('Invalid limit; max 1000');
  const all = [...(env.ledger.byAddress.get(who) ?? [])].reverse();
  let start = 0;
  if (c.before) {
    const i = all.indexOf(c.before);
    start = i < 0 ? all.length : i + 1;
  }
  let list = all.slice(start);
  if (c.until) {
    const j = list.indexOf(c.until);
    if (j >= 0) list = list.slice(0, j);
  }
  return list.slice(0, limit).map((s) => {
    const t = env.ledger.bySignature.get(s)!;
    return {
      blockTime: t.blockTime,
      confirmationStatus: 'finalized',
      err: t.err,
      memo: null,
      signature: s,
      slot: t.slot,
    };
  });
}

function sendTransaction(p: Params, env: MethodEnv) {
  const c = cfg(p, 1) as Cfg & { skipPreflight?: boolean };
  const wire = wireOf(p, c);
  const tx = decodeTx(wire);
  const signature = base58.encode(tx.signatures[0] ?? new Uint8Array(64));
  if (!c.skipPreflight) {
    if (!env.ledger.isValid(tx.message.recentBlockhash))
      throw preflightError({ err: 'BlockhashNotFound', logs: [], unitsConsumed: 0, post: new Map() });
    const sim = simulate(env, wire, true);
    if (sim.err !== null) throw preflightError(sim);
  }
  if (env.dropSends()) return signature;
  const r = env.ledger.land(wire);
  if (!r.ok && r.err === 'AlreadyProcessed')
    throw new RpcError(-32002, 'Transaction simulation failed: This transaction has already been processed', {
      err: 'AlreadyProcessed',
      logs: [],
      accounts: null,
      unitsConsumed: 0,
    });
  // a transaction that is not charged is dropped silently, as a node's forwarder would
  return signature;
}

/**
 * `accounts: { addresses, encoding }` asks for accounts as they would be after the
 * transaction: in order, null for one that would not exist (closed, or never created), an
 * account the transaction does not write as it is now; null for all when it fails.
 */
function simulatedAccounts(env: MethodEnv, c: Cfg, sim: SimResult): unknown[] | null {
  const want = c.accounts as { addresses?: unknown; encoding?: Encoding } | undefined;
  if (!want || typeof want !== 'object') return null;
  if (!Array.isArray(want.addresses)) throw invalid('accounts.addresses must be an array');
  const keys = want.addresses.map(pubkey);
  if (sim.err !== null) return keys.map(() => null);
  const encoding = want.encoding ?? 'base64';
  if (encoding === 'base58') throw invalid('base58 encoding not supported for simulated accounts');
  return keys.map((k) => {
    const acct = sim.post.has(k) ? sim.post.get(k)! : rawAccount(env, k);
    return acct && acct.lamports > 0n ? render(env, acct, encoding) : null;
  });
}

function simulateTransaction(p: Params, env: MethodEnv) {
  const c = cfg(p, 1) as Cfg & { sigVerify?: boolean; replaceRecentBlockhash?: boolean };
  if (c.sigVerify && c.replaceRecentBlockhash)
    throw invalid('sigVerify may not be used with replaceRecentBlockhash');
  let wire = wireOf(p, c);
  const tx = decodeTx(wire);
  let replacement: { blockhash: string; lastValidBlockHeight: number } | null = null;
  if (c.replaceRecentBlockhash) {
    replacement = env.ledger.latest();
    tx.message.recentBlockhash = replacement.blockhash;
    wire = tx.serialize();
  }
  const base = {
    accounts: null,
    innerInstructions: null,
    returnData: null,
    replacementBlockhash: replacement,
  };
  if (!env.ledger.isValid(tx.message.recentBlockhash))
    return ctx(env, { ...base, err: 'BlockhashNotFound', logs: [], unitsConsumed: 0 });
  const sim = simulate(env, wire, c.sigVerify === true);
  const accounts = simulatedAccounts(env, c, sim);
  return ctx(env, { ...base, accounts, err: sim.err, logs: sim.logs, unitsConsumed: sim.unitsConsumed });
}

function recentPrioritizationFees(p: Params, env: MethodEnv) {
  const wanted = Array.isArray(p[0]) ? new Set((p[0] as unknown[]).map(pubkey)) : undefined;
  const bySlot = new Map<number, number>();
  for (const s of env.ledger.order) {
    const t = env.ledger.bySignature.get(s)!;
    if (t.slot < env.ledger.slot - 150) continue;
    if (wanted && !t.accountKeys.some((k) => wanted.has(k))) continue;
    bySlot.set(t.slot, Math.min(bySlot.get(t.slot) ?? Infinity, t.unitPrice));
  }
  if (bySlot.size === 0) return [{ prioritizationFee: 0, slot: env.ledger.slot }];
  return [...bySlot].map(([slot, prioritizationFee]) => ({ prioritizationFee, slot }));
}

/** The fixture cluster's genesis hash: a made-up one, as a fresh test validator's is. */
export const FIXTURE_GENESIS_HASH = '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R';

export const METHODS: Record<string, (p: Params, env: MethodEnv) => unknown> = {
  getHealth: () => 'ok',
  // the fixture cluster's own genesis hash (Settings → Networks holds a local node to it)
  getGenesisHash: () => FIXTURE_GENESIS_HASH,
  getVersion: () => ({ 'feature-set': 0, 'solana-core': '2.2.0' }),
  getSlot: (_p, env) => env.ledger.slot,
  getBlockHeight: (_p, env) => env.ledger.height,
  getEpochInfo: (_p, env) => ({
    absoluteSlot: env.ledger.slot,
    blockHeight: env.ledger.height,
    epoch: env.ledger.epoch,
    slotIndex: env.ledger.slot - env.ledger.epochStartSlot,
    slotsInEpoch: 432_000,
    transactionCount: env.ledger.order.length,
  }),
  getLatestBlockhash: (_p, env) => ctx(env, env.ledger.latest()),
  isBlockhashValid: (p, env) => ctx(env, env.ledger.isValid(str(p, 0))),
  getBalance: (p, env) => ctx(env, Number(env.ledger.svm.getBalance(address(pubkey(p[0]))) ?? 0n)),
  getMinimumBalanceForRentExemption: (p, env) => {
    const n = p[0];
    if (typeof n !== 'number' || n < 0) throw invalid('expected a data length');
    return Number(env.ledger.svm.minimumBalanceForRentExemption(BigInt(n)));
  },
  getAccountInfo: (p, env) => ctx(env, render(env, rawAccount(env, pubkey(p[0])), cfg(p, 1).encoding)),
  getMultipleAccounts: (p, env) => {
    if (!Array.isArray(p[0])) throw invalid('expected an array of addresses');
    if (p[0].length > 100) throw invalid('Too many inputs provided; max 100');
    const enc = cfg(p, 1).encoding;
    return ctx(
      env,
      (p[0] as unknown[]).map((k) => render(env, rawAccount(env, pubkey(k)), enc)),
    );
  },
  getTokenAccountsByOwner: tokenAccountsByOwner,
  getTokenAccountBalance: (p, env) => {
    const acct = rawAccount(env, pubkey(p[0]));
    const ta =
      acct && (acct.owner === TOKEN_PROGRAM || acct.owner === TOKEN_2022_PROGRAM)
        ? decodeTokenAccount(acct.data)
        : undefined;
    const decimals = ta && env.ledger.decimalsOf(ta.mint);
    if (!ta || decimals === undefined) throw invalid('could not find account');
    return ctx(env, uiTokenAmount(ta.amount, decimals));
  },
  getProgramAccounts: (p, env) => {
    const program = pubkey(p[0]);
    const c = cfg(p, 1) as Cfg & { filters?: Filter[]; withContext?: boolean };
    const keep = filterOf(c.filters ?? []);
    const list = env
      .programAccounts(program)
      .filter((a) => keep(a.data))
      .map((a) => ({
        account: render(
          env,
          { lamports: a.lamports, data: a.data, owner: program, executable: a.executable },
          c.encoding,
        ),
        pubkey: a.address,
      }));
    return c.withContext ? ctx(env, list) : list;
  },
  simulateTransaction,
  sendTransaction,
  getSignatureStatuses: (p, env) => {
    if (!Array.isArray(p[0])) throw invalid('expected an array of signatures');
    return ctx(
      env,
      (p[0] as unknown[]).map((s) => {
        const t = typeof s === 'string' ? env.ledger.bySignature.get(s) : undefined;
        if (!t) return null;
        return {
          confirmationStatus: 'finalized',
          confirmations: null,
          err: t.err,
          slot: t.slot,
          status: t.err === null ? { Ok: null } : { Err: t.err },
        };
      }),
    );
  },
  getSignaturesForAddress: signaturesForAddress,
  getTransaction: (p, env) => {
    const t = env.ledger.bySignature.get(str(p, 0));
    if (!t) return null;
    const c = cfg(p, 1) as Cfg & { maxSupportedTransactionVersion?: number };
    const version = t.tx.version;
    if (version !== 'legacy' && c.maxSupportedTransactionVersion === undefined)
      throw new RpcError(
        -32015,
        `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
      );
    return transactionJson(t, c.encoding ?? 'json', c.maxSupportedTransactionVersion !== undefined);
  },
  getRecentPrioritizationFees: recentPrioritizationFees,
  getFeeForMessage: (p, env) => {
    let msg: VersionedMessage;
    try {
      msg = VersionedMessage.deserialize(base64.decode(str(p, 0)));
    } catch {
      throw invalid('invalid message');
    }
    if (!env.ledger.isValid(msg.recentBlockhash)) return ctx(env, null);
    return ctx(env, feeOf(new VersionedTransaction(msg)));
  },
};
