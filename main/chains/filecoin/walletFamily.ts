/**
 * The Filecoin family as the services see it (main/chains/family.ts): every call forwards to a
 * logic function with the family's ctx; the rules live in logic/. Amounts are attoFIL,
 * addresses f1… (t1… off mainnet).
 */
import { validateAddress } from '../../../shared/chains/validate/filecoin';
import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { feeLimitRow } from '../costRows';
import type { CoinRef, CoinSnapshot, Prepared, Quote, QuoteParams, WalletFamily } from '../family';
import type { HistoryPage } from '../types';
import { filecoinConfig } from './config';
import { FILECOIN_CONFIRM_POLICY, FILECOIN_ERRORS } from './constants';
import type { FilecoinCtx } from './ctx';
import type { FilecoinFamilyContext } from './localEndpoints';
import * as logic from './logic';

type FilecoinIntent = SignIntentOf<'filecoin'>;

export function createFilecoinWalletFamily(c: FilecoinFamilyContext): WalletFamily {
  const now = c.now ?? Date.now;
  const network = c.network === 'local' ? 'regtest' : c.network;
  const config = filecoinConfig(c.network, c.local);
  const ctxOrNull: FilecoinCtx | null = config && { http: c.http, config, network, now };
  const ctx = (): FilecoinCtx => {
    if (!ctxOrNull) throw new AppError('NETWORK', FILECOIN_ERRORS.noNode);
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

  /** spec §5: Filecoin's address check, on the profile's network letter. */
  function recipient(text: string): string {
    const t = text.trim();
    if (!validateAddress('filecoin', t, network).valid)
      throw new AppError('BAD_INPUT', FILECOIN_ERRORS.badAddress);
    return t;
  }

  async function plan(coin: CoinRef, p: QuoteParams) {
    if (p.memo) throw new AppError('BAD_INPUT', FILECOIN_ERRORS.noMemo);
    const to = recipient(p.to);
    const planned = await logic.planTransfer(ctx(), {
      from: coin.address,
      to,
      amount: p.amount,
      sendAll: p.sendAll,
    });
    return { to, planned, quote: quoteOf(planned) };
  }

  return {
    network,
    confirmPolicy: FILECOIN_CONFIRM_POLICY,

    async snapshot(coin): Promise<CoinSnapshot> {
      const [balance, page] = await Promise.all([logic.getBalance(ctx(), coin.address), history(coin)]);
      return {
        balance,
        history: page.items,
        ...(page.skipped ? { historySkipped: page.skipped } : {}),
        receiveAddress: coin.address,
      };
    },

    quote: async (coin, p) => (await plan(coin, p)).quote,

    async prepare(coin, p): Promise<Prepared> {
      const { to, planned, quote } = await plan(coin, p);
      const intent: FilecoinIntent = {
        family: 'filecoin',
        kind: 'transfer',
        chainName: coin.chainName,
        from: coin.address,
        to,
        amount: planned.message.value.toString(10),
        // the most the message can cost (signAndSend sets it again from the approved quote)
        feeCap: planned.maxFee.toString(10),
        nonce: planned.message.nonce.toString(10),
      };
      return { quote, unsigned: planned.unsigned, intent };
    },

    async broadcast(_coin, signed) {
      const { cid } = await logic.broadcast(ctx(), signed);
      return { hash: cid, pending: { hash: cid, date: ctx().now(), kind: 'transfer', signed } };
    },

    // each look is raced against one interval: the loop's tries × interval are the whole wait
    status: (_coin, hash) => logic.txStatus(ctx(), hash, FILECOIN_CONFIRM_POLICY.intervalMs),
  };
}

/** The expected fee is shown; the most the message can cost (GasFeeCap × GasLimit) holds the signer. */
function quoteOf(p: logic.TransferPlan): Quote {
  return {
    amount: p.message.value,
    fee: p.fee,
    isMax: p.isMax,
    // Lotus prices the gas (fee cap and premium); there is nothing for the user to pick
    feeOptions: [],
    feeUnit: 'FIL',
    feeUnitDecimals: 18,
    costs: [feeLimitRow(p.maxFee)],
  };
}
