/**
 * The Hedera family as the services see it (main/chains/family.ts): every call forwards to a
 * logic function with the family's ctx; the rules live in logic/. Amounts are tinybars. The
 * coin's address is its key in DER hex (what the signer derives); the account id the mirror
 * names for it is where the wallet receives and what it sends from.
 */
import { validateAddress } from '../../../shared/chains/hedera/validate';
import { AppError } from '../../../shared/errors';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import type { CoinRef, CoinSnapshot, Prepared, Quote, QuoteParams, WalletFamily } from '../family';
import type { HistoryItem } from '../types';
import { hederaConfig } from './config';
import { HEDERA_ERRORS } from './constants';
import type { HederaCtx } from './ctx';
import type { HederaFamilyContext } from './localEndpoints';
import * as logic from './logic';

type HederaIntent = SignIntentOf<'hedera'>;

export function createHederaWalletFamily(c: HederaFamilyContext): WalletFamily {
  const now = c.now ?? Date.now;
  const config = hederaConfig(c.network, c.local);
  const ctxOrNull: HederaCtx | null = config && { http: c.http, config, now, accounts: new Map() };
  const ctx = (): HederaCtx => {
    if (!ctxOrNull) throw new AppError('NETWORK', HEDERA_ERRORS.noNode);
    return ctxOrNull;
  };
  const network = c.network === 'local' ? 'regtest' : c.network;

  /** spec §8: a history read failure is logged and the coin still shows, with its balance. */
  async function history(coin: CoinRef, accountId: string): Promise<HistoryItem[]> {
    try {
      return await logic.listHistory(ctx(), accountId);
    } catch (e) {
      console.error(`history ${coin.chainName}: ${e instanceof Error ? e.message : String(e)}`);
      return [];
    }
  }

  async function plan(coin: CoinRef, p: QuoteParams) {
    const planned = await logic.planTransfer(ctx(), {
      publicKeyDer: coin.address,
      to: recipient(coin.chainName, p.to, network),
      amount: p.amount,
      sendAll: p.sendAll,
      ...(p.memo ? { memo: p.memo } : {}),
    });
    return { planned, quote: quoteOf(planned) };
  }

  return {
    network,

    async snapshot(coin): Promise<CoinSnapshot> {
      const accountId = await logic.findAccount(ctx(), coin.address);
      if (!accountId)
        return {
          balance: 0n,
          history: [],
          receiveAddress: '',
          notices: [logic.receiveNotice(ctx(), coin.address)],
          displayAddress: '',
        };
      const [balance, items] = await Promise.all([
        logic.getBalance(ctx(), accountId),
        history(coin, accountId),
      ]);
      return { balance, history: items, receiveAddress: accountId, displayAddress: accountId };
    },

    quote: async (coin, p) => (await plan(coin, p)).quote,

    async prepare(coin, p): Promise<Prepared> {
      const { planned, quote } = await plan(coin, p);
      const built = await logic.buildTransfer(ctx(), planned);
      const intent: HederaIntent = {
        family: 'hedera',
        kind: 'transfer',
        chainName: coin.chainName,
        from: coin.address,
        accountId: planned.accountId,
        nodeAccountId: built.nodeAccountId,
        to: planned.to,
        amount: planned.amount.toString(10),
        feeCap: planned.fee.toString(10),
        ...(planned.memo ? { memo: { kind: 'text', value: planned.memo } } : {}),
      };
      return { quote, unsigned: built.unsigned, intent };
    },

    async broadcast(_coin, signed) {
      const hash = await logic.broadcast(ctx(), signed);
      return { hash, pending: { hash, date: ctx().now(), kind: 'transfer', signed } };
    },

    async status(coin, hash) {
      try {
        return await logic.txStatus(ctx(), hash);
      } catch (e) {
        // spec §4: a non-success receipt is 'Transaction failed'; the loop reports it as failed
        if (e instanceof logic.TransactionFailed) {
          console.error(`${coin.chainName} ${hash}: ${e.message} (${e.status})`);
          return 'failed';
        }
        throw e;
      }
    },
  };
}

/** The fee is the spec's 0.0021 USD and also the most the transaction lets the node charge. */
function quoteOf(p: logic.TransferPlan): Quote {
  return {
    amount: p.amount,
    fee: p.fee,
    isMax: p.isMax,
    // a Hedera fee is set by the fee schedule, not bid: nothing to choose
    feeOptions: [],
    feeUnit: 'HBAR',
    feeUnitDecimals: 8,
  };
}

/** spec §5: a recipient parses as an account id (a HIP-15 checksum must match the network). */
function recipient(chainName: string, text: string, network: 'mainnet' | 'testnet' | 'regtest'): string {
  const t = text.trim();
  if (!validateAddress(chainName, t, network).valid)
    throw new AppError('BAD_INPUT', HEDERA_ERRORS.badAddress);
  return t.replace(/-[a-z]{5}$/, '');
}
