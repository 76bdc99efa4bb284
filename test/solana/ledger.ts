/**
 * The chain around litesvm: litesvm only executes, so the facade keeps what a node would —
 * slots and block heights, blockhashes with their 150-block lifetime, and every landed
 * transaction with its meta (balances before/after, token balances, logs, fee), indexed by
 * signature and by each account it touches, newest last.
 *
 * Model: every landed transaction is its own block (slot and height + 1, a fresh
 * blockhash). litesvm's own blockhash check is off; validity is decided here, so a blockhash
 * stays usable for 150 blocks like on a real cluster and `expire()` can end it.
 */
import { Clock, FailedTransactionMetadata, type LiteSVM, type TransactionMetadata } from 'litesvm';
import { address, getTransactionDecoder } from '@solana/kit';
import { VersionedTransaction } from '@solana/web3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base58 } from '@scure/base';
import { decodeMint, decodeTokenAccount, isTokenProgram, uiTokenAmount } from './layouts';
import { landsWithError, txErrorJson, type TxErrJson } from './txErrors';

export const BLOCKHASH_LIFETIME = 150;
export const SLOTS_PER_EPOCH = 432_000;
const LAMPORTS_PER_SIGNATURE = 5000;
const COMPUTE_BUDGET = 'ComputeBudget111111111111111111111111111111';

export interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: ReturnType<typeof uiTokenAmount>;
}

export interface InnerIx {
  programIdIndex: number;
  accounts: number[];
  data: Uint8Array;
  stackHeight: number;
}

export interface Landed {
  signature: string;
  slot: number;
  blockTime: number;
  wire: Uint8Array;
  tx: VersionedTransaction;
  accountKeys: string[];
  err: TxErrJson | null;
  fee: number;
  logs: string[];
  unitsConsumed: number;
  preBalances: number[];
  postBalances: number[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
  innerInstructions: { index: number; instructions: InnerIx[] }[];
  /** micro-lamports per CU, for getRecentPrioritizationFees */
  unitPrice: number;
}

export type LandResult =
  | { ok: true; signature: string; landed: Landed }
  | { ok: false; signature: string; err: TxErrJson; logs: string[]; unitsConsumed: number };

/** Compute-budget instructions decide the priority part of the fee. */
export function computeBudgetOf(tx: VersionedTransaction): { unitLimit: number; unitPrice: number } {
  const keys = tx.message.staticAccountKeys.map((k) => k.toBase58());
  let unitLimit: number | undefined;
  let unitPrice = 0;
  let others = 0;
  for (const ix of tx.message.compiledInstructions) {
    if (keys[ix.programIdIndex] !== COMPUTE_BUDGET) {
      others++;
      continue;
    }
    const d = ix.data;
    const v = new DataView(d.buffer, d.byteOffset, d.byteLength);
    if (d[0] === 2 && d.length >= 5) unitLimit = v.getUint32(1, true);
    if (d[0] === 3 && d.length >= 9) unitPrice = Number(v.getBigUint64(1, true));
  }
  return { unitLimit: unitLimit ?? Math.min(1_400_000, 200_000 * others), unitPrice };
}

export function feeOf(tx: VersionedTransaction): number {
  const { unitLimit, unitPrice } = computeBudgetOf(tx);
  const priority = Math.ceil((unitLimit * unitPrice) / 1_000_000);
  return tx.message.header.numRequiredSignatures * LAMPORTS_PER_SIGNATURE + priority;
}

export class Ledger {
  slot = 1000;
  height = 1000;
  epoch = 0;
  epochStartSlot = 0;
  private readonly hashes = new Map<string, number>();
  readonly bySignature = new Map<string, Landed>();
  /** signatures per account, oldest first */
  readonly byAddress = new Map<string, string[]>();
  readonly order: string[] = [];
  private readonly decoder = getTransactionDecoder();
  private readonly decimals = new Map<string, number>();

  constructor(readonly svm: LiteSVM) {
    svm.withBlockhashCheck(false);
    this.syncClock();
  }

  blockhashAt(height: number): string {
    const h = base58.encode(sha256(new TextEncoder().encode(`facade-block-${height}`)));
    this.hashes.set(h, height);
    return h;
  }

  latest(): { blockhash: string; lastValidBlockHeight: number } {
    return {
      blockhash: this.blockhashAt(this.height),
      lastValidBlockHeight: this.height + BLOCKHASH_LIFETIME,
    };
  }

  isValid(blockhash: string): boolean {
    const at = this.hashes.get(blockhash);
    return at !== undefined && this.height <= at + BLOCKHASH_LIFETIME;
  }

  advance(blocks: number): void {
    this.slot += blocks;
    this.height += blocks;
    while (this.slot >= this.epochStartSlot + SLOTS_PER_EPOCH) {
      this.epochStartSlot += SLOTS_PER_EPOCH;
      this.epoch++;
    }
    this.syncClock();
  }

  nextEpoch(): void {
    this.advance(this.epochStartSlot + SLOTS_PER_EPOCH - this.slot);
  }

  private syncClock(): void {
    const now = BigInt(Math.floor(Date.now() / 1000));
    this.svm.setClock(new Clock(BigInt(this.slot), now, BigInt(this.epoch), BigInt(this.epoch + 1), now));
  }

  tokenBalances(keys: string[]): TokenBalance[] {
    const out: TokenBalance[] = [];
    keys.forEach((k, accountIndex) => {
      const a = this.svm.getAccount(address(k));
      if (!a.exists || !isTokenProgram(a.programAddress)) return;
      const ta = decodeTokenAccount(new Uint8Array(a.data));
      const decimals = ta && this.decimalsOf(ta.mint);
      if (!ta || decimals === undefined) return;
      out.push({
        accountIndex,
        mint: ta.mint,
        owner: ta.owner,
        programId: a.programAddress,
        uiTokenAmount: uiTokenAmount(ta.amount, decimals),
      });
    });
    return out;
  }

  /** a mint's decimals never change once it is initialized, so they are kept */
  decimalsOf(mint: string): number | undefined {
    const known = this.decimals.get(mint);
    if (known !== undefined) return known;
    const m = this.svm.getAccount(address(mint));
    const d = m.exists ? decodeMint(new Uint8Array(m.data))?.decimals : undefined;
    if (d !== undefined) this.decimals.set(mint, d);
    return d;
  }

  private balances(keys: string[]): number[] {
    return keys.map((k) => Number(this.svm.getBalance(address(k)) ?? 0n));
  }

  private execute(wire: Uint8Array): TransactionMetadata | FailedTransactionMetadata | undefined {
    try {
      return this.svm.sendTransaction(this.decoder.decode(wire));
    } catch {
      // kit refuses a transaction with a missing signature before litesvm sees it
      return undefined;
    }
  }

  /** Executes a signed wire transaction; when it is charged (even if it fails) it lands. */
  land(wire: Uint8Array): LandResult {
    const tx = VersionedTransaction.deserialize(wire);
    const signature = base58.encode(tx.signatures[0] ?? new Uint8Array(64));
    if (!this.isValid(tx.message.recentBlockhash))
      return { ok: false, signature, err: 'BlockhashNotFound', logs: [], unitsConsumed: 0 };
    const keys = tx.message.staticAccountKeys.map((k) => k.toBase58());
    const preBalances = this.balances(keys);
    const preTokenBalances = this.tokenBalances(keys);
    const result = this.execute(wire);
    if (!result) return { ok: false, signature, err: 'SignatureFailure', logs: [], unitsConsumed: 0 };
    const meta = result instanceof FailedTransactionMetadata ? result.meta() : result;
    const err = result instanceof FailedTransactionMetadata ? txErrorJson(result) : null;
    const logs = meta.logs();
    const unitsConsumed = Number(meta.computeUnitsConsumed());
    if (err !== null && !landsWithError(err)) return { ok: false, signature, err, logs, unitsConsumed };
    this.advance(1);
    const landed: Landed = {
      signature,
      slot: this.slot,
      blockTime: Math.floor(Date.now() / 1000),
      wire,
      tx,
      accountKeys: keys,
      err,
      fee: feeOf(tx),
      logs,
      unitsConsumed,
      preBalances,
      postBalances: this.balances(keys),
      preTokenBalances,
      postTokenBalances: this.tokenBalances(keys),
      innerInstructions: meta
        .innerInstructions()
        .map((list, index) => ({
          index,
          instructions: list.map((inner) => {
            const ci = inner.instruction();
            return {
              programIdIndex: ci.programIdIndex(),
              accounts: [...ci.accounts()],
              data: ci.data(),
              stackHeight: inner.stackHeight(),
            };
          }),
        }))
        .filter((g) => g.instructions.length > 0),
      unitPrice: computeBudgetOf(tx).unitPrice,
    };
    this.bySignature.set(signature, landed);
    this.order.push(signature);
    for (const k of new Set(keys)) {
      const list = this.byAddress.get(k) ?? [];
      list.push(signature);
      this.byAddress.set(k, list);
    }
    return { ok: true, signature, landed };
  }
}
