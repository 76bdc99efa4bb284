// NFTs from the keyed source (Moralis v2.2 wire format) inside the real app (services, SQLite
// cache, real signer process) against anvil with Ethereum's chain id: 25 NFTs in two pages by
// Moralis's cursor, the key rotated past a 429, metadata read from its JSON string (and an item
// whose metadata is not JSON still listed), spam from the provider's flag and main's rules moved
// either way by the user and kept in the cache, media through main from an IPFS gateway stand-in.
import { toBeHex } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUnits } from '../../../shared/amount';
import type { CallInput, CallName, CallOutput } from '../../../shared/contract';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { startAnvil, type Anvil } from '../../../test/evm/anvil';
import { startMoralisNftServer, type MoralisNftServer } from '../../../test/evm/moralisNftServer';
import { deployNfts, type TestNfts } from '../../../test/evm/nfts';
import { startImageServer, type ImageServer } from '../../../test/nfts/imageServer';
import { createHttp } from '../../net/http';
import { createEvmWalletFamily } from './walletFamily';

const PASSWORD = 'correct horse battery';
const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const KEY = 'moralis-good-key';
const SPENT_KEY = 'moralis-spent-key';

let anvil: Anvil;
let moralis: MoralisNftServer;
let images: ImageServer;
let nfts: TestNfts;
let t: TestApp;
let me: string;
let ethId: string;

async function call<N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> {
  const r = await t.app.dispatch(name, input);
  if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code });
  return r.value as CallOutput<N>;
}
async function listAll() {
  const first = await call('nft.list', { coinId: ethId, cursor: null });
  const second = first.cursor ? await call('nft.list', { coinId: ethId, cursor: first.cursor }) : null;
  return { first, second, items: [...first.items, ...(second?.items ?? [])] };
}
const byId = (items: CallOutput<'nft.list'>['items'], id: string) =>
  items.find((i) => i.tokenId === id && i.standard === 'erc721')!;
const media = (tokenId: string) =>
  call('nft.media', { coinId: ethId, contractAddress: nfts.erc721, tokenId });

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
  images = await startImageServer();
  moralis = await startMoralisNftServer(anvil.url, {
    apiKey: KEY,
    chainId: 1,
    rateLimitedKeys: [SPENT_KEY],
    nameOf: (n, c) => (n.tokenId === 9n ? 'Claim 1000 USDC at usdc-gift.com' : `${c} #${n.tokenId}`),
    spam: (n) => n.tokenId === 8n,
    verified: (n) => n.tokenId === 7n,
    imageOf: (n) => (n.tokenId === 11n ? images.ipfs('big.png') : images.ipfs(`${n.tokenId}.png`)),
    rawMetadata: (n) => (n.tokenId === 10n ? '{"name": "broken' : undefined),
  });
  const family = createEvmWalletFamily({
    network: 'local',
    local: { rpcUrl: anvil.url, moralisUrl: moralis.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
    keys: { moralis: [SPENT_KEY, KEY] },
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
  await anvil.rpc('anvil_setBalance', [me, toBeHex(parseUnits('10', 18))]);
  nfts = await deployNfts(anvil);
  await nfts.mint721(
    me,
    Array.from({ length: 24 }, (_, i) => BigInt(i + 1)),
  );
  await nfts.mint1155(me, 3n, 5n);
}, 120_000);
afterAll(async () => {
  nfts?.close();
  await t?.dispose();
  await moralis?.close();
  await images?.close();
  await anvil?.stop();
});

describe('NFTs from a Moralis-format API that answers from anvil', () => {
  it('lists 25 NFTs in two pages by its cursor, asking as Moralis documents, the key rotated past a 429', async () => {
    const { first, second, items } = await listAll();
    expect(first.items).toHaveLength(20);
    expect(second?.items).toHaveLength(5);
    expect(second?.cursor).toBeNull();
    expect(new Set(items.map((i) => `${i.standard}:${i.tokenId}`)).size).toBe(25);
    const asked = moralis.requests.filter((r) => r.apiKey === KEY).map((r) => r.url);
    expect(asked[0]!.pathname).toBe(`/api/v2.2/${me}/nft`);
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
      chain: '0x1',
      limit: '20',
      normalizeMetadata: 'true',
    });
    expect(asked[1]!.searchParams.get('cursor')).toBe(first.cursor);
    expect(moralis.requests.some((r) => r.apiKey === SPENT_KEY)).toBe(true);
    expect(byId(items, '7')).toEqual({
      contractAddress: nfts.erc721.toLowerCase(),
      standard: 'erc721',
      tokenId: '7',
      amount: '1',
      name: 'Test Apes #7',
      collection: 'Test Apes',
      description: `Token 7 of ${nfts.erc721}`,
      attributes: [{ trait: 'Parity', value: 'odd' }],
      hasImage: true,
      spam: false,
      verified: true,
    });
    expect(items.find((i) => i.standard === 'erc1155')).toMatchObject({ tokenId: '3', amount: '5' });
  });

  it('lists an item whose metadata is not JSON under its collection name, without an image', async () => {
    const { first, second, items } = await listAll();
    expect(first.skipped + (second?.skipped ?? 0)).toBe(0);
    expect(byId(items, '10')).toMatchObject({ name: 'Test Apes #10', hasImage: false, attributes: [] });
    expect(await media('10')).toEqual({ status: 'none', reason: 'No image' });
  });

  it('hides the provider’s possible_spam and a lure by the local rules, and the user moves either way', async () => {
    let items = (await listAll()).items;
    expect(byId(items, '8')).toMatchObject({
      spam: true,
      spamReason: 'Marked as possible spam by the NFT provider',
    });
    expect(byId(items, '9')).toMatchObject({ spam: true, spamReason: 'Its name contains a web address' });
    expect(byId(items, '7').spam).toBe(false);
    await call('nft.setSpam', { coinId: ethId, contractAddress: nfts.erc721, tokenId: '8', choice: 'shown' });
    await call('nft.setSpam', {
      coinId: ethId,
      contractAddress: nfts.erc721,
      tokenId: '7',
      choice: 'hidden',
    });
    items = (await listAll()).items;
    expect(byId(items, '8')).toMatchObject({ spam: false, choice: 'shown', spamReason: expect.any(String) });
    expect(byId(items, '7')).toMatchObject({ spam: true, choice: 'hidden' });
    expect(byId(items, '9').spam).toBe(true);
    // kept in the encrypted cache: still there after a lock and unlock
    await call('session.lock', {});
    await call('session.unlock', { password: PASSWORD });
    expect(byId((await listAll()).items, '8')).toMatchObject({ spam: false, choice: 'shown' });
  });

  it('hands media on as data: URLs from the gateway, refuses the 50 MB one, and fetches none while hidden', async () => {
    const seven = await media('7');
    expect(seven.status === 'ok' && seven.dataUrl.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
    expect(await media('11')).toEqual({ status: 'none', reason: 'The image is larger than 5 MB' });
    await call('settings.update', { hideNftMedia: true });
    const before = images.requests.length;
    expect(await media('12')).toEqual({ status: 'none', reason: 'NFT media is hidden in Settings' });
    expect(images.requests.length).toBe(before);
    await call('settings.update', { hideNftMedia: false });
    expect((await media('12')).status).toBe('ok');
  });
});
