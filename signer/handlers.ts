import type { SignerHandlers } from './controller';

export interface SignerContext {
  vaultDir: string;
  startedAt: number;
}

export function createHandlers(ctx: SignerContext): SignerHandlers {
  return {
    ping: ({ nonce }) => ({ nonce, uptimeMs: Date.now() - ctx.startedAt }),
    status: () => ({ locked: true, hasVault: false }),
  };
}
