import type { WalletBridge } from '../../shared/contract/bridge';
import { ServerFrameSchema, type InvokeFrame } from '../../shared/contract/wire';
import type { Result } from '../../shared/errors';

const TOKEN_KEY = 'wallet.hostToken';

/**
 * The browser host hands the page a per-run token in `?token=`. It is moved to
 * sessionStorage (so a reload keeps working) and removed from the address bar.
 */
export function takeHostToken(): string | null {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    sessionStorage.setItem(TOKEN_KEY, fromUrl);
    url.searchParams.delete('token');
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
    return fromUrl;
  }
  return sessionStorage.getItem(TOKEN_KEY);
}

/** The browser host's side of the contract: one socket, ids pairing answers, reconnect with backoff. */
export function createWsBridge(token: string): WalletBridge {
  const pending = new Map<number, (r: Result<unknown>) => void>();
  const listeners = new Set<(name: string, payload: unknown) => void>();
  const queue: string[] = [];
  let nextId = 1;
  let ws: WebSocket | null = null;
  let retry = 0;

  const connect = () => {
    const url = `${window.location.origin.replace(/^http/, 'ws')}/ipc?token=${encodeURIComponent(token)}`;
    const socket = new WebSocket(url);
    ws = socket;
    socket.onopen = () => {
      retry = 0;
      for (const frame of queue.splice(0)) socket.send(frame);
      for (const l of listeners) l('transport.connected', {});
    };
    socket.onmessage = (e: MessageEvent<string>) => {
      let raw: unknown;
      try {
        raw = JSON.parse(e.data);
      } catch {
        return;
      }
      const frame = ServerFrameSchema.safeParse(raw);
      if (!frame.success) return;
      const f = frame.data;
      if (f.kind === 'event') {
        for (const l of listeners) l(f.name, f.payload);
        return;
      }
      const resolve = pending.get(f.id);
      if (!resolve) return;
      pending.delete(f.id);
      resolve(f.ok ? { ok: true, value: f.value } : { ok: false, error: f.error });
    };
    socket.onclose = () => {
      ws = null;
      for (const [id, resolve] of pending) {
        resolve({
          ok: false,
          error: { code: 'SIGNER_UNAVAILABLE', message: 'Lost the connection to the wallet host' },
        });
        pending.delete(id);
      }
      for (const l of listeners) l('transport.disconnected', {});
      retry = Math.min(retry + 1, 6);
      setTimeout(connect, 200 * 2 ** retry);
    };
  };
  connect();

  return {
    invoke(name, input) {
      const id = nextId++;
      const frame: InvokeFrame = { kind: 'invoke', id, name, input };
      const text = JSON.stringify(frame);
      return new Promise((resolve) => {
        pending.set(id, resolve);
        if (ws && ws.readyState === WebSocket.OPEN) ws.send(text);
        else queue.push(text);
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
