/**
 * A raw TCP connection to host:port through the user's proxy, for a client that speaks its own
 * protocol over it (the XMTP forwarder, loopbackForwarder.ts). It asks the same agent every
 * HTTP request of main uses (outbound.ts: SOCKS5 with the name resolved by the proxy, or HTTP
 * CONNECT, with the saved login), so one setting covers it; without a proxy it refuses rather
 * than dial directly, and the caller decides what direct means.
 */
import { EventEmitter } from 'node:events';
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { AppError } from '../../shared/errors';
import { explainOutboundError, outboundAgent, outboundProxy } from './outbound';

/** agent-base's connect, which both proxy agents implement (socks-proxy-agent, https-proxy-agent) */
interface TunnelAgent {
  connect(
    req: http.ClientRequest,
    opts: { host: string; port: number; secureEndpoint: false },
  ): Promise<Duplex>;
}

const isTunnelAgent = (a: unknown): a is TunnelAgent =>
  typeof (a as { connect?: unknown } | null)?.connect === 'function';

export async function tunnelThroughProxy(host: string, port: number): Promise<Duplex> {
  const agent = outboundAgent('https:');
  if (outboundProxy() === '' || !isTunnelAgent(agent))
    throw new AppError('NETWORK', 'No proxy is set: this connection is made only through one');
  // the agents talk to the request they serve: a stand-in hears the CONNECT answer and resumes
  // the socket as node's http would ('socket'); nothing else of a request is used
  const req = new EventEmitter() as EventEmitter & { destroy(): void };
  req.destroy = () => undefined;
  let status = 200;
  req.on('proxyConnect', (answer: { statusCode: number }) => (status = answer.statusCode));
  let socket: Duplex;
  try {
    socket = await agent.connect(req as unknown as http.ClientRequest, { host, port, secureEndpoint: false });
  } catch (e) {
    throw explainOutboundError(e);
  }
  if (status !== 200) {
    socket.destroy();
    throw explainOutboundError(new Error(`the proxy refused ${host}:${port} (HTTP ${status})`));
  }
  req.emit('socket', socket);
  // the SOCKS agent closes a socket idle for 30 s: a gRPC stream waits far longer for a message
  (socket as Duplex & { setTimeout?: (ms: number) => void }).setTimeout?.(0);
  return socket;
}
