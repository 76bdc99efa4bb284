import { hex } from '@scure/base';
import type { Address } from '@ton/core';
import { baseUnitsOf } from '../../../net/baseUnitsOf';
import { readEachOf } from '../../../net/readEach';
import type { HistoryItem, HistoryPage } from '../../types';
import type { TonCtx } from '../ctx';
import { HISTORY_LIMIT } from '../constants';
import { apiOf } from '../network';
import { friendlyOf, parseAddress } from './walletContracts';

const hexOf = (b64: string) => hex.encode(Buffer.from(b64, 'base64'));

/** Spec §4: SUCCESS when source and destination exist. */
const stateOf = (from: string, to: string) => (from && to ? 'success' : 'unknown');

/**
 * TON moved by the wallet's transactions (getTransactions): what came in with the inbound
 * message and what left with each outbound one, signed from the wallet's point of view. The
 * fee the wallet paid (the transaction's fees and its outbound messages' forwarding fees) is on
 * the first outbound item. A transaction that does not read is counted in `skipped`.
 */
export async function listTonHistory(ctx: TonCtx, wallet: Address): Promise<HistoryPage> {
  const net = ctx.config.network;
  const me = friendlyOf(wallet, net);
  const show = (a: string) => {
    const parsed = a ? parseAddress(a) : null;
    return parsed ? friendlyOf(parsed, net) : '';
  };
  const page = readEachOf(await apiOf(ctx).transactions(me, HISTORY_LIMIT), (tx) => {
    const out: HistoryItem[] = [];
    const base = { hash: hexOf(tx.transaction_id.hash), date: tx.utime * 1000 };
    const inMsg = tx.in_msg;
    const inValue = inMsg ? baseUnitsOf(inMsg.value, 'toncenter value') : 0n;
    if (inMsg?.source && inValue > 0n) {
      const from = show(inMsg.source);
      out.push({ ...base, amount: inValue.toString(), status: stateOf(from, me), from, to: me });
    }
    let fee =
      baseUnitsOf(tx.fee, 'toncenter fee') +
      tx.out_msgs.reduce(
        (sum, m) =>
          sum +
          (m.fwd_fee !== undefined ? baseUnitsOf(m.fwd_fee, 'toncenter fwd_fee') : 0n) +
          (m.ihr_fee !== undefined ? baseUnitsOf(m.ihr_fee, 'toncenter ihr_fee') : 0n),
        0n,
      );
    for (const m of tx.out_msgs) {
      const value = baseUnitsOf(m.value, 'toncenter value');
      if (value === 0n) continue;
      const to = show(m.destination);
      // the wallet's own (external) transaction is what it paid for: once, on its first send
      const paid = !inMsg?.source && fee > 0n ? { fee: fee.toString() } : {};
      fee = 0n;
      out.push({ ...base, amount: (-value).toString(), status: stateOf(me, to), from: me, to, ...paid });
    }
    return out;
  });
  return { items: page.items.slice(0, HISTORY_LIMIT), skipped: page.skipped };
}

/** Jetton transfers of the wallet (toncenter v3: address, jetton_master, reading jetton_transfers). */
export async function listJettonHistory(ctx: TonCtx, wallet: Address, master: Address): Promise<HistoryPage> {
  const net = ctx.config.network;
  const list = await apiOf(ctx).jettonTransfers({
    address: wallet.toRawString(),
    jettonMaster: master.toRawString(),
    limit: HISTORY_LIMIT,
  });
  const contractAddress = master.toString({ urlSafe: true, bounceable: true });
  return readEachOf(list, (t): HistoryItem => {
    const from = t.source ? parseAddress(t.source) : null;
    const to = t.destination ? parseAddress(t.destination) : null;
    const amount = baseUnitsOf(t.amount, 'toncenter jetton amount');
    const outgoing = !!from?.equals(wallet);
    return {
      hash: hexOf(t.transaction_hash),
      date: t.transaction_now * 1000,
      amount: (outgoing ? -amount : amount).toString(),
      status: t.transaction_aborted ? 'failed' : from && to ? 'success' : 'unknown',
      from: from ? friendlyOf(from, net) : '',
      to: to ? friendlyOf(to, net) : '',
      contractAddress,
    };
  });
}
