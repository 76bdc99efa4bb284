import type { Result } from '../errors';

/**
 * What the Electron preload exposes on `window.walletBridge`, and what the browser host's
 * socket client implements: calls by contract name and a single event stream. Nothing else
 * of Electron or Node reaches the renderer.
 */
export interface WalletBridge {
  invoke(name: string, input: unknown): Promise<Result<unknown>>;
  subscribe(listener: (name: string, payload: unknown) => void): () => void;
}

export const BRIDGE_GLOBAL = 'walletBridge';
