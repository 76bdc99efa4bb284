/**
 * The Cosmos family (Cosmos Hub and THORChain) as the services see it: every call forwards to
 * a logic function with the coin's chain's ctx; the rules live in logic/. Amounts are uatom or
 * RUNE base units (1e-8), addresses bech32.
 */
import { COSMOS_PREFIX, decodeCosmosAddress } from '../../../shared/chains/validate/cosmos';
import { getChain } from '../../../shared/chains/registry';
import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import type { CoinRef, CoinSnapshot, Prepared, Quote, QuoteParams, WalletFamily } from '../family';
import type { HistoryPage } from '../types';
import { cosmosConfig } from './config';
import { COSMOS_CONFIRM_POLICY, COSMOS_ERRORS } from './constants';
import type { CosmosCtx } from './ctx';
import type { CosmosFamilyContext } from './localEndpoints';
import * as logic from './logic';

type CosmosIntent = SignIntentOf<'cosmos'>;

export function createCosmosWalletFamily(c: CosmosFamilyContext): WalletFamily {
  const now = c.now ?? Date.now;
  const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
  const ctxs = new Map<string, CosmosCtx | null>();
  const ctx = (chainName: string): CosmosCtx => {
    if (!ctxs.has(chainName)) {
      const config = cosmosConfig(c.network, chainName, c.local);
      ctxs.set(chainName, config && { http: c.http, config, chainName, now, sleep });
    }
    const found = ctxs.get(chainName);
    if (!found) throw new AppError('NETWORK', COSMOS_ERRORS.noNode(getChain(chainName).displayName));
    return found;
  };

  /** spec §8: a history read failure is logged and the coin still shows, with its balance. */
  async function history(coin: CoinRef): Promise<HistoryPage> {
    try {
      return await logic.listHistory(ctx(coin.chainName), coin.address);
    } catch (e) {
      console.error(`history ${coin.chainName}: ${e instanceof Error ? e.message : String(e)}`);
      return { items: [], skipped: 0 };
    }
  }

  /** spec §8: like history, a staking read failure is logged and the balance still shows */
  async function stake(coin: CoinRef): Promise<{ label: string; amount: bigint }[]> {
    try {
      return await logic.getStake(ctx(coin.chainName), coin.address);
    } catch (e) {
      console.error(`staking ${coin.chainName}: ${e instanceof Error ? e.message : String(e)}`);
      return [];
    }
  }

  async function plan(coin: CoinRef, p: QuoteParams) {
    const to = recipient(coin.chainName, p.to);
    if (p.memo && p.memo.kind !== 'text') throw new AppError('BAD_INPUT', COSMOS_ERRORS.memoKind);
    const x = ctx(coin.chainName);
    const planned = await logic.planTransfer(x, {
      from: coin.address,
      to,
      amount: p.amount,
      sendAll: p.sendAll,
      ...(p.memo ? { memo: p.memo.value } : {}),
    });
    const quote: Quote = {
      amount: planned.amount,
      fee: planned.fee,
      isMax: planned.isMax,
      // the Hub's price is the chain's minimum and THORChain's fee a constant: nothing to choose
      feeOptions: [],
      feeUnit: coin.symbol,
      feeUnitDecimals: x.config.decimals,
    };
    return { to, planned, quote, denom: x.config.denom };
  }

  return {
    network: c.network === 'local' ? 'regtest' : c.network,
    confirmPolicy: COSMOS_CONFIRM_POLICY,

    async snapshot(coin): Promise<CoinSnapshot> {
      const [balance, page, apart] = await Promise.all([
        logic.getBalance(ctx(coin.chainName), coin.address),
        history(coin),
        stake(coin),
      ]);
      return {
        balance,
        history: page.items,
        ...(page.skipped ? { historySkipped: page.skipped } : {}),
        receiveAddress: coin.address,
        ...(apart.length ? { apart } : {}),
      };
    },

    quote: async (coin, p) => (await plan(coin, p)).quote,

    async prepare(coin, p): Promise<Prepared> {
      const { to, planned, quote, denom } = await plan(coin, p);
      const intent: CosmosIntent = {
        family: 'cosmos',
        kind: 'transfer',
        chainName: coin.chainName,
        from: coin.address,
        to,
        amount: planned.amount.toString(10),
        denom,
        // the document's own fee; THORChain's native fee is taken by the chain and is not in it
        feeCap: planned.docFee.toString(10),
        accountNumber: planned.account.accountNumber.toString(10),
        sequence: planned.account.sequence.toString(10),
        ...(p.memo ? { memo: p.memo } : {}),
      };
      return { quote, unsigned: planned.signDocHex, intent };
    },

    async broadcast(coin, signed) {
      const hash = await logic.broadcast(ctx(coin.chainName), signed);
      return { hash, pending: { hash, date: now(), kind: 'transfer', signed } };
    },

    status: (coin, hash) => logic.txStatus(ctx(coin.chainName), hash),
  };
}

/** spec §5: the chain's bech32 prefix and a 20-byte payload. */
function recipient(chainName: string, text: string): string {
  const t = text.trim();
  try {
    decodeCosmosAddress(chainName, t);
  } catch {
    throw new AppError(
      'BAD_INPUT',
      COSMOS_ERRORS.badAddress(getChain(chainName).displayName, COSMOS_PREFIX[chainName] ?? ''),
    );
  }
  return t.toLowerCase();
}
