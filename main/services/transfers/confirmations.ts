import { formatUnits } from '../../../shared/amount';
import type { TxKind } from '../../../shared/contract/txKinds';
import { AppError } from '../../../shared/errors';
import type { CoinEntry } from '../../../shared/wallets';
import type { CoinRef, ConfirmationStatus, PendingEntry } from '../../chains/family';
import type { CoinRefs } from './coinRefs';
import type { TransferDeps } from './transferDeps';

/** spec §4 and §9: poll every 5000 ms, up to 15 tries, unless the family has its own policy. */
export const CONFIRM_INTERVAL_MS = 5_000;
export const CONFIRM_TRIES = 15;

/**
 * The one confirmation loop of the app (spec §4): after a send it asks the family for one
 * look at a time, reports the outcome, and keeps the pending entry until it is settled.
 * Families only answer "what is this hash's status now".
 */
export class Confirmations {
  /** hashes whose loop should stop (replaced by a speed-up or cancel) */
  private readonly superseded = new Set<string>();
  /** hashes with a loop running, so a resume never starts a second one */
  private readonly polling = new Map<string, number>();
  /** bumped by stop(): a loop of an older generation ends quietly after its sleep */
  private generation = 0;

  constructor(
    private readonly d: TransferDeps,
    private readonly refs: CoinRefs,
  ) {}

  /** The replacement's own loop reports from now on. */
  supersede(hash: string): void {
    this.superseded.add(hash);
  }

  async watch(ref: CoinRef, coin: CoinEntry, hash: string, kind: PendingEntry['kind'], amount: string) {
    const gen = this.generation;
    this.polling.set(hash, gen);
    try {
      await this.pollUntilSettled(ref, coin, hash, kind, amount, gen);
    } finally {
      // a loop started after a stop may own the hash now
      if (this.polling.get(hash) === gen) this.polling.delete(hash);
    }
  }

  /**
   * Ends every loop (lock, app close): the wallet can no longer be read, and the entries stay
   * in the cache, so unlocking resumes them.
   */
  stop(): void {
    this.generation++;
    this.polling.clear();
  }

  /**
   * At unlock: pending transactions survive a restart in the cache, and their polling
   * resumes here, for every wallet, as if the app had never stopped.
   */
  async resume(): Promise<number> {
    const rows = this.d.cache().pending.listAll();
    if (rows.length === 0) return 0;
    let resumed = 0;
    for (const wallet of this.d.wallets.allWallets()) {
      for (const coin of wallet.coins) {
        const family = this.refs.familyOf(coin.chainName);
        if (
          !family ||
          !coin.isInWallet ||
          !rows.some((r) => r.key.startsWith(`${coin.chainName}:${coin.symbol}:`))
        )
          continue;
        const ref = await this.refs.refOf(wallet, coin, family);
        const key = this.refs.pendingKeyOf(ref);
        for (const row of rows.filter((r) => r.key === key && !this.polling.has(r.hash))) {
          const amount = row.amount !== null ? formatUnits(BigInt(row.amount), coin.decimals) : '';
          void this.watch(ref, coin, row.hash, row.kind, amount);
          resumed++;
        }
      }
    }
    return resumed;
  }

  /** spec §4: poll, then success, failure, or 'pending' after the tries run out; a refresh follows. */
  private async pollUntilSettled(
    ref: CoinRef,
    coin: CoinEntry,
    hash: string,
    kind: PendingEntry['kind'],
    amount: string,
    gen: number,
  ) {
    const family = this.refs.sendingFamily(ref.chainName);
    const sleep = this.d.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
    // the deps' values are the tests' and the e2e host's; then the family's table row (spec §4)
    const tries = this.d.confirmTries ?? family.confirmPolicy?.tries ?? CONFIRM_TRIES;
    const interval = this.d.confirmIntervalMs ?? family.confirmPolicy?.intervalMs ?? CONFIRM_INTERVAL_MS;
    let status: ConfirmationStatus = 'pending';
    // The entry as the send left it. A coin page read settles entries too (and drops them from
    // the cache) when the chain already has the outcome; a family whose look needs the entry
    // (TON: the seqno and valid_until it used) must still get it, or it answers 'pending' for
    // a transaction that landed and the screen never hears the outcome.
    let entry: PendingEntry | undefined;
    try {
      entry = this.refs.pendingOf(ref).find((p) => p.hash === hash);
    } catch {
      // locked meanwhile: the loop ends at its first look
    }
    for (let i = 0; i < tries && status === 'pending'; i++) {
      await sleep(interval);
      if (gen !== this.generation) return; // stopped (locked or closing): resumed at unlock
      // replaced by a speed-up or cancel: the new transaction's own loop reports from now on
      if (this.superseded.delete(hash)) return;
      try {
        entry = this.refs.pendingOf(ref).find((p) => p.hash === hash) ?? entry;
        status = await family.status(ref, hash, entry);
      } catch (e) {
        // Locking closes the cache a moment before it stops the loops (the signer is told in
        // between): a look that lands in that gap ends quietly, and unlocking resumes it.
        if (e instanceof AppError && e.code === 'LOCKED') return;
        console.error(
          `confirmation check ${hash.slice(0, 13)}: ${e instanceof Error ? e.message : String(e)}`,
        );
      }
    }
    try {
      if (status !== 'pending') this.d.cache().pending.remove(this.refs.pendingKeyOf(ref), hash);
    } catch {
      // locked meanwhile: the entry is cleared on the next look at the coin
    }
    // 'replaced': another transaction took its nonce; the screen's progress toast still needs
    // an outcome, and it must not read as "sent".
    this.d.events.emit('tx.status', { coinId: coin.id, hash, kind, status, symbol: coin.symbol, amount });
    this.d.events.emit('coin.changed', { coinId: coin.id });
    if (status === 'confirmed') {
      const note = confirmedNote(kind, coin.symbol, amount);
      this.d.notifySent(note.title, note.body);
    }
  }
}

/** The system notification of a confirmed transaction, in the words of what it did. */
export function confirmedNote(kind: TxKind, symbol: string, amount: string): { title: string; body: string } {
  const what = `${amount} ${symbol}`;
  switch (kind) {
    case 'transfer':
    case 'speedUp':
    case 'cancel':
      return { title: `${symbol} sent`, body: `${what} confirmed` };
    case 'stake':
      return { title: `${symbol} staked`, body: `${what} staked` };
    case 'unstake':
      return { title: 'Stake deactivated', body: `${what} is being unstaked` };
    case 'withdraw':
      return { title: `${symbol} withdrawn`, body: `Withdrawn ${what}` };
    case 'vote':
      return { title: 'Votes cast', body: `Your ${symbol} votes are in` };
    case 'claim':
      return { title: 'Rewards claimed', body: `${symbol} rewards claimed` };
    case 'trust':
      return { title: `${symbol} added`, body: `The ${symbol} trustline is open` };
    case 'untrust':
      return { title: `${symbol} removed`, body: `The ${symbol} trustline is closed` };
    case 'nftTransfer':
      return { title: 'NFT sent', body: 'The NFT transfer is confirmed' };
    case 'swapDeposit':
      return { title: `${symbol} sent to the swap`, body: `${what} deposited` };
    case 'sellDeposit':
      return { title: `${symbol} sent for the sale`, body: `${what} deposited for the sale` };
    case 'tokenApprove':
      return { title: `${symbol} approved`, body: `The swap may take ${what}` };
    case 'revokeAllowance':
    case 'revokeOperator':
    case 'revokeDelegate':
      return { title: 'Permission revoked', body: `The ${symbol} permission is revoked` };
    case 'revokeDelegation':
      return { title: 'Delegation cleared', body: 'Your account runs no delegated code any more' };
  }
}
