import type { WalletBridge } from '../../shared/contract/bridge';
import { IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL } from '../../shared/contract/channels';
import type { Result } from '../../shared/errors';

/** What the bridge uses of Electron's ipcRenderer. */
export interface BridgeIpc {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

const UNKNOWN_CALL: Result<unknown> = { ok: false, error: { code: 'UNKNOWN_CALL', message: 'Unknown call' } };
const FAILED: Result<unknown> = { ok: false, error: { code: 'INTERNAL', message: 'Something went wrong' } };

/**
 * `window.walletBridge`: two functions over two fixed channels. The page never gets
 * ipcRenderer, a channel name of its choosing, or the IpcRendererEvent (whose `sender`
 * would hand it ipcRenderer back).
 */
export function createBridge(ipc: BridgeIpc): WalletBridge {
  return {
    invoke: async (name, input) => {
      if (typeof name !== 'string') return UNKNOWN_CALL;
      try {
        return (await ipc.invoke(IPC_INVOKE_CHANNEL, name, input)) as Result<unknown>;
      } catch {
        // ipcMain answers every call with a Result; a rejection means main itself failed.
        return FAILED;
      }
    },
    subscribe: (listener) => {
      const onEvent = (_event: unknown, name: unknown, payload: unknown) => {
        if (typeof name !== 'string') return;
        try {
          listener(name, payload);
        } catch (e) {
          console.error('walletBridge listener failed:', e instanceof Error ? e.message : e);
        }
      };
      ipc.on(IPC_EVENT_CHANNEL, onEvent);
      return () => {
        ipc.removeListener(IPC_EVENT_CHANNEL, onEvent);
      };
    },
  };
}
