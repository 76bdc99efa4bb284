// NFT media through main against a hostile image server (test/nfts/imageServer.ts) standing in
// for the IPFS gateway: what reaches the renderer is a checked data: URL or a reason, never the
// server's bytes unchecked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../../test/nfts/pngImage';
import { startImageServer, TEST_AR_ID, type ImageServer } from '../../../test/nfts/imageServer';
import { MEDIA_MAX_BYTES } from './media/fetchImage';
import { NftMediaService } from './nftMediaService';

let server: ImageServer;
let hidden = false;
let media: NftMediaService;
const COIN = 'coin-1';
const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

/** Lists one NFT with `image` as its media URI, then asks main for its image. */
async function mediaOf(image: string, tokenId = 1n) {
  media.remember(COIN, { contractAddress: CONTRACT, tokenId, image });
  return media.media({ coinId: COIN, contractAddress: CONTRACT.toLowerCase(), tokenId: tokenId.toString() });
}
const reasonOf = async (image: string, tokenId = 1n) => {
  const a = await mediaOf(image, tokenId);
  return a.status === 'none' ? a.reason : 'shown';
};

beforeAll(async () => {
  server = await startImageServer();
  media = new NftMediaService(
    { ipfsGateways: [server.url], arweaveGateways: [server.url] },
    { hidden: () => hidden, cacheBytes: 1024 * 1024 },
  );
});
afterAll(() => server.close());

describe('NFT media through main', () => {
  it('hands an IPFS PNG on as a data: URL of the same bytes', async () => {
    const a = await mediaOf(server.ipfs('7.png'));
    expect(a.status).toBe('ok');
    if (a.status !== 'ok') return;
    expect(a.dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    expect(
      Buffer.from(a.dataUrl.split(',')[1]!, 'base64').equals(
        solidPng([(7 * 67) % 256, (7 * 131 + 80) % 256, (7 * 29 + 160) % 256]),
      ),
    ).toBe(true);
  });

  it('reads ar:// through the Arweave gateway', async () => {
    expect((await mediaOf(`ar://${TEST_AR_ID}`, 2n)).status).toBe('ok');
  });

  it('aborts a 50 MB image past the cap, having read little more than the cap', async () => {
    expect(await reasonOf(server.ipfs('big.png'), 3n)).toBe('The image is larger than 5 MB');
    // the download stopped near the cap, not after 50 MB (socket buffers let a little more through)
    await new Promise((r) => setTimeout(r, 200));
    expect(server.bigBytesSent()).toBeLessThan(MEDIA_MAX_BYTES * 2);
  });

  it('refuses an SVG with a script', async () =>
    expect(await reasonOf(server.ipfs('script.svg'), 4n)).toMatch(/SVG images are not shown/));

  it('refuses a wrong content-type, and bytes that are not the image the type claims', async () => {
    expect(await reasonOf(server.ipfs('page.png'), 5n)).toMatch(
      /Not an image the gallery shows \(text\/html\)/,
    );
    expect(await reasonOf(server.ipfs('fake.png'), 6n)).toMatch(/not a PNG, JPEG, GIF or WebP/);
  });

  it('refuses javascript:, data: and http: URIs without a request', async () => {
    const before = server.requests.length;
    expect(await reasonOf('javascript:alert(1)', 7n)).toMatch(/over javascript:/);
    expect(await reasonOf('data:image/png;base64,iVBORw0KGgo=', 8n)).toMatch(/over data:/);
    expect(await reasonOf(`${server.url}/ipfs/x/1.png`, 9n)).toMatch(/over http:/);
    expect(server.requests.length).toBe(before);
  });

  it('follows no redirect (here to http:)', async () =>
    expect(await reasonOf(server.ipfs('redirect.png'), 10n)).toBe(
      'The media server redirected; not followed',
    ));

  it('gives a reason for a dead URI and a broken download', async () => {
    expect(await reasonOf(server.ipfs('dead.png'), 11n)).toBe('The media server answered HTTP 404');
    expect(await reasonOf(server.ipfs('cut.png'), 12n)).toBe('The media download broke off');
    expect(await reasonOf(`https://127.0.0.1:1/none.png`, 13n)).toBe('The media could not be reached');
  });

  it('answers from its cache the second time, and not at all for an NFT it never listed', async () => {
    await mediaOf(server.ipfs('21.png'), 21n);
    const before = server.requests.length;
    expect((await media.media({ coinId: COIN, contractAddress: CONTRACT, tokenId: '21' })).status).toBe('ok');
    expect(server.requests.length).toBe(before);
    expect(await media.media({ coinId: 'other', contractAddress: CONTRACT, tokenId: '21' })).toEqual({
      status: 'none',
      reason: 'No image',
    });
  });

  it('fetches nothing while NFT media is hidden in Settings', async () => {
    hidden = true;
    const before = server.requests.length;
    expect(await reasonOf(server.ipfs('22.png'), 22n)).toBe('NFT media is hidden in Settings');
    expect(server.requests.length).toBe(before);
    hidden = false;
  });
});

describe('NFT metadata from a token URI, through the media path', () => {
  const item = (tokenId: bigint, metadataUri: string) => ({
    contractAddress: CONTRACT,
    standard: 'erc721' as const,
    tokenId,
    amount: 1n,
    name: `Uri Apes #${tokenId}`,
    collection: 'Uri Apes',
    attributes: [],
    metadataUri,
  });

  it('fills the item from its JSON, and the image then shows', async () => {
    const [got] = await media.withMetadata(COIN, [item(40n, server.ipfs('meta/721/40'))]);
    expect(got).toMatchObject({ name: 'Uri Ape #40', image: server.ipfs('40.png') });
    media.remember(COIN, got!);
    const a = await media.media({ coinId: COIN, contractAddress: CONTRACT, tokenId: '40' });
    expect(a.status).toBe('ok');
  });

  it('refuses a token URI over http: or javascript: without asking anyone', async () => {
    const before = server.requests.length;
    for (const uri of ['javascript:alert(1)', `${server.url}/ipfs/x/meta/721/41`]) {
      const [got] = await media.withMetadata(COIN, [item(41n, uri)]);
      expect(got).toMatchObject({ name: 'Uri Apes #41' });
      expect(got!.image).toBeUndefined();
      media.remember(COIN, got!);
      const a = await media.media({ coinId: COIN, contractAddress: CONTRACT, tokenId: '41' });
      expect(a).toMatchObject({ status: 'none', reason: expect.stringMatching(/^No image: media over/) });
    }
    expect(server.requests.length).toBe(before);
  });

  it('fetches no metadata while NFT media is hidden', async () => {
    hidden = true;
    try {
      const before = server.requests.length;
      const [got] = await media.withMetadata(COIN, [item(42n, server.ipfs('meta/721/42'))]);
      expect(got).toMatchObject({ name: 'Uri Apes #42' });
      expect(server.requests.length).toBe(before);
    } finally {
      hidden = false;
    }
  });
});
