/**
 * The Hedera family as the services see it (main/chains/family.ts): a plain account family
 * (accountFamily.ts) whose rules live in logic/. Amounts are tinybars. The coin's address is
 * its key in DER hex (what the signer derives); the account id the mirror names for it is
 * where the wallet receives, what it sends from and whose history it shows. HTS fungible
 * tokens are token coins (contractAddress = token id), associated through `trustlines`.
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
      if (coin.contractAddress) {
        // a token coin: its association's balance; the receive address is still the account
        const tokenId = logic.tokenIdOf(coin.contractAddress);
        if (!accountId) return { balance: 0n, receiveAddress: '', displayAddress: '' };
        return {
          balance: await logic.tokenBalance(x, accountId, tokenId),
          receiveAddress: accountId,
          displayAddress: accountId,
        };
      }
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
      if (!accountId) return { items: [], skipped: 0 };
      const items = coin.contractAddress
        ? await logic.listTokenHistory(x, accountId, logic.tokenIdOf(coin.contractAddress))
        : await logic.listHistory(x, accountId);
      return { items, skipped: 0 };
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
    more: (ctxOf) => ({
      /** An HTS token is its id (0.0.n), checked on the mirror: fungible, not deleted. */
      tokenInfo: (chainName, tokenId) => logic.tokenInfo(ctxOf(chainName), tokenId),
      /** Association before a token's first receipt: its fee shown, no reserve. */
      trustlines: {
        state: (coin, tokenId) => logic.associationState(ctxOf(coin.chainName), coin.address, tokenId),
        prepare: (coin, tokenId, action) =>
          logic.prepareAssociation(ctxOf(coin.chainName), coin, tokenId, action),
      },
    }),
  });
}
