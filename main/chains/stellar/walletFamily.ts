/**
 * The Stellar family as the services see it (main/chains/family.ts): every call forwards to a
 * logic function with the family's ctx; the rules live in logic/. Amounts are stroops or asset
 * base units (7 decimals), addresses G… account ids, tokens CODE:ISSUER.
 */
import { validateAddress } from '../../../shared/chains/stellar/validate';
import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { accountReserveRow } from '../apartRows';
import type { CoinRef, CoinSnapshot, Prepared, Quote, QuoteParams, WalletFamily } from '../family';
import type { HistoryItem } from '../types';
import { stellarConfig } from './config';
import { STELLAR_DECIMALS } from './constants';
import type { StellarCtx } from './ctx';
import type { StellarFamilyContext } from './localEndpoints';
import * as logic from './logic';
import { STELLAR_CONFIRM_POLICY } from './constants';

export { STELLAR_CONFIRM_POLICY };

type StellarIntent = SignIntentOf<'stellar'>;

/** spec §5: an ed25519 public key (G…); muxed M… addresses are refused. */
function recipient(text: string): string {
  const t = text.trim();
  const r = validateAddress('stellar', t);
  if (!r.valid) throw new AppError('BAD_INPUT', `Enter a valid Stellar address (${r.reason})`);
  return t;
}

export function createStellarWalletFamily(c: StellarFamilyContext): WalletFamily {
  const now = c.now ?? Date.now;
  const config = stellarConfig(c.network, c.local);
  const ctxOrNull: StellarCtx | null = config && { http: c.http, config, now };
  const ctx = (): StellarCtx => {
    if (!ctxOrNull) throw new AppError('NETWORK', 'No local Horizon is configured (WALLET_LOCAL_ENDPOINTS)');
    return ctxOrNull;
  };
  const assetOf = (coin: CoinRef) =>
    coin.contractAddress ? logic.parseAsset(coin.contractAddress) : undefined;

  /** spec §8: a history read failure is logged and the coin still shows, with its balance. */
  async function history(coin: CoinRef): Promise<HistoryItem[]> {
    try {
      const asset = assetOf(coin);
      return await logic.listHistory(ctx(), { address: coin.address, ...(asset ? { asset } : {}) });
    } catch (e) {
      console.error(`history ${coin.chainName}: ${e instanceof Error ? e.message : String(e)}`);
      return [];
    }
  }

  async function plan(coin: CoinRef, p: QuoteParams) {
    const to = recipient(p.to);
    const asset = assetOf(coin);
    const planned = await logic.planTransfer(ctx(), {
      from: coin.address,
      to,
      amount: p.amount,
      sendAll: p.sendAll,
      feeOption: p.feeOption,
      ...(asset ? { asset } : {}),
      ...(p.memo ? { memo: p.memo } : {}),
    });
    const quote: Quote = {
      amount: planned.amount,
      fee: planned.fee,
      isMax: planned.isMax,
      feeOptions: [
        { title: 'Recommended', price: planned.rates.Recommended },
        { title: 'Normal', price: planned.rates.Normal },
      ],
      feeUnit: 'stroops',
      feeUnitDecimals: 0,
    };
    return { to, asset, planned, quote };
  }

  return {
    network: c.network === 'local' ? 'regtest' : c.network,
    confirmPolicy: STELLAR_CONFIRM_POLICY,

    async snapshot(coin): Promise<CoinSnapshot> {
      const asset = assetOf(coin);
      const [acct, items] = await Promise.all([logic.readAccount(ctx(), coin.address), history(coin)]);
      if (asset) {
        return {
          balance: logic.lineOf(acct, asset)?.balance ?? 0n,
          history: items,
          receiveAddress: coin.address,
        };
      }
      return {
        balance: acct.native,
        apart: [accountReserveRow(acct.reserved)],
        history: items,
        receiveAddress: coin.address,
      };
    },

    quote: async (coin, p) => (await plan(coin, p)).quote,

    async prepare(coin, p): Promise<Prepared> {
      const { to, asset, planned, quote } = await plan(coin, p);
      const memo = logic.intentMemo(p.memo);
      const intent: StellarIntent = {
        family: 'stellar',
        kind: 'transfer',
        chainName: coin.chainName,
        from: coin.address,
        to,
        amount: planned.amount.toString(10),
        feeCap: planned.fee.toString(10),
        ...(asset ? { asset } : {}),
        ...(planned.createsAccount ? { createsAccount: true } : {}),
        ...(memo ? { memo } : {}),
      };
      return { quote, unsigned: planned.envelope, intent };
    },

    async broadcast(_coin, signed) {
      const hash = await logic.broadcast(ctx(), signed);
      return { hash, pending: { hash, date: ctx().now(), kind: 'transfer', signed } };
    },

    status: (_coin, hash) => logic.txStatus(ctx(), hash),

    /** A Stellar token is its asset string; the code is its symbol, 7 decimals like every asset. */
    async tokenInfo(_chainName, contractAddress) {
      const asset = logic.parseAsset(contractAddress);
      return {
        contractAddress: logic.assetKey(asset),
        name: asset.code,
        symbol: asset.code,
        decimals: STELLAR_DECIMALS,
      };
    },

    trustlines: {
      async state(coin, contractAddress) {
        return logic.trustlineState(ctx(), coin.address, logic.parseAsset(contractAddress));
      },
      async prepare(coin, contractAddress, action) {
        const asset = logic.parseAsset(contractAddress);
        const p = await logic.planTrust(ctx(), coin.address, asset, action === 'trust');
        const intent: StellarIntent = {
          family: 'stellar',
          kind: action,
          chainName: coin.chainName,
          from: coin.address,
          to: coin.address,
          amount: '0',
          feeCap: p.fee.toString(10),
          asset,
        };
        const quote: Quote = {
          amount: 0n,
          fee: p.fee,
          isMax: false,
          feeOptions: [],
          feeUnit: 'stroops',
          feeUnitDecimals: 0,
        };
        return { quote, unsigned: p.envelope, intent, reserve: p.reserve };
      },
    },
  };
}
