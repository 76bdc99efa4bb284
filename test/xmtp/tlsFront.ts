/**
 * A TLS terminator standing in for XMTP's public gRPC host: a certificate for `servername`
 * signed by a CA made for this run (openssl), ALPN h2, each connection piped in plaintext to
 * the local stand-in node. A client reaches it only by verifying that CA, so a test shows the
 * forwarder's TLS leg is real without turning verification off.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';

export interface TlsFront {
  port: number;
  ca: string;
  servername: string;
  /** TLS sessions that finished the handshake with h2 */
  sessions(): number;
  close(): Promise<void>;
}

/** A CA and a leaf certificate for `name` signed by it (PEM). */
function makeCerts(name: string): { ca: string; key: string; cert: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'xmtp-tls-'));
  const run = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  try {
    run(
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-days',
      '2',
      '-subj',
      '/CN=wallet test CA',
    );
    run(
      'req',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      'leaf.key',
      '-out',
      'leaf.csr',
      '-subj',
      `/CN=${name}`,
    );
    writeFileSync(path.join(dir, 'ext.cnf'), `subjectAltName=DNS:${name}\n`);
    run(
      'x509',
      '-req',
      '-in',
      'leaf.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'leaf.pem',
      '-days',
      '2',
      '-extfile',
      'ext.cnf',
    );
    const read = (f: string) => readFileSync(path.join(dir, f), 'utf8');
    return { ca: read('ca.pem'), key: read('leaf.key'), cert: read('leaf.pem') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startTlsFront(
  nodePort: number,
  servername = 'grpc.xmtp.test',
  /** the protocols it takes in ALPN: h2 as XMTP's host does; none, to test a refusal */
  alpn: string[] = ['h2'],
): Promise<TlsFront> {
  const { ca, key, cert } = makeCerts(servername);
  let sessions = 0;
  const sockets = new Set<net.Socket>();
  const server = tls.createServer(
    { key, cert, ...(alpn.length ? { ALPNProtocols: alpn } : {}) },
    (client) => {
      sessions++;
      const up = net.connect({ host: '127.0.0.1', port: nodePort });
      for (const s of [client, up]) {
        sockets.add(s);
        s.once('close', () => sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.once('close', () => up.destroy());
      up.once('close', () => client.destroy());
      client.pipe(up).pipe(client);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    ca,
    servername,
    sessions: () => sessions,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
