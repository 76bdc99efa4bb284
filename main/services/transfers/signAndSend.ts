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
    if (prepared.quote.fee > approvedFee)
      throw new AppError(
        'RULE',
        `The fee went up to ${formatUnits(prepared.quote.fee, getChain(coin.chainName).decimals)}; review it and send again`,
      );
    // The signer holds the transaction to the fee the user approved, not to main's estimate;
    // where the chain charges after the fact, to the most it can cost, which the review showed.
    const max = maxFeeOf(prepared.quote);
    const cap = max !== undefined && max > approvedFee ? max : approvedFee;
    const intent = { ...prepared.intent, feeCap: cap.toString() };
    const family = this.refs.sendingFamily(ref.chainName);
    const { signed } = await this.d.signer.call('signTransfer', {
      walletId: ref.walletId,
      network: family.network,
      unsigned: prepared.unsigned,
      intent,
      activePath: ref.path,
    });
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
