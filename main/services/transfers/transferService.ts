import { formatUnits, parseUnits } from '../../../shared/amount';
import { fiatDecimalsOf, fiatValue, formatFiat } from '../../../shared/fiat';
import { getChain } from '../../../shared/chains/registry';
import type { CallInput, CallOutput } from '../../../shared/contract';
import type { QuoteView } from '../../../shared/contract/transfers';
import { AppError } from '../../../shared/errors';
import type { Family } from '../../../shared/chains/families';
import type { CoinEntry, WalletMeta } from '../../../shared/wallets';
import { pendingKey, type Cache } from '../../cache';
import type {
  CoinRef,
  ConfirmationStatus,
  PendingEntry,
  Prepared,
  Quote,
  WalletFamily,
} from '../../chains/family';
import type { EventBus } from '../../ipc/events';
import type { SignerClient } from '../../signer/client';
import type { AddressService } from '../wallets/addressService';
import type { WalletService } from '../wallets/walletService';
import { toTxView } from './views';

/** spec §4 and §9: poll every 5000 ms, up to 15 tries. */
export const CONFIRM_INTERVAL_MS = 5_000;
export const CONFIRM_TRIES = 15;

export interface TransferDeps {
  wallets: WalletService;
  addresses: AddressService;
  signer: SignerClient;
  events: EventBus;
  /** the families of the current settings (API keys can change while the app runs) */
  families: () => Partial<Record<Family, WalletFamily>>;
  cache: () => Cache;
  /** a system notification when a sent transaction confirms (respects settings) */
  notifySent: (title: string, body: string) => void;
  /** the coin symbol's price in the local currency, null when unknown; absent: no fiat fee */
  fiatPrice?: (symbol: string) => Promise<{ price: string; currency: string } | null>;
  confirmIntervalMs?: number;
  confirmTries?: number;
  sleep?: (ms: number) => Promise<void>;
}

type SendForm = CallInput<'send.quote'>;

/**
 * Showing a coin and moving it, for every family the same way: the family reads the chain
 * and builds the unsigned transaction, the signer checks it against what the user approved
 * and signs, and this service runs the spec's confirmation flow and keeps pending entries.
 */
export class TransferService {
  private readonly accounts = new Map<string, CoinRef['account']>();
  /** hashes whose confirmation loop should stop (replaced by a speed-up or cancel) */
  private readonly superseded = new Set<string>();
  /** hashes with a confirmation loop running, so a resume never starts a second one */
  private readonly polling = new Map<string, number>();
  /** bumped by stopPolling(): a loop of an older generation ends quietly after its sleep */
  private generation = 0;

  constructor(private readonly d: TransferDeps) {}

  private familyOf(chainName: string): WalletFamily | null {
    return this.d.families()[getChain(chainName).family] ?? null;
  }

  private coinOf(coinId: string): { wallet: WalletMeta; coin: CoinEntry } {
    const wallet = this.d.wallets.currentWallet();
    const coin = wallet.coins.find((c) => c.id === coinId && c.isInWallet);
    if (!coin) throw new AppError('NOT_FOUND', 'Currency not found in the selected wallet');
    return { wallet, coin };
  }

  private async refOf(wallet: WalletMeta, coin: CoinEntry, family: WalletFamily): Promise<CoinRef> {
    const path = this.d.addresses.activePath(wallet, coin.chainName);
    const address = (await this.d.addresses.resolve(wallet, [{ chainName: coin.chainName, path }])).get(
      `${coin.chainName}|${path}`,
    )!;
    const ref: CoinRef = {
      walletId: wallet.id,
      chainName: coin.chainName,
      symbol: coin.symbol,
      decimals: coin.decimals,
      address,
      path,
      ...(coin.contractAddress ? { contractAddress: coin.contractAddress } : {}),
    };
    if (family.usesAccountKey && wallet.kind === 'phrase') {
      const key = `${wallet.id}|${coin.chainName}|${path}`;
      let account = this.accounts.get(key);
      if (!account) {
        account = await this.d.signer.call('utxoAccount', {
          walletId: wallet.id,
          chainName: coin.chainName,
          network: family.network,
          receivePath: path,
        });
        this.accounts.set(key, account);
      }
      ref.account = account;
    }
    return ref;
  }

  private pendingOf(ref: CoinRef): PendingEntry[] {
    return this.d
      .cache()
      .pending.list(pendingKey(ref.chainName, ref.symbol, ref.address))
      .map((p) => ({
        hash: p.hash,
        date: p.date,
        kind: p.kind,
        ...(p.signed !== null ? { signed: p.signed } : {}),
        extra: Object.fromEntries(
          Object.entries({ nonce: p.nonce, data: p.data, value: p.value, from: p.from, to: p.to }).filter(
            ([, v]) => v !== null,
          ),
        ) as Record<string, string | number>,
      }));
  }

  async overview(coinId: string): Promise<CallOutput<'coin.overview'>> {
    const { wallet, coin } = this.coinOf(coinId);
    const family = this.familyOf(coin.chainName);
    const base = { coinId, chainName: coin.chainName, symbol: coin.symbol, decimals: coin.decimals };
    if (!family) {
      const path = this.d.addresses.activePath(wallet, coin.chainName);
      const address = (await this.d.addresses.resolve(wallet, [{ chainName: coin.chainName, path }])).get(
        `${coin.chainName}|${path}`,
      )!;
      return {
        ...base,
        receiveAddress: address,
        balance: null,
        history: [],
        pending: [],
        canSend: false,
        coinSelection: false,
        notice: `Balances and sending on ${getChain(coin.chainName).displayName} are not available in this version yet. You can receive at this address.`,
      };
    }
    const ref = await this.refOf(wallet, coin, family);
    try {
      const snap = await family.snapshot(ref);
      const own = [ref.address, snap.receiveAddress];
      const pending = await this.settle(ref, family, this.pendingOf(ref));
      return {
        ...base,
        receiveAddress: snap.receiveAddress,
        balance: formatUnits(snap.balance, coin.decimals),
        history: snap.history.slice(0, 20).map((h) => toTxView(h, coin.chainName, coin.decimals, own)),
        pending: pending.map((p, i) => ({
          hash: p.hash,
          date: p.date,
          kind: p.kind,
          status: family.pendingStatus ? family.pendingStatus(pending, i) : 'Pending',
          canReplace: family.replace !== undefined,
        })),
        canSend: true,
        coinSelection: snap.utxos !== undefined,
      };
    } catch (e) {
      // spec §8: read failures are logged and the coin still shows, with the reason
      console.error(`overview ${coin.chainName}: ${e instanceof Error ? e.message : String(e)}`);
      return {
        ...base,
        receiveAddress: ref.address,
        balance: null,
        history: [],
        pending: [],
        canSend: false,
        coinSelection: false,
        notice: `Could not reach ${getChain(coin.chainName).displayName}: ${e instanceof Error ? e.message : 'network error'}`,
      };
    }
  }

  /**
   * Entries nobody is polling any more (after a restart, or after the tries ran out) are
   * looked at once when the coin is shown: confirmed or failed ones leave the list.
   */
  private async settle(ref: CoinRef, family: WalletFamily, pending: PendingEntry[]): Promise<PendingEntry[]> {
    const key = pendingKey(ref.chainName, ref.symbol, ref.address);
    const kept: PendingEntry[] = [];
    for (const p of pending) {
      let status: ConfirmationStatus = 'pending';
      try {
        status = await family.status(ref, p.hash, p);
      } catch {
        // unknown for now: keep it
      }
      if (status === 'pending') kept.push(p);
      else this.d.cache().pending.remove(key, p.hash);
    }
    return kept;
  }

  /** The home list: each family reads all of its coins at once where it can batch. */
  async balances(): Promise<CallOutput<'coins.balances'>> {
    return { balances: await this.balancesOf(this.d.wallets.currentWallet()) };
  }

  /** Every wallet's visible balances, wallets read side by side (the portfolio total). */
  async portfolio(): Promise<CallOutput<'portfolio.balances'>> {
    const wallets = this.d.wallets.allWallets();
    const read = await Promise.all(wallets.map((w) => this.balancesOf(w)));
    return {
      wallets: wallets.map((w, i) => ({
        walletId: w.id,
        name: w.name,
        coins: read[i]!.map((b) => ({
          ...b,
          symbol: w.coins.find((c) => c.id === b.coinId)?.symbol ?? '',
        })),
      })),
    };
  }

  private async balancesOf(wallet: WalletMeta): Promise<{ coinId: string; balance: string | null }[]> {
    const visible = wallet.coins.filter((c) => c.isInWallet);
    const result = new Map<string, string | null>(visible.map((c) => [c.id, null]));
    const groups = new Map<WalletFamily, { coin: CoinEntry; ref: CoinRef }[]>();
    for (const coin of visible) {
      const family = this.familyOf(coin.chainName);
      if (!family) continue;
      try {
        const ref = await this.refOf(wallet, coin, family);
        groups.set(family, [...(groups.get(family) ?? []), { coin, ref }]);
      } catch (e) {
        console.error(`balance ref ${coin.id}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    await Promise.all(
      [...groups].map(async ([family, items]) => {
        if (family.balances) {
          const map = await family.balances(items.map((i) => i.ref));
          for (const { coin, ref } of items) {
            const v = map.get(ref);
            if (v !== undefined) result.set(coin.id, formatUnits(v, coin.decimals));
          }
          return;
        }
        await Promise.all(
          items.map(async ({ coin, ref }) => {
            try {
              result.set(coin.id, formatUnits((await family.snapshot(ref)).balance, coin.decimals));
            } catch (e) {
              console.error(`balance ${coin.id}: ${e instanceof Error ? e.message : String(e)}`);
            }
          }),
        );
      }),
    );
    return [...result].map(([coinId, balance]) => ({ coinId, balance }));
  }

  async utxos(coinId: string): Promise<CallOutput<'coin.utxos'>> {
    const { wallet, coin } = this.coinOf(coinId);
    const family = this.sendingFamily(coin.chainName);
    const snap = await family.snapshot(await this.refOf(wallet, coin, family));
    return {
      utxos: (snap.utxos ?? []).map((u) => ({
        id: u.id,
        value: formatUnits(u.value, coin.decimals),
        address: u.address,
        confirmed: u.confirmed,
      })),
    };
  }

  private sendingFamily(chainName: string): WalletFamily {
    const f = this.familyOf(chainName);
    if (!f) throw new AppError('RULE', `Sending on ${getChain(chainName).displayName} is not available yet`);
    return f;
  }

  private params(form: SendForm, decimals: number) {
    return {
      to: form.to.trim(),
      amount: parseUnits(form.amount, decimals),
      sendAll: form.sendAll,
      // A custom rate replaces the option's; Normal is only what the family falls back to naming.
      feeOption: form.feeOption === 'Custom' ? ('Normal' as const) : form.feeOption,
      ...(form.feeOption === 'Custom' && form.customFee !== undefined ? { customFee: form.customFee } : {}),
      ...(form.selectedUtxos ? { selectedUtxos: form.selectedUtxos } : {}),
    };
  }

  private quoteView(q: Quote, coin: CoinEntry): QuoteView {
    const native = getChain(coin.chainName);
    const isToken = coin.type === 'token';
    const total = isToken ? q.amount : q.amount + q.fee;
    return {
      amount: formatUnits(q.amount, coin.decimals),
      fee: formatUnits(q.fee, native.decimals),
      total: formatUnits(total, coin.decimals),
      isMax: q.isMax,
      feeSymbol: native.symbol,
      feeOptions: q.feeOptions.map((o) => ({
        title: o.title,
        price: formatUnits(o.price, q.feeUnitDecimals),
        unit: q.feeUnit,
      })),
    };
  }

  async quote(form: SendForm): Promise<QuoteView> {
    const { wallet, coin } = this.coinOf(form.coinId);
    const family = this.sendingFamily(coin.chainName);
    const ref = await this.refOf(wallet, coin, family);
    const view = this.quoteView(await family.quote(ref, this.params(form, coin.decimals)), coin);
    const rate = await this.d.fiatPrice?.(view.feeSymbol);
    if (!rate) return view;
    const fiat = fiatValue(view.fee, rate.price, fiatDecimalsOf(rate.currency));
    return { ...view, fiatFee: formatFiat(fiat, rate.currency) };
  }

  async resolveName(coinId: string, name: string): Promise<{ address: string | null }> {
    const { coin } = this.coinOf(coinId);
    const family = this.familyOf(coin.chainName);
    if (!family?.resolveName)
      throw new AppError('RULE', `Names are not supported on ${getChain(coin.chainName).displayName}`);
    return { address: await family.resolveName(coin.chainName, name) };
  }

  async submit(form: CallInput<'send.submit'>): Promise<{ hash: string }> {
    const { wallet, coin } = this.coinOf(form.coinId);
    const family = this.sendingFamily(coin.chainName);
    const ref = await this.refOf(wallet, coin, family);
    const approvedFee = parseUnits(form.approvedFee, getChain(coin.chainName).decimals);
    const prepared = await family.prepare(ref, this.params(form, coin.decimals));
    return this.signAndSend(ref, coin, prepared, approvedFee, 'transfer');
  }

  private async signAndSend(
    ref: CoinRef,
    coin: CoinEntry,
    prepared: Prepared,
    approvedFee: bigint,
    kind: PendingEntry['kind'],
  ): Promise<{ hash: string }> {
    if (prepared.quote.fee > approvedFee)
      throw new AppError(
        'RULE',
        `The fee went up to ${formatUnits(prepared.quote.fee, getChain(coin.chainName).decimals)}; review it and send again`,
      );
    // The signer holds the transaction to the fee the user approved, not to main's estimate.
    const intent = { ...prepared.intent, feeCap: approvedFee.toString() };
    const family = this.sendingFamily(ref.chainName);
    const { signed } = await this.d.signer.call('signTransfer', {
      walletId: ref.walletId,
      network: family.network,
      unsigned: prepared.unsigned,
      intent,
      activePath: ref.path,
    });
    const { hash, pending } = await family.broadcast(ref, signed);
    this.d.cache().pending.add({
      key: pendingKey(ref.chainName, ref.symbol, ref.address),
      hash,
      date: pending.date,
      nonce: typeof pending.extra?.nonce === 'number' ? pending.extra.nonce : null,
      data: typeof pending.extra?.data === 'string' ? pending.extra.data : null,
      value: typeof pending.extra?.value === 'string' ? pending.extra.value : null,
      from: typeof pending.extra?.from === 'string' ? pending.extra.from : null,
      to: typeof pending.extra?.to === 'string' ? pending.extra.to : null,
      kind,
      amount: prepared.quote.amount.toString(10),
      signed: pending.signed ?? signed,
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
    void this.confirm(ref, coin, hash, kind, amount);
    return { hash };
  }

  /**
   * At unlock: pending transactions survive a restart in the cache, and their confirmation
   * polling resumes here, for every wallet, as if the app had never stopped.
   */
  async resumePending(): Promise<number> {
    const rows = this.d.cache().pending.listAll();
    if (rows.length === 0) return 0;
    let resumed = 0;
    for (const wallet of this.d.wallets.allWallets()) {
      for (const coin of wallet.coins) {
        const family = this.familyOf(coin.chainName);
        if (
          !family ||
          !coin.isInWallet ||
          !rows.some((r) => r.key.startsWith(`${coin.chainName}:${coin.symbol}:`))
        )
          continue;
        const ref = await this.refOf(wallet, coin, family);
        const key = pendingKey(ref.chainName, ref.symbol, ref.address);
        for (const row of rows.filter((r) => r.key === key && !this.polling.has(r.hash))) {
          const sent = row.amount ?? row.value;
          const amount = sent !== null ? formatUnits(BigInt(sent), coin.decimals) : '';
          void this.confirm(ref, coin, row.hash, row.kind, amount);
          resumed++;
        }
      }
    }
    return resumed;
  }

  private async confirm(
    ref: CoinRef,
    coin: CoinEntry,
    hash: string,
    kind: PendingEntry['kind'],
    amount: string,
  ) {
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
   * Ends every confirmation loop (lock, app close): the wallet can no longer be read, and
   * the entries stay in the cache, so unlocking resumes them (resumePending).
   */
  stopPolling(): void {
    this.generation++;
    this.polling.clear();
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
    const family = this.sendingFamily(ref.chainName);
    const sleep = this.d.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
    const tries = this.d.confirmTries ?? CONFIRM_TRIES;
    let status: ConfirmationStatus = 'pending';
    for (let i = 0; i < tries && status === 'pending'; i++) {
      await sleep(this.d.confirmIntervalMs ?? CONFIRM_INTERVAL_MS);
      if (gen !== this.generation) return; // stopped (locked or closing): resumed at unlock
      // replaced by a speed-up or cancel: the new transaction's own loop reports from now on
      if (this.superseded.delete(hash)) return;
      try {
        status = await family.status(
          ref,
          hash,
          this.pendingOf(ref).find((p) => p.hash === hash),
        );
      } catch (e) {
        console.error(
          `confirmation check ${hash.slice(0, 13)}: ${e instanceof Error ? e.message : String(e)}`,
        );
      }
    }
    try {
      if (status !== 'pending')
        this.d.cache().pending.remove(pendingKey(ref.chainName, ref.symbol, ref.address), hash);
    } catch {
      // locked meanwhile: the entry is cleared on the next look at the coin
    }
    // 'replaced': another transaction took its nonce; the screen's progress toast still needs
    // an outcome, and it must not read as "sent".
    this.d.events.emit('tx.status', { coinId: coin.id, hash, kind, status, symbol: coin.symbol, amount });
    this.d.events.emit('coin.changed', { coinId: coin.id });
    if (status === 'confirmed')
      this.d.notifySent(`${coin.symbol} sent`, `${amount} ${coin.symbol} confirmed`);
  }

  /** The speed-up or cancel as the family would build it now, rebuilt from the wallet's own copy. */
  private async replacement(coinId: string, hash: string, kind: 'speedUp' | 'cancel') {
    const { wallet, coin } = this.coinOf(coinId);
    const family = this.sendingFamily(coin.chainName);
    if (!family.replace) throw new AppError('RULE', 'This transaction cannot be replaced');
    const ref = await this.refOf(wallet, coin, family);
    const entry = this.pendingOf(ref).find((p) => p.hash === hash);
    if (!entry) throw new AppError('RULE', 'Transaction not found');
    return { coin, ref, prepared: await family.replace(ref, entry, kind) };
  }

  /**
   * What a speed-up or cancel will cost and do, for the confirm dialog: the user approves
   * this fee, and the signer holds the replacement to it.
   */
  async replaceQuote(
    coinId: string,
    hash: string,
    kind: 'speedUp' | 'cancel',
  ): Promise<CallOutput<'tx.replaceQuote'>> {
    const { coin, prepared } = await this.replacement(coinId, hash, kind);
    const native = getChain(coin.chainName);
    const fee = formatUnits(prepared.quote.fee, native.decimals);
    const rate = await this.d.fiatPrice?.(native.symbol);
    return {
      kind,
      to: prepared.intent.to,
      amount: formatUnits(prepared.quote.amount, coin.decimals),
      symbol: coin.symbol,
      fee,
      feeSymbol: native.symbol,
      ...(rate
        ? { fiatFee: formatFiat(fiatValue(fee, rate.price, fiatDecimalsOf(rate.currency)), rate.currency) }
        : {}),
    };
  }

  async replace(
    coinId: string,
    hash: string,
    kind: 'speedUp' | 'cancel',
    approvedFeeText: string,
  ): Promise<{ hash: string }> {
    const { coin, ref, prepared } = await this.replacement(coinId, hash, kind);
    const approvedFee = parseUnits(approvedFeeText, getChain(coin.chainName).decimals);
    const r = await this.signAndSend(ref, coin, prepared, approvedFee, kind);
    this.superseded.add(hash);
    this.d.cache().pending.remove(pendingKey(ref.chainName, ref.symbol, ref.address), hash);
    return r;
  }
}
