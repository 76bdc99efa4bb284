// Token URIs read on chain (issue 28) inside the real app: the Blockscout-format list has not
// indexed some items (metadata and image null), so the EVM family reads their contracts' own
// `tokenURI(id)` / `uri(id)` on anvil — OpenZeppelin collections compiled by solc whose URIs point
// at the test's IPFS gateway stand-in — all of a page's in one Multicall3 eth_call, and main
// fetches each metadata JSON through the media path: name, image and attributes filled in, and
// metadata that is not JSON, an HTML page, 300 KB of JSON or a dead URI each a placeholder.
import { toBeHex } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUnits } from '../../../shared/amount';
import type { CallInput, CallName, CallOutput } from '../../../shared/contract';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { startAnvil, type Anvil } from '../../../test/evm/anvil';
import { startBlockscoutNftServer, type BlockscoutNftServer } from '../../../test/evm/blockscoutNftServer';
import { installMulticall3 } from '../../../test/evm/deploy';
import { deployNfts, deployUriNfts, type TestNfts, type UriNfts } from '../../../test/evm/nfts';
import { startRpcProxy, type RpcProxy } from '../../../test/evm/rpcProxy';
import { startImageServer, TEST_CID, type ImageServer } from '../../../test/nfts/imageServer';
import { createHttp } from '../../net/http';
import { createEvmWalletFamily } from './walletFamily';

const PASSWORD = 'correct horse battery';
const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

let anvil: Anvil;
let node: RpcProxy;
let images: ImageServer;
let list: BlockscoutNftServer;
let indexed: TestNfts;
let bare: UriNfts;
let t: TestApp;
let ethId: string;
let me: string;

async function call<N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> {
  const r = await t.app.dispatch(name, input);
  if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code });
  return r.value as CallOutput<N>;
}
const media = (contractAddress: string, tokenId: string) =>
  call('nft.media', { coinId: ethId, contractAddress, tokenId });
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  await installMulticall3(anvil);
  node = await startRpcProxy(anvil.url);
  images = await startImageServer();
  list = await startBlockscoutNftServer(anvil.url, {
    pageSize: 20,
    imageOf: (id) => images.ipfs(`${id}.png`),
    unindexed: (contract) => same(contract, bare.erc721) || same(contract, bare.erc1155),
  });
  const family = createEvmWalletFamily({
    network: 'local',
    local: { rpcUrl: node.url, nftUrl: list.url, multicall3: true },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
  t = await startTestApp({
    families: { evm: family },
    nftMedia: { ipfsGateways: [images.url], arweaveGateways: [] },
  });
  await call('wallets.importPhrase', { phrase: ABANDON, password: PASSWORD });
  const eth = (await call('coins.list', {})).coins.find(
    (c) => c.chainName === 'ethereum' && c.type === 'coin',
  )!;
  ethId = eth.id;
  me = eth.address;
  await anvil.rpc('anvil_setBalance', [eth.address, toBeHex(parseUnits('10', 18))]);
  indexed = await deployNfts(anvil);
  bare = await deployUriNfts(anvil, `ipfs://${TEST_CID}/meta/721/`, `ipfs://${TEST_CID}/meta/1155/{id}.json`);
  await indexed.mint721(eth.address, [1n, 2n]);
  await bare.mint721(eth.address, [5n, 6n, 901n, 902n, 903n, 904n]);
  // 0x1a2b: the {id} must become 64 lower-case hex digits for the server to answer
  await bare.mint1155(eth.address, 0x1a2bn, 4n);
}, 180_000);
afterAll(async () => {
  indexed?.close();
  bare?.close();
  await t?.dispose();
  await list?.close();
  await images?.close();
  await node?.close();
  await anvil?.stop();
});

describe('token URIs read on chain when the NFT list gives no metadata', () => {
  let page: CallOutput<'nft.list'>;
  const item = (contract: string, id: string) =>
    page.items.find((i) => same(i.contractAddress, contract) && i.tokenId === id)!;

  it('reads every unindexed item’s URI in one batched eth_call beside the one list request', async () => {
    node.reset();
    const before = list.requests.length;
    page = await call('nft.list', { coinId: ethId, cursor: null });
    expect(page.items).toHaveLength(9);
    expect(list.requests.length - before).toBe(1);
    // the token URIs: one eth_call (Multicall3 aggregate3); the rest is the airdrop rule's
    // lookup of who delivered each item (its logs beside the call, then the senders' transactions
    // in one batch), so three HTTP requests in two round trips
    expect(node.methods.filter((m) => m === 'eth_call')).toEqual(['eth_call']);
    expect(new Set(node.methods)).toEqual(new Set(['eth_call', 'eth_getLogs', 'eth_getTransactionByHash']));
    expect(node.requests).toBe(3);
  });

  it('fills an ERC-721 item from its tokenURI’s JSON: name, description, attributes and image', async () => {
    expect(item(bare.erc721, '5')).toMatchObject({
      name: 'Uri Ape #5',
      collection: 'Uri Apes',
      description: 'Read from token URI 5',
      attributes: [{ trait: 'Source', value: 'tokenURI' }],
      hasImage: true,
    });
    const shown = await media(bare.erc721, '5');
    expect(shown.status).toBe('ok');
    expect(images.requests.some((r) => r.path === `/ipfs/${TEST_CID}/meta/721/5`)).toBe(true);
  });

  it('fills an ERC-1155 item from uri(id) with {id} as 64 hex digits', async () => {
    expect(item(bare.erc1155, String(0x1a2b))).toMatchObject({
      name: `Uri Item #${0x1a2b}`,
      amount: '4',
      hasImage: true,
    });
    expect(
      images.requests.some((r) => r.path === `/ipfs/${TEST_CID}/meta/1155/${'1a2b'.padStart(64, '0')}.json`),
    ).toBe(true);
  });

  it('keeps a placeholder, with its reason, for metadata that is not JSON, HTML, too large or dead', async () => {
    const cases: [string, RegExp][] = [
      ['901', /not valid JSON/],
      ['902', /not JSON \(text\/html\)/],
      ['903', /larger than 256 KB/],
      ['904', /HTTP 404/],
    ];
    for (const [id, why] of cases) {
      expect(item(bare.erc721, id)).toMatchObject({
        name: `Uri Apes #${id}`,
        hasImage: false,
        attributes: [],
      });
      const m = await media(bare.erc721, id);
      expect(m.status).toBe('none');
      if (m.status === 'none') expect(m.reason).toMatch(why);
    }
    // the rest of the page is untouched: the indexed collection keeps the list's own metadata
    expect(item(indexed.erc721, '1')).toMatchObject({ name: 'Test Apes #1', hasImage: true });
  });

  it('reads no token URI when the list gave every item its metadata', async () => {
    const hidden = await startBlockscoutNftServer(anvil.url, { pageSize: 20 });
    try {
      const family = createEvmWalletFamily({
        network: 'local',
        local: { rpcUrl: node.url, nftUrl: hidden.url, multicall3: true },
        http: createHttp({ backoffMs: 0, retries: 0 }),
      });
      node.reset();
      const coin = {
        walletId: 'w',
        chainName: 'ethereum',
        symbol: 'ETH',
        decimals: 18,
        address: me,
        path: '',
      };
      const got = await family.nfts!.list(coin, null);
      expect(got!.items.every((i) => i.metadataUri === undefined)).toBe(true);
      // no token URI read; only the airdrop rule's sender lookup
      expect(node.methods).not.toContain('eth_call');
      expect(new Set(node.methods)).toEqual(new Set(['eth_getLogs', 'eth_getTransactionByHash']));
    } finally {
      await hidden.close();
    }
  });
});
