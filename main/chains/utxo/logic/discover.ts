/**
 * Account discovery (BIP44 gap limit): the receive chain …/0/i and the change chain …/1/i are
 * each scanned in windows of `gapLimit` addresses queried in parallel, until a whole window
 * past the last used index is empty. Used addresses with money then get their UTXOs. An
 * imported key's account is its one address, scanned once: it is its own change address.
 */
import { DISCOVERY_CONCURRENCY, GAP_LIMIT } from '../constants';
import { withProviders } from '../network';
import type { AddressSummary, Utxo, UtxoCtx } from '../types';
import {
  addressDeriver,
  chainLength,
  isSingleAddress,
  type DerivedAddress,
  type UtxoAccount,
} from './account';
import { mapLimit } from './mapLimit';

export interface OwnedUtxo extends Utxo {
  owner: DerivedAddress;
}

export interface DiscoverParams {
  account: UtxoAccount;
  gapLimit?: number;
}

export interface DiscoverResult {
  /** addresses with at least one transaction, receive chain first */
  used: (DerivedAddress & { balance: bigint; txCount: number })[];
  balance: bigint;
  utxos: OwnedUtxo[];
  nextReceive: DerivedAddress;
  nextChange: DerivedAddress;
  /** every change address up to the next unused one: the signer's allowed change set */
  changeAddresses: string[];
}

export async function discover(ctx: UtxoCtx, p: DiscoverParams): Promise<DiscoverResult> {
  const gap = p.gapLimit ?? ctx.config.gapLimit ?? GAP_LIMIT;
  const limit = ctx.config.concurrency ?? DISCOVERY_CONCURRENCY;
  const derive = addressDeriver(ctx.chain, ctx.network, p.account);
  const length = chainLength(p.account);

  const scanChain = async (chainIndex: 0 | 1) => {
    const found: (DerivedAddress & AddressSummary)[] = [];
    let lastUsed = -1;
    let scanned = 0;
    while (scanned <= lastUsed + gap && scanned < length) {
      const end = Math.min(lastUsed + gap + 1, length);
      const window = Array.from({ length: end - scanned }, (_, k) => derive(chainIndex, scanned + k));
      const summaries = await mapLimit(window, limit, (a) =>
        withProviders(ctx, (pr) => pr.getAddress(a.address)),
      );
      window.forEach((a, k) => {
        const s = summaries[k] as AddressSummary;
        if (s.txCount > 0) {
          found.push({ ...a, ...s });
          lastUsed = Math.max(lastUsed, a.index);
        }
      });
      scanned = end;
    }
    return { found, next: derive(chainIndex, Math.min(lastUsed + 1, length - 1)) };
  };

  // the one address of an imported key is both chains: scanned twice it would count twice
  const [receive, change] = await Promise.all([
    scanChain(0),
    isSingleAddress(p.account) ? { found: [], next: derive(1, 0) } : scanChain(1),
  ]);
  const used = [...receive.found, ...change.found].map(({ txCount, balance, ...a }) => ({
    ...a,
    txCount,
    balance,
  }));
  const funded = used.filter((a) => a.balance !== 0n);
  const lists = await mapLimit(funded, limit, (a) => withProviders(ctx, (pr) => pr.getUtxos(a.address)));
  const utxos: OwnedUtxo[] = lists.flatMap((list, k) =>
    list.map((u) => ({ ...u, owner: funded[k] as DerivedAddress })),
  );
  const changeAddresses = Array.from({ length: change.next.index + 1 }, (_, i) => derive(1, i).address);
  return {
    used,
    balance: utxos.reduce((s, u) => s + u.value, 0n),
    utxos,
    nextReceive: receive.next,
    nextChange: change.next,
    changeAddresses,
  };
}
