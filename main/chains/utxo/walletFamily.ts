/**
 * The UTXO family as the transfer service sees it: a coin is an account (the xpub the signer
 * exported, or the one address of an imported key), discovered over the profile's explorers; quotes and transfers come from the
 * engine's coin selection; the PSBT goes to the signer with its change outputs marked so the
 * signer can recognise them. The service owns confirmation polling; `status` is one look.
 */
import { Transaction } from 'bitcoinjs-lib';
import { AppError } from '../../../shared/errors';
import { UTXO_ERRORS } from './errors';
import type {
  CoinRef,
  CoinSnapshot,
  FeeOptionTitle,
  Network,
  Prepared,
  Quote,
  QuoteParams,
  SnapshotOptions,
  SwapDepositParams,
  SyncProgress,
  WalletFamily,
} from '../family';
import { buildSwapDeposit } from './logic/buildSwapDeposit';
import { createUtxoAdapter, type UtxoAdapter } from './adapter';
import { annotateChange } from './annotateChange';
import { createDiscoveryCache } from './discoveryCache';
import { accountId, singleAddressAccount, type UtxoAccount } from './logic/account';
import type { BuildTransferResult, UtxoRef } from './logic/buildTransfer';
import { customFeeRate } from './logic/customFeeRate';
import type { DiscoverResult } from './logic/discover';
import type { FeeRates } from './logic/getFeeRates';
import type { InputType } from './params';
import type { UtxoCtx } from './types';
import type { UtxoFamilyContext } from './localEndpoints';
import { providersFor } from './providersFor';
import type { SignIntentOf } from '../../../shared/signer/protocol';

/** How long a discovery (and a fee-rate answer) is reused for quotes. */
export const DISCOVERY_TTL_MS = 10_000;

const INPUT_TYPES: readonly string[] = ['p2wpkh', 'p2sh-p2wpkh', 'p2pkh', 'p2tr'];

/** The coin's account: the signer's xpub, or without one (an imported key) the coin's own address. */
function accountOf(coin: CoinRef, network: Network): UtxoAccount {
  const a = coin.account;
  if (!a) return singleAddressAccount(coin.chainName, network, coin.address);
  if (!INPUT_TYPES.includes(a.type)) throw new AppError('INTERNAL', 'Unknown address type');
  return { xpub: a.xpub, type: a.type as InputType, path: a.path };
}

function utxoRefOf(id: string): UtxoRef {
  const m = /^([0-9a-f]{64}):(\d{1,6})$/.exec(id);
  if (!m) throw new AppError('BAD_INPUT', 'A selected coin is not valid');
  return { txid: m[1] as string, vout: Number(m[2]) };
}

export function createUtxoWalletFamily(c: UtxoFamilyContext): WalletFamily {
  const network: Network = c.network === 'local' ? 'regtest' : c.network;
  const now = c.now ?? Date.now;
  const ctxs = new Map<string, { ctx: UtxoCtx; adapter: UtxoAdapter }>();
  const discoveries = createDiscoveryCache(now, DISCOVERY_TTL_MS);
  const rates = new Map<string, { at: number; rates: Promise<FeeRates> }>();

  const chainOf = (chain: string): { ctx: UtxoCtx; adapter: UtxoAdapter } => {
    let e = ctxs.get(chain);
    if (!e) {
      const ctx: UtxoCtx = {
        chain,
        network,
        http: c.http,
        config: { providers: providersFor(c, chain) },
        now,
      };
      e = { ctx, adapter: createUtxoAdapter(ctx) };
      ctxs.set(chain, e);
    }
    return e;
  };
  const adapterOf = (chain: string): UtxoAdapter => chainOf(chain).adapter;
  const keyOf = (coin: CoinRef, account: UtxoAccount): string => `${coin.chainName}|${accountId(account)}`;
  // whoever waits on a scan hears its progress, also when another caller started it
  const listeners = new Map<string, Set<(p: SyncProgress) => void>>();
  const discovery = (
    coin: CoinRef,
    account: UtxoAccount,
    maxAgeMs: number,
    onProgress?: (p: SyncProgress) => void,
  ): Promise<DiscoverResult> => {
    const key = keyOf(coin, account);
    let set = listeners.get(key);
    if (!set) listeners.set(key, (set = new Set()));
    const heard = set;
    if (onProgress) heard.add(onProgress);
    const scan = discoveries.get(key, maxAgeMs, () =>
      adapterOf(coin.chainName).discover({ account, onProgress: (p) => heard.forEach((l) => l(p)) }),
    );
    if (!onProgress) return scan;
    const done = () => {
      heard.delete(onProgress);
      if (heard.size === 0 && listeners.get(key) === heard) listeners.delete(key);
    };
    scan.then(done, done);
    return scan;
  };
  const feeRates = (chain: string): Promise<FeeRates> => {
    const hit = rates.get(chain);
    if (hit && now() - hit.at <= DISCOVERY_TTL_MS) return hit.rates;
    const entry = { at: now(), rates: adapterOf(chain).getFeeRates() };
    rates.set(chain, entry);
    return entry.rates;
  };
  const rateFor = (r: FeeRates, title: FeeOptionTitle, custom?: string): bigint =>
    custom !== undefined ? customFeeRate(custom) : title === 'Normal' ? r.normal : r.recommended;

  const quoteOf = (b: BuildTransferResult, r: FeeRates, isMax: boolean): Quote => ({
    amount: b.amount,
    fee: b.fee,
    isMax,
    feeOptions: [
      { title: 'Recommended', price: r.recommended },
      { title: 'Normal', price: r.normal },
    ],
    feeUnit: 'sat/vB',
    feeUnitDecimals: 0,
  });

  async function build(coin: CoinRef, p: QuoteParams, maxAgeMs: number) {
    const account = accountOf(coin, network);
    const adapter = adapterOf(coin.chainName);
    if (!adapter.validateAddress(p.to)) throw new AppError('BAD_INPUT', 'Invalid address');
    const [d, r] = await Promise.all([discovery(coin, account, maxAgeMs), feeRates(coin.chainName)]);
    const b = await adapter.buildTransfer({
      account,
      to: p.to,
      amount: p.amount,
      feeRate: rateFor(r, p.feeOption, p.customFee),
      sendAll: p.sendAll,
      ...(p.selectedUtxos?.length ? { selectedUTXOs: p.selectedUtxos.map(utxoRefOf) } : {}),
      discovery: d,
    });
    return { account, d, r, b, quote: quoteOf(b, r, p.sendAll || b.amount + b.fee === d.balance) };
  }

  const preparedOf = (
    coin: CoinRef,
    account: UtxoAccount,
    d: DiscoverResult,
    b: BuildTransferResult,
    quote: Quote,
    kind: SignIntentOf<'utxo'>['kind'],
  ): Prepared => ({
    quote,
    unsigned: annotateChange(coin.chainName, network, account, b.psbt, d),
    intent: {
      family: 'utxo',
      kind,
      chainName: coin.chainName,
      to: b.intent.to,
      amount: String(b.amount),
      feeCap: String(b.fee),
    },
  });

  /** A swap deposit built on a scan no older than `maxAgeMs`, at the provider's fee rate if it gave one. */
  async function buildDeposit(coin: CoinRef, p: SwapDepositParams, maxAgeMs: number) {
    const account = accountOf(coin, network);
    const { ctx, adapter } = chainOf(coin.chainName);
    if (!adapter.validateAddress(p.depositAddress))
      throw new AppError('RULE', 'The swap provider gave a deposit address that is not on this chain');
    const [d, r] = await Promise.all([discovery(coin, account, maxAgeMs), feeRates(coin.chainName)]);
    const b = await buildSwapDeposit(ctx, {
      account,
      depositAddress: p.depositAddress,
      amount: p.amount,
      memo: p.memo,
      feeRate: p.feeRate ?? r.recommended,
      discovery: d,
    });
    return { account, d, b, quote: quoteOf(b, r, false) };
  }

  return {
    network,
    usesAccountKey: true,

    swaps: {
      async quote(coin, p) {
        return (await buildDeposit(coin, p, DISCOVERY_TTL_MS)).quote;
      },
      async prepare(coin, p) {
        const { account, d, b, quote } = await buildDeposit(coin, p, 0);
        const prepared = preparedOf(coin, account, d, b, quote, 'swapDeposit');
        const intent = { ...prepared.intent, memo: { kind: 'text' as const, value: p.memo }, swap: p.terms };
        return [{ prepared: { ...prepared, intent }, kind: 'swapDeposit' }];
      },
    },

    async snapshot(coin: CoinRef, opts?: SnapshotOptions): Promise<CoinSnapshot> {
      const { adapter } = chainOf(coin.chainName);
      // what the user looks at is current; the quotes that follow reuse this scan
      const d = await discovery(coin, accountOf(coin, network), 0, opts?.onProgress);
      const page = await adapter.listHistory(d);
      return {
        balance: d.balance,
        history: page.items,
        ...(page.skipped ? { historySkipped: page.skipped } : {}),
        receiveAddress: d.nextReceive.address,
        utxos: d.utxos.map((u) => ({
          id: `${u.txid}:${u.vout}`,
          value: u.value,
          address: u.address,
          confirmed: u.confirmed,
        })),
      };
    },

    async quote(coin, p) {
      return (await build(coin, p, DISCOVERY_TTL_MS)).quote;
    },

    /** Signs only what a fresh scan shows as spendable. */
    async prepare(coin, p) {
      const { account, d, b, quote } = await build(coin, p, 0);
      return preparedOf(coin, account, d, b, quote, 'transfer');
    },

    async broadcast(coin, signed) {
      const hash = await adapterOf(coin.chainName).broadcast(signed);
      discoveries.drop(keyOf(coin, accountOf(coin, network)));
      return { hash, pending: { hash, date: now(), kind: 'transfer', signed } };
    },

    async status(coin, hash) {
      return adapterOf(coin.chainName).getTxStatus(hash);
    },

    /** Rebuilt from the entry's own signed copy; the signer checks it against its journal too. */
    async replace(coin, pending, kind) {
      if (!pending.signed) throw new AppError('RULE', UTXO_ERRORS.noRecord);
      const account = accountOf(coin, network);
      const adapter = adapterOf(coin.chainName);
      const [d, r] = await Promise.all([discovery(coin, account, 0), feeRates(coin.chainName)]);
      const b = await adapter.buildReplacement({
        account,
        signed: pending.signed,
        kind,
        feeRate: r.recommended,
        discovery: d,
      });
      const prepared = preparedOf(coin, account, d, b, quoteOf(b, r, false), kind);
      return {
        ...prepared,
        intent: { ...prepared.intent, replaces: Transaction.fromHex(pending.signed).getId() },
      };
    },
  };
}
