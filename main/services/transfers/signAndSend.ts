import { formatUnits } from '../../../shared/amount';
import { getChain } from '../../../shared/chains/registry';
import type { TxKind } from '../../../shared/contract/txKinds';
import { AppError } from '../../../shared/errors';
import type { CoinEntry } from '../../../shared/wallets';
import { maxFeeOf, type CoinRef, type Prepared } from '../../chains/family';
import type { CoinRefs } from './coinRefs';
import type { Confirmations } from './confirmations';
import type { TransferDeps } from './transferDeps';

/**
 * The one way a prepared transaction leaves the wallet, for sends, replacements and staking
 * alike: the fee is held to what the user approved, the signer checks and signs, the family
 * broadcasts, the entry waits in the pending list and the confirmation loop follows it.
 */
export class SignAndSend {
  constructor(
    private readonly d: TransferDeps,
    private readonly refs: CoinRefs,
    private readonly confirmations: Confirmations,
  ) {}

  async run(
    ref: CoinRef,
    coin: CoinEntry,
    prepared: Prepared,
    approvedFee: bigint,
    kind: TxKind,
  ): Promise<{ hash: string }> {
    this.holdFee(coin, prepared.quote.fee, approvedFee);
    // The signer holds the transaction to the fee the user approved, not to main's estimate;
    // where the chain charges after the fact, to the most it can cost, which the review showed.
    const max = maxFeeOf(prepared.quote);
    const signed = await this.sign(ref, prepared, max !== undefined && max > approvedFee ? max : approvedFee);
    return this.sendSigned(ref, coin, prepared, signed, kind);
  }

  /**
   * Several transactions of one account under one review (revokes): the total fee is held to
   * what the review showed, the signer checks and signs every one before any is sent (so a
   * refusal sends nothing), then they go out in order (consecutive nonces) and each waits in the
   * pending list like a send.
   */
  async runAll(
    ref: CoinRef,
    coin: CoinEntry,
    items: readonly { prepared: Prepared; kind: TxKind }[],
    approvedFee: bigint,
  ): Promise<{ hash: string }[]> {
    this.holdFee(
      coin,
      items.reduce((sum, i) => sum + i.prepared.quote.fee, 0n),
      approvedFee,
    );
    const signed: string[] = [];
    for (const { prepared } of items) {
      const q = prepared.quote;
      const max = maxFeeOf(q);
      signed.push(await this.sign(ref, prepared, max !== undefined && max > q.fee ? max : q.fee));
    }
    const sent: { hash: string }[] = [];
    for (const [i, { prepared, kind }] of items.entries())
      sent.push(await this.sendSigned(ref, coin, prepared, signed[i]!, kind));
    return sent;
  }

  private holdFee(coin: CoinEntry, fee: bigint, approvedFee: bigint): void {
    if (fee > approvedFee)
      throw new AppError(
        'RULE',
        `The fee went up to ${formatUnits(fee, getChain(coin.chainName).decimals)}; review it and send again`,
      );
  }

  private async sign(ref: CoinRef, prepared: Prepared, cap: bigint): Promise<string> {
    const intent = { ...prepared.intent, feeCap: cap.toString() };
    const family = this.refs.sendingFamily(ref.chainName);
    const { signed } = await this.d.signer.call('signTransfer', {
      walletId: ref.walletId,
      network: family.network,
      unsigned: prepared.unsigned,
      intent,
      activePath: ref.path,
    });
    return signed;
  }

  /** Broadcast, then the pending list, the events and the confirmation loop. */
  private async sendSigned(
    ref: CoinRef,
    coin: CoinEntry,
    prepared: Prepared,
    signed: string,
    kind: TxKind,
  ): Promise<{ hash: string }> {
    const family = this.refs.sendingFamily(ref.chainName);
    const { hash, pending } = await family.broadcast(ref, signed);
    this.d.cache().pending.add({
      key: this.refs.pendingKeyOf(ref),
      hash,
      date: pending.date,
      kind,
      amount: prepared.quote.amount.toString(10),
      signed: pending.signed ?? signed,
      payload: pending.payload ?? null,
    });
    const amount = formatUnits(prepared.quote.amount, coin.decimals);
    this.d.events.emit('tx.status', {
      coinId: coin.id,
      hash,
      kind,
      status: 'submitted',
      symbol: coin.symbol,
      amount,
    });
    this.d.events.emit('coin.changed', { coinId: coin.id });
    void this.confirmations.watch(ref, coin, hash, kind, amount);
    return { hash };
  }
}
