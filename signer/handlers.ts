import type { SignerHandlers } from './controller';
import type { WalletSession } from './wallets/session';

export interface SignerContext {
  startedAt: number;
  session: WalletSession;
}

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
    signTransfer: (p) => s.signTransfer(p),
    signDapp: (p) => s.signDapp(p),
    accountKey: (p) => s.accountKey(p),
    revealSecret: (p) => s.revealSecret(p),
    changePassword: (p) => s.changePassword(p),
    recipientCheck: (p) => s.recipientCheck(p),
    signMessagingIdentity: (p) => s.signMessagingIdentity(p),
    messagingKey: (p) => s.messagingKey(p),
  };
}
