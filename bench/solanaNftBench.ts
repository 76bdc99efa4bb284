// Solana NFT list (issue 28): the first page (20) of a wallet holding 25 NFTs with Metaplex
// metadata, against the litesvm facade answering each HTTP request after 50 ms. The facade
// serves no DAS, so this measures the plain-RPC path: DAS and the token accounts in one request
// (DAS refused), then one batched metadata read. Beside it: one round trip, and a naive list
// reading each metadata account on its own. Ratios, not absolutes.
import { Keypair, PublicKey } from '@solana/web3.js';
import { createSolanaWalletFamily } from '../main/chains/solana/walletFamily';
import { createHttp } from '../main/net/http';
import { startSolanaFacade } from '../test/solana/facade';
import { metadataAddressOf, putMetadata } from '../test/solana/metaplexLayout';
import { percentile } from './stats';

const NFTS = 25;
const DELAY_MS = 50;
const RUNS = 5;

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return r.json();
}

export async function benchSolanaNfts(): Promise<Record<string, number | string>> {
  const f = await startSolanaFacade({ delayMs: DELAY_MS });
  try {
    const owner = Keypair.generate().publicKey.toBase58();
    f.airdrop(owner, 1_000_000_000n);
    const mints: string[] = [];
    for (let i = 0; i < NFTS; i++) {
      const mint = await f.createMint(0);
      await f.mintTo(mint, owner, 1n);
      putMetadata(f.svm, { mint: new PublicKey(mint), name: `Bench #${i}`, symbol: 'BNC', uri: 'u' });
      mints.push(mint);
    }
    const family = createSolanaWalletFamily({
      network: 'local',
      local: { rpcUrl: f.url },
      http: createHttp({ retries: 0 }),
    });
    const coin = { walletId: 'w', chainName: 'solana', symbol: 'SOL', decimals: 9, address: owner, path: '' };
    const out: Record<string, number | string> = { nfts: NFTS, delayMs: DELAY_MS };
    const timed = async (label: string, run: () => Promise<unknown>) => {
      await run(); // warm-up
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const before = f.requests().length;
        const t0 = performance.now();
        await run();
        samples.push(performance.now() - t0);
        const made = f.requests().slice(before);
        out[`${label}.httpRequests`] = new Set(made.map((r) => r.http)).size;
        out[`${label}.rpcCalls`] = made.length;
      }
      out[`${label}.ms`] = Math.round(percentile(samples, 50));
    };
    await timed('oneRoundTrip', () => rpc(f.url, 'getSlot', []));
    await timed('firstPage.family', async () => {
      const page = await family.nfts!.list(coin, null);
      if (page?.items.length !== 20 || page.cursor === null)
        throw new Error('the first page is not 20 with a cursor');
    });
    await timed('firstPage.naive', async () => {
      await rpc(f.url, 'getTokenAccountsByOwner', [
        owner,
        { programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' },
        { encoding: 'jsonParsed' },
      ]);
      for (const m of mints.slice(0, 20))
        await rpc(f.url, 'getAccountInfo', [
          metadataAddressOf(new PublicKey(m)).toBase58(),
          { encoding: 'base64' },
        ]);
    });
    out['ratio.family/oneRoundTrip'] = +(
      (out['firstPage.family.ms'] as number) / (out['oneRoundTrip.ms'] as number)
    ).toFixed(2);
    out['ratio.naive/family'] = +(
      (out['firstPage.naive.ms'] as number) / (out['firstPage.family.ms'] as number)
    ).toFixed(2);
    return out;
  } finally {
    await f.close();
  }
}
