// NFT media kept in the encrypted cache (issue 28): a restart shows what was fetched without
// asking the gateway again, the store holds to its byte cap by dropping the oldest first, and
// neither the image bytes, their base64 nor their URLs are readable in the files on disk.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openCache, type Cache } from '../../../cache/openCache';
import { openTempCache, type TempCache } from '../../../../test/cache/tempCache';
import { startImageServer, TEST_CID, type ImageServer } from '../../../../test/nfts/imageServer';
import { solidPng } from '../../../../test/nfts/pngImage';
import { NftMediaService } from '../nftMediaService';
import { MEDIA_INDEX_KEY, MediaStore } from './mediaStore';

const COIN = 'coin-1';
const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const colourOf = (n: number): [number, number, number] => [
  (n * 67) % 256,
  (n * 131 + 80) % 256,
  (n * 29 + 160) % 256,
];
/** the data: URL main makes of the server's <n>.png */
const dataUrlOf = (n: number) => `data:image/png;base64,${solidPng(colourOf(n)).toString('base64')}`;

let server: ImageServer;
let t: TempCache;
let cache: Cache | null;

beforeAll(async () => {
  server = await startImageServer();
});
afterAll(() => server.close());
beforeEach(() => {
  t = openTempCache();
  cache = t.cache;
});
afterEach(() => t.cleanup());

/** A media service over the current cache, as main builds one at each start. */
function service(maxBytes: number) {
  return new NftMediaService(
    { ipfsGateways: [server.url], arweaveGateways: [] },
    { store: new MediaStore(() => cache, maxBytes) },
  );
}
async function show(media: NftMediaService, n: number) {
  media.remember(COIN, {
    contractAddress: CONTRACT,
    tokenId: BigInt(n),
    image: `ipfs://${TEST_CID}/${n}.png`,
  });
  return media.media({ coinId: COIN, contractAddress: CONTRACT, tokenId: String(n) });
}
const fetched = (n: number) => server.requests.filter((r) => r.path === `/ipfs/${TEST_CID}/${n}.png`).length;
function restart() {
  t.cache.close();
  t.cache = openCache({ file: t.file, key: t.key });
  cache = t.cache;
}

describe('NFT media in the encrypted cache', () => {
  it('shows media after a restart without fetching it again', async () => {
    expect(await show(service(1 << 20), 1)).toEqual({ status: 'ok', dataUrl: dataUrlOf(1) });
    expect(fetched(1)).toBe(1);
    restart();
    expect(await show(service(1 << 20), 1)).toEqual({ status: 'ok', dataUrl: dataUrlOf(1) });
    expect(fetched(1)).toBe(1);
  });

  it('keeps a refusal too, so a hostile file is not downloaded again after a restart', async () => {
    const media = service(1 << 20);
    media.remember(COIN, { contractAddress: CONTRACT, tokenId: 99n, image: server.ipfs('script.svg') });
    const ask = () => media.media({ coinId: COIN, contractAddress: CONTRACT, tokenId: '99' });
    expect(await ask()).toMatchObject({ status: 'none', reason: expect.stringMatching(/SVG/) });
    restart();
    const again = service(1 << 20);
    again.remember(COIN, { contractAddress: CONTRACT, tokenId: 99n, image: server.ipfs('script.svg') });
    const before = server.requests.length;
    expect(await again.media({ coinId: COIN, contractAddress: CONTRACT, tokenId: '99' })).toMatchObject({
      status: 'none',
    });
    expect(server.requests.length).toBe(before);
  });

  it('holds to its byte cap, the oldest dropped first', async () => {
    const one = dataUrlOf(2).length;
    // room for two images, not three
    const cap = 2 * one + 10;
    const media = service(cap);
    for (const n of [2, 3, 4]) expect((await show(media, n)).status).toBe('ok');
    const store = new MediaStore(() => cache, cap);
    expect(store.bytes()).toBeLessThanOrEqual(cap);
    expect(store.bytes()).toBe(2 * one);
    const url = (n: number) => `${server.url}/ipfs/${TEST_CID}/${n}.png`;
    expect(store.get(url(2))).toBeUndefined();
    expect(store.get(url(3))).toEqual({ status: 'ok', dataUrl: dataUrlOf(3) });
    expect(store.get(url(4))).toEqual({ status: 'ok', dataUrl: dataUrlOf(4) });
    expect((cache!.appState.get(MEDIA_INDEX_KEY) as unknown[]).length).toBe(2);
    // after a restart the dropped image is fetched again, the kept ones are not
    restart();
    const after = service(cap);
    const before = [fetched(2), fetched(3)];
    await show(after, 3);
    await show(after, 2);
    expect([fetched(2), fetched(3)]).toEqual([before[0]! + 1, before[1]]);
  });

  it('keeps nothing while the cache is locked, and shows the media all the same', async () => {
    cache = null;
    expect((await show(service(1 << 20), 5)).status).toBe('ok');
    cache = t.cache;
    expect(new MediaStore(() => cache).bytes()).toBe(0);
  });

  it('never writes the image bytes, their base64 or their URL in plain text', async () => {
    const media = service(1 << 20);
    for (const n of [6, 7, 8]) expect((await show(media, n)).status).toBe('ok');
    const secrets = [6, 7, 8].flatMap((n) => [
      solidPng(colourOf(n)),
      Buffer.from(solidPng(colourOf(n)).toString('base64').slice(0, 64)),
      Buffer.from(`/ipfs/${TEST_CID}/${n}.png`),
    ]);
    const dir = path.dirname(t.file);
    const check = () => {
      const files = readdirSync(dir);
      expect(files.every((f) => f.startsWith('cache.db'))).toBe(true);
      for (const f of files) {
        const bytes = readFileSync(path.join(dir, f));
        for (const s of secrets) expect(bytes.includes(s)).toBe(false);
      }
    };
    // the write-ahead log holds the new pages before a checkpoint: looked at too
    check();
    t.cache.close();
    check();
    // and the store did keep them: the same rows read back through the key
    cache = t.cache = openCache({ file: t.file, key: t.key });
    expect(new MediaStore(() => cache).get(`${server.url}/ipfs/${TEST_CID}/6.png`)).toEqual({
      status: 'ok',
      dataUrl: dataUrlOf(6),
    });
  });
});
