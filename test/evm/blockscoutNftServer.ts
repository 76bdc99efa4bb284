// A Blockscout-v2-style NFT list on 127.0.0.1 that answers `GET /api/v2/addresses/{a}/nft`
// from a real anvil chain: it replays every ERC-721 `Transfer` and ERC-1155 `TransferSingle`
// log to know who holds what now (so after a send the NFT leaves the sender's list and appears
// in the recipient's), names collections with their own `name()`/`symbol()`, and pages with
// Blockscout's `next_page_params` (items_count, token_contract_address_hash, token_id,
// token_type). Blockscout pages 50 items; `pageSize` makes a short page for tests.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AbiCoder, Interface, getAddress, id } from 'ethers';

const TRANSFER = id('Transfer(address,address,uint256)');
const TRANSFER_SINGLE = id('TransferSingle(address,address,address,uint256,uint256)');
const NAMES = new Interface([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
]);
const ZERO = '0x0000000000000000000000000000000000000000';

interface Log {
  address: string;
  topics: string[];
  data: string;
}

export interface BlockscoutNftServer {
  url: string;
  /** every request's path and query, in order */
  requests: URL[];
  close(): Promise<void>;
}

export async function startBlockscoutNftServer(
  anvilUrl: string,
  opts: { pageSize?: number } = {},
): Promise<BlockscoutNftServer> {
  const pageSize = opts.pageSize ?? 50;
  const rpc = async <T>(method: string, params: unknown[]): Promise<T> => {
    const res = await fetch(anvilUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await res.json()) as { result?: T; error?: { message: string } };
    if (body.error) throw new Error(body.error.message);
    return body.result as T;
  };
  const read = async (to: string, fn: 'name' | 'symbol'): Promise<string | null> => {
    try {
      const out = await rpc<string>('eth_call', [{ to, data: NAMES.encodeFunctionData(fn) }, 'latest']);
      return String(NAMES.decodeFunctionResult(fn, out)[0]);
    } catch {
      return null;
    }
  };

  /** units held now, per `contract|id|type` and owner */
  async function holdings(): Promise<Map<string, Map<string, bigint>>> {
    const logs = await rpc<Log[]>('eth_getLogs', [
      { fromBlock: '0x0', toBlock: 'latest', topics: [[TRANSFER, TRANSFER_SINGLE]] },
    ]);
    const held = new Map<string, Map<string, bigint>>();
    const move = (key: string, from: string, to: string, n: bigint) => {
      const m = held.get(key) ?? new Map<string, bigint>();
      if (from !== ZERO) m.set(from, (m.get(from) ?? 0n) - n);
      m.set(to, (m.get(to) ?? 0n) + n);
      held.set(key, m);
    };
    const addr = (topic: string) => getAddress(`0x${topic.slice(26)}`);
    for (const l of logs) {
      const contract = getAddress(l.address);
      // an ERC-20 Transfer has its value in data and three topics: not an NFT
      if (l.topics[0] === TRANSFER && l.topics.length === 4)
        move(`${contract}|${BigInt(l.topics[3]!)}|ERC-721`, addr(l.topics[1]!), addr(l.topics[2]!), 1n);
      if (l.topics[0] === TRANSFER_SINGLE) {
        const [tokenId, value] = AbiCoder.defaultAbiCoder().decode(
          ['uint256', 'uint256'],
          l.data,
        ) as unknown as [bigint, bigint];
        move(`${contract}|${tokenId}|ERC-1155`, addr(l.topics[2]!), addr(l.topics[3]!), value);
      }
    }
    return held;
  }

  const requests: URL[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const m = /^\/api\/v2\/addresses\/(0x[0-9a-fA-F]{40})\/nft$/.exec(url.pathname);
    if (!m || url.searchParams.get('type') !== 'ERC-721,ERC-1155') return send(404, { message: 'Not found' });
    const owner = getAddress(m[1]!);
    void (async () => {
      const held = await holdings();
      const rows = [...held]
        .map(([key, owners]) => {
          const [contract, tokenId, type] = key.split('|') as [string, string, string];
          return { contract, tokenId: BigInt(tokenId), type, value: owners.get(owner) ?? 0n };
        })
        .filter((r) => r.value > 0n)
        .sort((a, b) =>
          a.contract === b.contract
            ? a.tokenId < b.tokenId
              ? -1
              : a.tokenId > b.tokenId
                ? 1
                : 0
            : a.contract.toLowerCase() < b.contract.toLowerCase()
              ? -1
              : 1,
        );
      const after = url.searchParams.get('token_contract_address_hash');
      const afterId = url.searchParams.get('token_id');
      const start =
        after === null || afterId === null
          ? 0
          : rows.findIndex(
              (r) => r.contract.toLowerCase() === after.toLowerCase() && r.tokenId === BigInt(afterId),
            ) + 1;
      const page = rows.slice(start, start + pageSize);
      const items = await Promise.all(
        page.map(async (r) => {
          const name = await read(r.contract, 'name');
          return {
            id: r.tokenId.toString(),
            value: r.value.toString(),
            token_type: r.type,
            image_url: `https://nft.test/img/${r.tokenId}.png`,
            is_unique: r.type === 'ERC-721',
            metadata: {
              name: `${name ?? 'Token'} #${r.tokenId}`,
              description: `Token ${r.tokenId} of ${r.contract}`,
              attributes: [{ trait_type: 'Parity', value: r.tokenId % 2n === 0n ? 'even' : 'odd' }],
            },
            token: {
              address_hash: r.contract,
              name,
              symbol: await read(r.contract, 'symbol'),
              type: r.type,
            },
          };
        }),
      );
      const last = page.at(-1);
      const more = start + pageSize < rows.length && last;
      send(200, {
        items,
        next_page_params: more
          ? {
              items_count: start + pageSize,
              token_contract_address_hash: last.contract.toLowerCase(),
              token_id: last.tokenId.toString(),
              token_type: last.type,
            }
          : null,
      });
    })().catch((e: unknown) => send(500, { message: String(e) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
