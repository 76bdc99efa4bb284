/**
 * Account discovery (BIP44 gap limit): the receive chain …/0/i and the change chain …/1/i are
 * scanned until `gapLimit` addresses past the last used index are empty. Each chain keeps its
 * frontier moving as answers arrive instead of waiting for whole windows, and looks a little
 * further ahead once it has found used addresses (a wallet that used 200 addresses likely used
 * the next few too); a used address found there is a real one, so the scan is the same fixpoint
 * whatever order answers come in. A funded address's UTXOs are asked for as soon as it is seen.
 * All requests share one pool per discovery (requestPool.ts: bounded, slowing down on 429), and
 * each chain's next addresses are derived while its requests are out (deriveAhead.ts). An
 * imported key's account is its one address, scanned once: it is its own change address.
 */
import { DISCOVERY_POOL, GAP_LIMIT } from '../constants';
import { withProviders } from '../network';
import type { AddressSummary, Utxo, UtxoCtx } from '../types';
import {
  addressDeriver,
  chainLength,
  isSingleAddress,
  type DerivedAddress,
  type UtxoAccount,
} from './account';
import { deriveAhead } from './deriveAhead';
import { createRequestPool, type RequestPool } from './requestPool';

export interface OwnedUtxo extends Utxo {
  owner: DerivedAddress;
}

/** How far a discovery got: addresses asked about, those found used, and their transactions. */
export interface DiscoveryProgress {
  checked: number;
  used: number;
  transactions: number;
}

export interface DiscoverParams {
  account: UtxoAccount;
  gapLimit?: number;
  onProgress?: (p: DiscoveryProgress) => void;
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

type Used = DerivedAddress & AddressSummary;

interface ChainScan {
  gap: number;
  length: number;
  derive: (index: number) => DerivedAddress;
  ask: (a: DerivedAddress) => Promise<AddressSummary>;
  onUsed: (a: DerivedAddress, s: AddressSummary) => void;
  onChecked: (s: AddressSummary) => void;
}

/** One address chain, scanned with a moving frontier; resolves with its used addresses in index order. */
function scanChain(c: ChainScan): Promise<{ found: Used[]; lastUsed: number }> {
  return new Promise((resolve, reject) => {
    const found: Used[] = [];
    let lastUsed = -1;
    let next = 0;
    let inFlight = 0;
    let failed = false;
    // the gap past the last used address, plus a look-ahead as long as the used run (at most two gaps)
    const lookAhead = (used: number) => Math.min(used, 2 * c.gap);
    const end = () => Math.min(lastUsed + 1 + c.gap + lookAhead(found.length), c.length);
    const addresses = deriveAhead(c.derive);
    const pump = (): void => {
      if (failed) return;
      while (next < end()) {
        const a = addresses.at(next++);
        inFlight++;
        c.ask(a).then(
          (s) => {
            inFlight--;
            c.onChecked(s);
            if (s.txCount > 0) {
              const u = { ...a, ...s };
              found.push(u);
              lastUsed = Math.max(lastUsed, a.index);
              c.onUsed(a, s);
            }
            pump();
          },
          (e: unknown) => {
            failed = true;
            addresses.stop();
            reject(e);
          },
        );
      }
      if (inFlight === 0) {
        addresses.stop();
        resolve({ found: found.sort((x, y) => x.index - y.index), lastUsed });
        return;
      }
      // where the frontier gets to if every address in flight turns out used
      addresses.reach(Math.min(next + c.gap + lookAhead(found.length + inFlight), c.length));
    };
    pump();
  });
}

export async function discover(ctx: UtxoCtx, p: DiscoverParams): Promise<DiscoverResult> {
  const gap = p.gapLimit ?? ctx.config.gapLimit ?? GAP_LIMIT;
  const first = ctx.config.providers[0];
  const pool: RequestPool = createRequestPool({
    limit: ctx.config.concurrency ?? (first ? DISCOVERY_POOL[first.kind] : 1),
  });
  const derive = addressDeriver(ctx.chain, ctx.network, p.account);
  const length = chainLength(p.account);
  const progress: DiscoveryProgress = { checked: 0, used: 0, transactions: 0 };
  const utxoLists: Promise<OwnedUtxo[]>[] = [];

  const scan = (chainIndex: 0 | 1) =>
    scanChain({
      gap,
      length,
      derive: (i) => derive(chainIndex, i),
      ask: (a) => pool.run(() => withProviders(ctx, (pr) => pr.getAddress(a.address))),
      onChecked: (s) => {
        progress.checked++;
        if (s.txCount > 0) {
          progress.used++;
          progress.transactions += s.txCount;
        }
        p.onProgress?.({ ...progress });
      },
      onUsed: (owner, s) => {
        if (s.balance === 0n) return;
        const list = pool.run(() => withProviders(ctx, (pr) => pr.getUtxos(owner.address)));
        // awaited below with the rest; a rejection here must not go unhandled meanwhile
        list.catch(() => undefined);
        utxoLists.push(list.then((us) => us.map((u) => ({ ...u, owner }))));
      },
    });

  // the one address of an imported key is both chains: scanned twice it would count twice
  const [receive, change] = await Promise.all([
    scan(0),
    isSingleAddress(p.account) ? { found: [], lastUsed: -1 } : scan(1),
  ]);
  // answers arrive in any order; the result reads the same every time
  const utxos = (await Promise.all(utxoLists))
    .flat()
    .sort(
      (x, y) =>
        x.owner.chainIndex - y.owner.chainIndex ||
        x.owner.index - y.owner.index ||
        (x.txid < y.txid ? -1 : x.txid > y.txid ? 1 : x.vout - y.vout),
    );
  const used = [...receive.found, ...change.found];
  const nextReceive = derive(0, Math.min(receive.lastUsed + 1, length - 1));
  const nextChange = derive(1, Math.min(change.lastUsed + 1, length - 1));
  const changeAddresses = Array.from({ length: nextChange.index + 1 }, (_, i) => derive(1, i).address);
  return {
    used,
    balance: utxos.reduce((s, u) => s + u.value, 0n),
    utxos,
    nextReceive,
    nextChange,
    changeAddresses,
  };
}
