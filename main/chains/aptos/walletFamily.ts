/**
 * The Aptos family as the services see it (main/chains/family.ts): every call forwards to a
 * logic function with the family's ctx; the rules live in logic/. Amounts are octas, addresses
 * 0x and 64 lower-case hex digits.
 */
import { validateAddress } from '../../../shared/chains/aptos/validate';
import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { feeLimitRow } from '../costRows';
import type { CoinRef, CoinSnapshot, Prepared, Quote, QuoteParams, WalletFamily } from '../family';
import type { HistoryPage } from '../types';
import { aptosConfig } from './config';
import { APTOS_CONFIRM_POLICY, APTOS_ERRORS } from './constants';
import type { AptosCtx } from './ctx';
import type { AptosFamilyContext } from './localEndpoints';
import * as logic from './logic';

type AptosIntent = SignIntentOf<'aptos'>;

export function createAptosWalletFamily(c: AptosFamilyContext): WalletFamily {
  const config = aptosConfig(c.network, c.local);
  const ctxOrNull: AptosCtx | null = config && { http: c.http, config, now: c.now ?? Date.now };
  const ctx = (): AptosCtx => {
    if (!ctxOrNull)
      throw new AppError('NETWORK', 'No local Aptos node is configured (WALLET_LOCAL_ENDPOINTS)');
    return ctxOrNull;
  };

  /** spec §8: a history read failure is logged and the coin still shows, with its balance. */
  async function history(coin: CoinRef): Promise<HistoryPage> {
    try {
      return await logic.listHistory(ctx(), coin.address);
    } catch (e) {
      console.error(`history ${coin.chainName}: ${e instanceof Error ? e.message : String(e)}`);
      return { items: [], skipped: 0 };
    }
  }

  async function plan(coin: CoinRef, p: QuoteParams) {
    if (p.memo) throw new AppError('BAD_INPUT', 'An Aptos transfer carries no memo');
    const to = recipient(p.to);
    const planned = await logic.planTransfer(ctx(), {
      from: coin.address,
      ...(coin.publicKey ? { publicKey: coin.publicKey } : {}),
      to,
      amount: p.amount,
      sendAll: p.sendAll,
      feeOption: p.feeOption,
      ...(p.customFee !== undefined ? { customFee: p.customFee } : {}),
    });
    return { to, planned, quote: quoteOf(planned) };
  }

  return {
    network: c.network === 'local' ? 'regtest' : c.network,
    // the simulation is signed for with the sender's key (an all-zero signature)
    needsPublicKey: true,
    confirmPolicy: APTOS_CONFIRM_POLICY,

    async snapshot(coin): Promise<CoinSnapshot> {
      const [balance, page] = await Promise.all([logic.getBalance(ctx(), coin.address), history(coin)]);
      return {
        balance,
        history: page.items,
        ...(page.skipped ? { historySkipped: page.skipped } : {}),
        receiveAddress: coin.address,
      };
    },

    async balances(coins): Promise<Map<CoinRef, bigint>> {
      const out = new Map<CoinRef, bigint>();
      await Promise.all(
        coins.map(async (coin) => {
          try {
            out.set(coin, await logic.getBalance(ctx(), coin.address));
          } catch (e) {
            // spec §8: a read failure is logged; the coin shows no balance rather than a wrong one
            console.error(`balances aptos ${coin.address}: ${e instanceof Error ? e.message : String(e)}`);
          }
        }),
      );
      return out;
    },

    quote: async (coin, p) => (await plan(coin, p)).quote,

    async prepare(coin, p): Promise<Prepared> {
      const { to, planned, quote } = await plan(coin, p);
      const intent: AptosIntent = {
        family: 'aptos',
        kind: 'transfer',
        chainName: coin.chainName,
        from: coin.address,
        to,
        amount: planned.amount.toString(10),
        feeCap: planned.maxFee.toString(10),
      };
      return { quote, unsigned: planned.unsigned, intent };
    },

    async broadcast(_coin, signed) {
      const { hash, payload } = await logic.broadcast(ctx(), signed);
      return { hash, pending: { hash, date: ctx().now(), kind: 'transfer', signed, payload } };
    },

    status: (_coin, hash, entry) => logic.txStatus(ctx(), hash, entry?.payload),
  };
}

function quoteOf(p: logic.TransferPlan): Quote {
  return {
    amount: p.amount,
    fee: p.fee,
    // Aptos holds a transaction to max gas units × the gas unit price and charges only the gas it used
    costs: [
      feeLimitRow(
        p.maxFee,
        `${p.maxGasAmount} gas units × ${p.gasUnitPrice} octas at most; only the gas used is charged`,
      ),
    ],
    isMax: p.isMax,
    feeOptions: p.feeOptions,
    feeUnit: 'octas/gas',
    feeUnitDecimals: 0,
  };
}

/** spec §5: a strict address parse (AIP-40: 0x and 64 hex digits, or a special 0x0–0xf). */
function recipient(text: string): string {
  const t = text.trim();
  if (!validateAddress('aptos', t).valid) throw new AppError('BAD_INPUT', APTOS_ERRORS.badAddress);
  return `0x${t.slice(2).padStart(64, '0').toLowerCase()}`;
}
