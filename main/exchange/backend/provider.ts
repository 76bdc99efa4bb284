/**
 * The spec's "exchange create" provider (app.md §7) through the product backend
 * (WALLET_BACKEND_URL), behind the exchange-provider interface. Paths: `POST /exchange/quote`
 * (ours: the offers of the backend's providers, every open one shown beside THORChain's),
 * `POST /exchange/create` (the spec's payload exactly, `rateType: fixed`, `refundAddress` the
 * wallet's own) and `POST /exchange/status` (ours). The order is placed in `fresh`, just before
 * signing, and its answer is held to what the user approved: exactly the amount, a deposit
 * address valid for the from chain on this network, the memo the chain needs, and at least the
 * approved amount out (less goes back to the user as a moved price). The deposit is then a plain
 * transfer that the signer holds to that address, amount and memo.
 */
import { formatUnits, parseUnits } from '../../../shared/amount';
import { getChain } from '../../../shared/chains/registry';
import { validateAddress, type NetworkKind } from '../../../shared/chains/validate';
import { AppError } from '../../../shared/errors';
import type { Http } from '../../net/http';
import { readAnswer } from '../../net/readAnswer';
import type { ExchangeAsset, ExchangeProvider, ProviderQuote, ProviderQuoteParams } from '../types';
import { depositMemo } from './depositMemo';
import {
  ExchangeCreateWireSchema,
  ExchangeQuoteWireSchema,
  ExchangeStatusWireSchema,
  ORDER_STATUS_WIRE,
} from './wire';

export interface BackendExchangeCtx {
  http: Http;
  /** WALLET_BACKEND_URL */
  base: string;
  now: () => number;
  network: NetworkKind;
  /** the assets the backend's providers pay out (its list; the registry's coins by default) */
  assets: ExchangeAsset[];
}

/** A fixed rate this close to its end is asked for again rather than ordered. */
const REQUOTE_MARGIN_S = 60;

const bad = (who: string, why: string) => new AppError('NETWORK', `${who} sent ${why}; nothing was sent`);

function units(text: string, decimals: number, who: string): bigint {
  try {
    return parseUnits(text, decimals);
  } catch {
    throw bad(who, 'an amount that is not one');
  }
}

export function createBackendExchangeProvider(ctx: BackendExchangeCtx): ExchangeProvider {
  const source = new URL(ctx.base).host;
  const post = (path: string, json: unknown) =>
    ctx.http.json(`${ctx.base.replace(/\/+$/, '')}${path}`, { method: 'POST', json, retries: 0 });
  const side = (a: ExchangeAsset) => ({
    coin: a.symbol,
    network: getChain(a.chainName).symbol,
    chainName: a.chainName,
    contractAddress: a.contractAddress ?? null,
  });

  /** Every offer the backend's providers make for this amount, each its own quote. */
  async function quote(p: ProviderQuoteParams): Promise<ProviderQuote[]> {
    const from = side(p.from);
    const to = side(p.to);
    const raw = await post('/exchange/quote', {
      coinFrom: from.coin,
      coinTo: to.coin,
      networkFrom: from.network,
      networkTo: to.network,
      fromChainName: from.chainName,
      toChainName: to.chainName,
      fromContractAddress: from.contractAddress,
      toContractAddress: to.contractAddress,
      amount: formatUnits(p.amount, p.from.decimals),
    });
    const offers = readAnswer(ExchangeQuoteWireSchema, raw, 'exchange quote', source).data.providers.map(
      (o) => ({
        o,
        out: units(o.amountTo, p.to.decimals, source),
        min: units(o.minAmount, p.from.decimals, source),
        max:
          o.maxAmount !== undefined && o.maxAmount !== null
            ? units(o.maxAmount, p.from.decimals, source)
            : null,
      }),
    );
    const open = offers.filter(
      (x) => x.out > 0n && x.min <= p.amount && (x.max === null || p.amount <= x.max),
    );
    if (open.length === 0) {
      const least = offers.reduce<bigint | null>((m, x) => (m === null || x.min < m ? x.min : m), null);
      throw new AppError(
        'RULE',
        least !== null && p.amount < least
          ? `The exchange providers take at least ${formatUnits(least, p.from.decimals)} ${p.from.symbol}`
          : `No exchange provider swaps this amount of ${p.from.symbol} to ${p.to.symbol}`,
      );
    }
    // one offer per provider: a backend naming one twice is not choosing for the user
    const seen = new Set<string>();
    const offered = open.filter(({ o }) => !seen.has(o.providerName) && seen.add(o.providerName));
    return offered.map((x) => {
      const fee = x.o.fee !== undefined && x.o.fee !== null ? units(x.o.fee, p.to.decimals, source) : null;
      return {
        provider: x.o.providerName,
        displayName: x.o.displayName,
        params: p,
        // a fixed rate: what is quoted is what is paid out, or the order is refunded
        expectedOut: x.out,
        minOut: x.out,
        fees: fee !== null ? [{ label: 'Provider fee', amount: fee }] : [],
        minAmountIn: x.min,
        expiry: Math.floor(ctx.now() / 1000) + x.o.expiresIn,
        totalSeconds: x.o.totalSeconds ?? null,
        memoWords: `${x.o.displayName} gives the deposit address when the order is placed, just before signing`,
        steps: [
          `Send ${formatUnits(p.amount, p.from.decimals)} ${p.from.symbol} to the deposit address ${x.o.displayName} gives for the order`,
        ],
        deposit: { kind: 'transfer', depositAddress: '', amount: p.amount, memo: '' },
      };
    });
  }

  /** Places the order for `q` and holds its answer to the approved swap. */
  async function create(q: ProviderQuote): Promise<ProviderQuote> {
    const { from, to, amount, destination, destinationName, refundAddress } = q.params;
    const f = side(from);
    const t = side(to);
    const raw = await post('/exchange/create', {
      coinFrom: f.coin,
      coinTo: t.coin,
      networkFrom: f.network,
      networkTo: t.network,
      fromChainName: f.chainName,
      toChainName: t.chainName,
      fromContractAddress: f.contractAddress,
      toContractAddress: t.contractAddress,
      amount: formatUnits(amount, from.decimals),
      rateType: 'fixed',
      withdrawalAddress: destination,
      validName: destinationName ?? null,
      refundAddress,
      extraData: null,
      providerName: q.provider,
    });
    const who = q.displayName;
    const a = readAnswer(ExchangeCreateWireSchema, raw, 'exchange create', source);
    if (units(a.amount, from.decimals, who) !== amount) throw bad(who, 'an order for another amount');
    const valid = validateAddress(from.chainName, a.depositAddress, ctx.network);
    if (!valid.valid)
      throw bad(who, `a deposit address that is not a ${getChain(from.chainName).displayName} address`);
    const memo = depositMemo(from.chainName, a.memo ?? '', who);
    const out = units(a.amountTo, to.decimals, who);
    return {
      ...q,
      expectedOut: out,
      minOut: out,
      memoWords: memo
        ? `The order's ${memo.kind === 'tag' ? 'destination tag' : 'memo'}: ${memo.value}`
        : 'No memo',
      steps: [
        `Send ${formatUnits(amount, from.decimals)} ${from.symbol} to ${who}'s deposit address ${a.depositAddress}${
          memo ? `, with the order's ${memo.kind === 'tag' ? 'destination tag' : 'memo'}` : ''
        }`,
      ],
      deposit: {
        kind: 'transfer',
        depositAddress: a.depositAddress,
        amount,
        memo: memo?.value ?? '',
        ...(a.id !== undefined ? { orderId: a.id } : {}),
      },
    };
  }

  return {
    id: 'exchange-create',
    displayName: 'Exchange providers',
    supports: (a, b) => a.chainName !== b.chainName || a.contractAddress !== b.contractAddress,
    assets: () => ctx.assets,
    quote,
    async fresh(approved) {
      const nowS = Math.floor(ctx.now() / 1000);
      const placed = approved.deposit.kind === 'transfer' && approved.deposit.depositAddress !== '';
      if (placed && approved.expiry - REQUOTE_MARGIN_S > nowS) return { kind: 'current', quote: approved };
      // a rate about to end is asked for again; a worse one goes back to the user
      let q = approved;
      if (approved.expiry - REQUOTE_MARGIN_S <= nowS) {
        // the same provider's new rate: the user chose that provider, not the backend's best
        const same = (await quote(approved.params)).find((o) => o.provider === approved.provider);
        if (!same)
          throw new AppError(
            'RULE',
            `${approved.displayName} no longer offers this swap; ask for new quotes`,
          );
        q = same;
        if (q.expectedOut < approved.minOut) return { kind: 'moved', quote: q, previous: approved };
      }
      const ordered = await create(q);
      if (ordered.expectedOut < approved.minOut) return { kind: 'moved', quote: ordered, previous: approved };
      return { kind: 'current', quote: ordered };
    },
    async status(_hash, quote) {
      const d = quote.deposit;
      if (d.kind !== 'transfer' || d.orderId === undefined)
        throw new AppError('NOT_FOUND', `${quote.displayName} gave no order to follow`);
      const raw = await post('/exchange/status', { id: d.orderId, providerName: quote.provider });
      const s = readAnswer(ExchangeStatusWireSchema, raw, 'exchange status', source).data;
      const stage = ORDER_STATUS_WIRE[s.status];
      const paid = stage === 'refunded' ? quote.params.from : quote.params.to;
      return {
        stage,
        ...(s.payoutHash ? { outHash: s.payoutHash, outChainName: paid.chainName } : {}),
        ...(s.amountTo !== undefined && s.amountTo !== null && stage === 'completed'
          ? { outAmount: units(s.amountTo, paid.decimals, quote.displayName) }
          : {}),
      };
    },
  };
}
