import { loadFamilySigning, loadSigning } from './chains/registry';
import type { SignerHandlers } from './controller';
import type { WalletSession } from './wallets/session';

export interface SignerContext {
  startedAt: number;
  session: WalletSession;
}

/** WalletConnect signs for EVM and Solana accounts; an imported key is decoded by its family. */
const loadDappSigning = () => Promise.all([loadFamilySigning('evm'), loadFamilySigning('solana')]);

export function createHandlers(ctx: SignerContext): SignerHandlers {
  const s = ctx.session;
  return {
    ping: ({ nonce }) => ({ nonce, uptimeMs: Date.now() - ctx.startedAt }),
    status: () => s.status(),
    unlock: ({ password }) => s.unlock(password),
    lock: () => s.lock(),
    addWallet: (p) => s.addWallet(p),
    saveState: (p) => s.saveState(p),
    deriveAccounts: (p) => s.deriveAccounts(p),
    deriveBatch: (p) => s.deriveBatch(p),
    // each family's transaction libraries load on its first signing request (chains/registry.ts)
    signTransfer: async (p) => {
      await loadSigning(p.intent.chainName);
      return s.signTransfer(p);
    },
    signDapp: async (p) => {
      await loadDappSigning();
      return s.signDapp(p);
    },
    accountKey: async (p) => {
      await loadSigning(p.chainName);
      return s.accountKey(p);
    },
    revealSecret: (p) => s.revealSecret(p),
    changePassword: (p) => s.changePassword(p),
    recipientCheck: (p) => s.recipientCheck(p),
  };
}
