// Sending NFTs inside the real app (services, SQLite cache, real signer process) against anvil
// with Ethereum's chain id: OpenZeppelin ERC-721 and ERC-1155 collections compiled by solc and
// minted to the wallet; the signer decodes each transfer's calldata itself before signing.
import { Wallet, getAddress, toBeHex } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUnits } from '../../../shared/amount';
import type { CallInput, CallName, CallOutput, EventPayload } from '../../../shared/contract';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { startAnvil, type Anvil } from '../../../test/evm/anvil';
import { deployNfts, type TestNfts } from '../../../test/evm/nfts';
import { startRpcProxy, type RpcProxy } from '../../../test/evm/rpcProxy';
import { startExplorerServer, type ExplorerServer } from '../../../test/evm/explorerServer';
import { startBlockscoutNftServer, type BlockscoutNftServer } from '../../../test/evm/blockscoutNftServer';
import type { CoinRef, WalletFamily } from '../family';
import { createHttp } from '../../net/http';
import { createEvmWalletFamily } from './walletFamily';

const PASSWORD = 'correct horse battery';
const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const DAVE = getAddress('0x000000000000000000000000000000000000d00d');
const ERIN = new Wallet(`0x${'e'.repeat(64)}`).address;

let anvil: Anvil;
let node: RpcProxy;
let explorer: ExplorerServer;
let nfts: TestNfts;
let nftList: BlockscoutNftServer;
let family: WalletFamily;
let t: TestApp;
let me: string;
let ethId: string;
const statuses: EventPayload<'tx.status'>[] = [];

async function call<N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> {
  const r = await t.app.dispatch(name, input);
  if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code });
  return r.value as CallOutput<N>;
}
async function fails<N extends CallName>(name: N, input: CallInput<N>) {
  const r = await t.app.dispatch(name, input);
  if (r.ok) throw new Error(`${name} unexpectedly succeeded`);
  return r.error;
}
async function until<T>(probe: () => T | undefined, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
const finalStatus = (hash: string) =>
  until(() => statuses.find((s) => s.hash === hash && s.status !== 'submitted')?.status);

const form721 = (over: Partial<CallInput<'nft.quote'>> = {}): CallInput<'nft.quote'> => ({
  coinId: ethId,
  contractAddress: nfts.erc721,
  standard: 'erc721',
  tokenId: '7',
  amount: '1',
  to: DAVE,
  feeOption: 'Normal',
  ...over,
});
const form1155 = (over: Partial<CallInput<'nft.quote'>> = {}): CallInput<'nft.quote'> =>
  form721({
    contractAddress: nfts.erc1155,
    standard: 'erc1155',
    tokenId: '3',
    amount: '2',
    to: ERIN,
    ...over,
  });

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  explorer = await startExplorerServer(anvil.url);
  node = await startRpcProxy(anvil.url);
  // 20 a page, as the spec's NFT page size: 25 NFTs come in two pages
  nftList = await startBlockscoutNftServer(anvil.url, { pageSize: 20 });
  family = createEvmWalletFamily({
    network: 'local',
    local: { rpcUrl: node.url, explorerUrl: explorer.url, nftUrl: nftList.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
  t = await startTestApp({ families: { evm: family }, confirm: { intervalMs: 100, tries: 40 } });
  t.app.events.subscribe((name, payload) => {
    if (name === 'tx.status') statuses.push(payload as EventPayload<'tx.status'>);
  });
  await call('wallets.importPhrase', { phrase: ABANDON, password: PASSWORD });
  const eth = (await call('coins.list', {})).coins.find(
    (c) => c.chainName === 'ethereum' && c.type === 'coin',
  )!;
  ethId = eth.id;
  me = eth.address;
  await anvil.rpc('anvil_setBalance', [me, toBeHex(parseUnits('10', 18))]);
  nfts = await deployNfts(anvil);
  await nfts.mint721(me, [7n, 8n, ...Array.from({ length: 22 }, (_, i) => 100n + BigInt(i))]);
  await nfts.mint1155(me, 3n, 5n);
}, 120_000);
afterAll(async () => {
  nfts?.close();
  await t?.dispose();
  await explorer?.close();
  await nftList?.close();
  await node?.close();
  await anvil?.stop();
});

const listed = (page: CallOutput<'nft.list'>) =>
  page.items.map((i) => `${i.standard}:${i.tokenId}:${i.amount}`);

describe('listing NFTs from a Blockscout-format list that answers from anvil', () => {
  it('lists 25 NFTs in two pages, the second by the cursor of the first', async () => {
    const first = await call('nft.list', { coinId: ethId, cursor: null });
    expect(first).toMatchObject({ supported: true, skipped: 0 });
    expect(first.items).toHaveLength(20);
    expect(first.cursor).not.toBeNull();
    const second = await call('nft.list', { coinId: ethId, cursor: first.cursor });
    expect(second.items).toHaveLength(5);
    expect(second.cursor).toBeNull();
    const all = [...listed(first), ...listed(second)];
    expect(new Set(all).size).toBe(25);
    expect(all).toContain('erc721:7:1');
    expect(all).toContain('erc1155:3:5');
    const ape = [...first.items, ...second.items].find((i) => i.tokenId === '7')!;
    expect(ape).toEqual({
      contractAddress: nfts.erc721,
      standard: 'erc721',
      tokenId: '7',
      amount: '1',
      name: 'Test Apes #7',
      collection: 'Test Apes',
      description: `Token 7 of ${nfts.erc721}`,
      attributes: [{ trait: 'Parity', value: 'odd' }],
      hasImage: true,
      spam: false,
      verified: false,
    });
    // the wire format's request: the address, both standards, then the cursor's parameters
    const [a, b] = nftList.requests.slice(-2);
    expect(a!.pathname).toBe(`/api/v2/addresses/${me}/nft`);
    expect(a!.searchParams.get('type')).toBe('ERC-721,ERC-1155');
    expect(b!.searchParams.get('token_id')).toBe(first.items.at(-1)!.tokenId);
  });

  it('refuses a cursor that is not one, before any request', async () => {
    const before = nftList.requests.length;
    const e = await fails('nft.list', { coinId: ethId, cursor: 'x y' });
    expect(e.code).toBe('BAD_INPUT');
    expect(nftList.requests.length).toBe(before);
  });
});

describe('sending NFTs from the app, through the real signer, on anvil', () => {
  it('sends an ERC-721 token: quoted in ETH, signed, confirmed, owned by the recipient', async () => {
    expect(await nfts.ownerOf(7n)).toBe(me);
    const q = await call('nft.quote', form721());
    expect(q).toMatchObject({ feeSymbol: 'ETH' });
    expect(q.feeOptions.map((o) => o.unit)).toEqual(['gwei', 'gwei']);
    expect(parseUnits(q.fee, 18)).toBeGreaterThan(0n);
    // issue 32: the review's preview, simulated on the node, is exactly the item leaving
    expect(q.preview).toEqual({
      status: 'ok',
      method: 'eth_simulateV1',
      send: [
        {
          asset: nfts.erc721,
          symbol: 'TAPE',
          standard: 'erc721',
          amount: '1',
          raw: false,
          tokenId: '7',
          fiat: null,
        },
      ],
      receive: [],
      permissions: [],
      warnings: [],
      mismatch: null,
    });
    node.reset();
    const { hash } = await call('nft.send', { ...form721(), approvedFee: q.fee, quoteId: q.quoteId! });
    expect(node.methods).not.toContain('eth_simulateV1'); // judged by the preview held under the id
    expect(await finalStatus(hash)).toBe('confirmed');
    // the fee coin's entry, of the NFT kind (its toasts say "NFT sent"); nothing native moved
    expect(statuses.find((s) => s.hash === hash)).toMatchObject({
      kind: 'nftTransfer',
      symbol: 'ETH',
      amount: '0',
    });
    expect(await nfts.ownerOf(7n)).toBe(DAVE);
    expect(await nfts.ownerOf(8n)).toBe(me);
    // the pending list let go of it, under the coin that paid the fee
    expect((await call('coin.overview', { coinId: ethId })).pending).toEqual([]);
  });

  it('sends 2 of 5 ERC-1155 units: the wallet keeps 3, the recipient holds 2', async () => {
    const q = await call('nft.quote', form1155());
    expect(q.preview).toMatchObject({
      status: 'ok',
      send: [{ standard: 'erc1155', amount: '2', raw: false, tokenId: '3' }],
      receive: [],
      permissions: [],
      mismatch: null,
    });
    const { hash } = await call('nft.send', { ...form1155(), approvedFee: q.fee, quoteId: q.quoteId! });
    expect(await finalStatus(hash)).toBe('confirmed');
    expect(await nfts.balanceOf1155(me, 3n)).toBe(3n);
    expect(await nfts.balanceOf1155(ERIN, 3n)).toBe(2n);
  });

  it('the lists follow the chain: token 7 left the wallet for Dave, 3 units stayed', async () => {
    const mine: string[] = [];
    for (let cursor: string | null = null, n = 0; n === 0 || cursor !== null; n++) {
      const page: CallOutput<'nft.list'> = await call('nft.list', { coinId: ethId, cursor });
      mine.push(...listed(page));
      cursor = page.cursor;
    }
    expect(mine).toHaveLength(24);
    expect(mine).not.toContain('erc721:7:1');
    expect(mine).toContain('erc1155:3:3');
    const daveRef: CoinRef = {
      walletId: 'x',
      chainName: 'ethereum',
      symbol: 'ETH',
      decimals: 18,
      address: DAVE,
      path: '',
    };
    const dave = await family.nfts!.list(daveRef, null);
    expect(dave!.items.map((i) => [i.standard, i.tokenId, i.amount])).toEqual([['erc721', 7n, 1n]]);
  });

  it('refuses what the wallet does not hold, more units than held, and a token sent in parts', async () => {
    // token 7 left with the first test
    expect((await fails('nft.quote', form721())).message).toBe('This wallet does not hold that NFT');
    expect((await fails('nft.quote', form721({ tokenId: '999' }))).message).toBe(
      'This wallet does not hold that NFT',
    );
    expect((await fails('nft.quote', form1155({ amount: '4' }))).message).toBe('Only 3 held');
    expect((await fails('nft.quote', form721({ tokenId: '8', amount: '2' }))).message).toBe(
      'An ERC-721 token is sent whole',
    );
    expect((await fails('nft.quote', form721({ tokenId: '8', to: '0x1234' }))).code).toBe('BAD_INPUT');
  });

  it('refuses a fee above the approved one before the signer is asked', async () => {
    const q = await call('nft.quote', form721({ tokenId: '8' }));
    const below = (parseUnits(q.fee, 18) - 1n).toString();
    const e = await fails('nft.send', {
      ...form721({ tokenId: '8' }),
      approvedFee: `0.${below.padStart(18, '0')}`,
    });
    expect(e.message).toMatch(/^The fee went up to /);
    expect(await nfts.ownerOf(8n)).toBe(me);
  });
});
