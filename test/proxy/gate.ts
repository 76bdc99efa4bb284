/**
 * A TCP gate in front of one test server (anvil, a fixture HTTP server, a relay): it forwards
 * connections that come from the test proxy's source address and refuses, and counts, every
 * other one. A test pointing main at gates and asserting `direct === 0` fails when any request
 * bypasses the proxy.
 */
import net from 'node:net';
import { PROXY_SOURCE_ADDRESS } from './testProxy';

export interface Gate {
  /** host:port main is given instead of the server's own */
  host: string;
  port: number;
  proxied: number;
  direct: number;
  /** where each direct connection came from, for the failure message */
  directFrom: string[];
  close(): Promise<void>;
}

export async function startGate(targetPort: number, targetHost = '127.0.0.1'): Promise<Gate> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (
      client.remoteAddress !== PROXY_SOURCE_ADDRESS &&
      client.remoteAddress !== `::ffff:${PROXY_SOURCE_ADDRESS}`
    ) {
      gate.direct++;
      gate.directFrom.push(`${client.remoteAddress}:${client.remotePort}`);
      return void client.destroy();
    }
    gate.proxied++;
    const upstream = net.connect({ host: targetHost, port: targetPort });
    sockets.add(upstream);
    upstream.once('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.once('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gate: Gate = {
    host: '127.0.0.1',
    port: (server.address() as net.AddressInfo).port,
    proxied: 0,
    direct: 0,
    directFrom: [],
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  return gate;
}
