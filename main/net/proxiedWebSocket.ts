/**
 * The WebSocket main's libraries see (the WalletConnect relay's above all): `ws`, opening each
 * connection through `outboundAgent`, so the relay goes through the user's proxy like every
 * HTTP request. Installed as the global on import: @walletconnect/jsonrpc-ws-connection picks
 * its WebSocket class once, when it loads, so walletKit.ts imports this first. Electron's own
 * global WebSocket (undici's) would connect directly whatever the proxy setting says.
 */
import WebSocket, { type ClientOptions } from 'ws';
import type { ClientRequestArgs } from 'node:http';
import { outboundAgent } from './outbound';

export class ProxiedWebSocket extends WebSocket {
  constructor(
    address: string | URL,
    protocols?: string | string[],
    options?: ClientOptions | ClientRequestArgs,
  ) {
    const url = new URL(String(address));
    super(address, protocols, { ...options, agent: outboundAgent(url.protocol) });
  }
}

(globalThis as { WebSocket?: unknown }).WebSocket = ProxiedWebSocket;
