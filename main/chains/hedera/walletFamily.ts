/**
 * The Hedera family as the services see it (main/chains/family.ts): a plain account family
 * (accountFamily.ts) whose rules live in logic/. Amounts are tinybars. The coin's address is
 * its key in DER hex (what the signer derives); the account id the mirror names for it is
 * where the wallet receives, what it sends from and whose history it shows.
 */
import { defineAccountFamily } from '../accountFamily';
import type { WalletFamily } from '../family';
import { hederaConfig } from './config';
import { HEDERA_ERRORS } from './constants';
import type { HederaCtx } from './ctx';
import type { HederaFamilyContext } from './localEndpoints';
import * as logic from './logic';

export function createHederaWalletFamily(c: HederaFamilyContext): WalletFamily {
  const now = c.now ?? Date.now;
  const config = hederaConfig(c.network, c.local);
  const ctx: HederaCtx | null = config && { http: c.http, config, now, accounts: new Map() };
  const network = c.network === 'local' ? 'regtest' : c.network;
  // the overview and the history both start from the key's account: one lookup serves both
  const finding = new Map<string, Promise<string | null>>();
  const accountOf = (x: HederaCtx, key: string): Promise<string | null> => {
    let lookup = finding.get(key);
    if (!lookup) {
      lookup = logic.findAccount(x, key).finally(() => finding.delete(key));
      finding.set(key, lookup);
    }
    return lookup;
  };
  return defineAccountFamily({
    network,
    ctxOf: () => ctx,
    noNode: () => HEDERA_ERRORS.noNode,
    async overview(x, coin) {
      const accountId = await accountOf(x, coin.address);
      if (!accountId)
        return {
          balance: 0n,
          receiveAddress: '',
          notices: [logic.receiveNotice(x, coin.address)],
          displayAddress: '',
        };
      return {
        balance: await logic.getBalance(x, accountId),
        receiveAddress: accountId,
        displayAddress: accountId,
      };
    },
    async history(x, coin) {
      // the history is the account's; a key without one has none
      const accountId = await accountOf(x, coin.address);
      return { items: accountId ? await logic.listHistory(x, accountId) : [], skipped: 0 };
    },
    prepareTransfer: (x, coin, p) => logic.prepareTransfer(x, coin, p, network),
    broadcast: (x, signed) => logic.broadcast(x, signed),
    async status(x, hash) {
      try {
        return await logic.txStatus(x, hash);
      } catch (e) {
        // spec §4: a non-success receipt is 'Transaction failed'; the loop reports it as failed
        if (e instanceof logic.TransactionFailed) {
          console.error(`hedera ${hash}: ${e.message} (${e.status})`);
          return 'failed';
        }
        throw e;
      }
    },
  });
}
