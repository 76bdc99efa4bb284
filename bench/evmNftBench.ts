// EVM NFT list (issue 28): the first page (20) of a wallet holding 25 NFTs on anvil, 5 of them
// not indexed by the list (so their token URIs are read on chain), the Blockscout-format list and
// the node each answering every HTTP request after 50 ms. Counted per page: requests to the list
// provider, HTTP requests to the node and the JSON-RPC calls inside them, and the time against
// one 50 ms round trip (how many round trips deep the page is). Ratios, not absolutes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { toBeHex } from 'ethers';
import { createEvmWalletFamily } from '../main/chains/evm/walletFamily';
import { createHttp } from '../main/net/http';
import { startAnvil } from '../test/evm/anvil';
import { startBlockscoutNftServer } from '../test/evm/blockscoutNftServer';
import { installMulticall3 } from '../test/evm/deploy';
import { deployNfts, deployUriNfts } from '../test/evm/nfts';
import { startRpcProxy } from '../test/evm/rpcProxy';
import { percentile } from './stats';

const DELAY_MS = 50;
const RUNS = 5;
const ME = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';

/** A forwarder that holds each request `delayMs` before passing it to `target`, counting them. */
async function delayed(target: string, delayMs: number) {
  let requests = 0;
  const server = http.createServer((req, res) => {
    requests++;
    setTimeout(() => {
      void fetch(new URL(req.url ?? '/', target))
        .then(async (r) =>
          res
            .writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? '' })
            .end(Buffer.from(await r.arrayBuffer())),
        )
        .catch(() => res.writeHead(502).end());
    }, delayMs);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export async function benchEvmNfts(): Promise<Record<string, number | string>> {
  const anvil = await startAnvil({ chainId: 1 });
  try {
    await installMulticall3(anvil);
    await anvil.rpc('anvil_setBalance', [ME, toBeHex(10n ** 19n)]);
    const nfts = await deployNfts(anvil);
    const bare = await deployUriNfts(anvil, 'ipfs://bafybench/721/', 'ipfs://bafybench/1155/{id}.json');
    // 15 on one contract, 10 unindexed on another: whichever the list orders first, the first
    // page of 20 holds at least 5 of the unindexed
    await nfts.mint721(ME, [1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n, 9n, 10n]);
    await nfts.airdrop721(ME, [100n, 101n, 102n, 103n, 104n]);
    await bare.mint721(ME, [1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n, 9n, 10n]);
    nfts.close();
    bare.close();
    const list = await startBlockscoutNftServer(anvil.url, {
      pageSize: 20,
      unindexed: (contract) => contract.toLowerCase() === bare.erc721.toLowerCase(),
    });
    const listProxy = await delayed(list.url, DELAY_MS);
    const node = await startRpcProxy(anvil.url, DELAY_MS);
    try {
      const family = createEvmWalletFamily({
        network: 'local',
        local: { rpcUrl: node.url, nftUrl: listProxy.url, multicall3: true },
        http: createHttp({ retries: 0 }),
      });
      const coin = {
        walletId: 'w',
        chainName: 'ethereum',
        symbol: 'ETH',
        decimals: 18,
        address: ME,
        path: '',
      };
      const out: Record<string, number | string> = { nfts: 25, unindexed: 10, delayMs: DELAY_MS };
      const samples: number[] = [];
      const alone: number[] = [];
      for (let i = 0; i <= RUNS; i++) {
        node.reset();
        const before = listProxy.requests();
        const t1 = performance.now();
        const page = await family.nfts!.list(coin, null);
        const ms = performance.now() - t1;
        const providerRequests = listProxy.requests() - before;
        if (page?.items.length !== 20 || page.cursor === null)
          throw new Error('the first page is not 20 with a cursor');
        // the list request alone, as the family makes it: the fixture's own work on anvil included
        const t2 = performance.now();
        await fetch(`${listProxy.url}/api/v2/addresses/${ME}/nft?type=ERC-721%2CERC-1155`).then((r) =>
          r.json(),
        );
        const listMs = performance.now() - t2;
        if (i === 0) continue; // warm-up
        samples.push(ms);
        alone.push(listMs);
        out['firstPage.providerRequests'] = providerRequests;
        out['firstPage.nodeHttpRequests'] = node.requests;
        out['firstPage.nodeRpcCalls'] = node.methods.length;
        out['firstPage.nodeMethods'] = [...new Set(node.methods)].join(' ');
        out['firstPage.tokenUrisRead'] = page.items.filter((x) => x.metadataUri !== undefined).length;
        out['firstPage.sendersKnown'] = page.items.filter((x) => x.sentBy !== undefined).length;
      }
      out['firstPage.ms'] = Math.round(percentile(samples, 50));
      out['providerAlone.ms'] = Math.round(percentile(alone, 50));
      // the page's time past its list request, in 50 ms node round trips
      out['nodeRoundTrips ((firstPage - providerAlone) / 50 ms)'] = +(
        (percentile(samples, 50) - percentile(alone, 50)) /
        DELAY_MS
      ).toFixed(2);
      return out;
    } finally {
      await node.close();
      await listProxy.close();
      await list.close();
    }
  } finally {
    await anvil.stop();
  }
}
