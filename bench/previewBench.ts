// What the transaction preview (issue 32) adds to the send review: the EVM family's quote
// alone, the preview alone, and both in parallel as send.quote runs them, against anvil
// behind a proxy adding 50 ms per HTTP request. The aim is at most one round trip added.
import { Wallet, parseEther } from 'ethers';
import type { CoinRef, QuoteParams } from '../main/chains/family';
import { createEvmWalletFamily } from '../main/chains/evm/walletFamily';
import { createHttp } from '../main/net/http';
import { ANVIL_KEYS, startAnvil } from '../test/evm/anvil';
import { startRpcProxy } from '../test/evm/rpcProxy';
import { percentile } from './stats';

const DELAY_MS = 50;
const ROUNDS = 15;

export async function benchPreview(): Promise<Record<string, number | string>> {
  const anvil = await startAnvil({ chainId: 1 });
  const proxy = await startRpcProxy(anvil.url);
  try {
    const family = createEvmWalletFamily({
      network: 'local',
      local: { rpcUrl: `http://127.0.0.1:${proxy.port}` },
      http: createHttp({ retries: 0 }),
    });
    const coin: CoinRef = {
      walletId: 'bench',
      chainName: 'ethereum',
      symbol: 'ETH',
      decimals: 18,
      address: new Wallet(ANVIL_KEYS[0]).address,
      path: "m/44'/60'/0'/0/0",
    };
    const p: QuoteParams = {
      to: '0x000000000000000000000000000000000000dEaD',
      amount: parseEther('1'),
      sendAll: false,
      feeOption: 'Recommended',
    };
    const preview = family.preview!;
    const runs = {
      quote: () => family.quote(coin, p),
      preview: () => preview(coin, p),
      'quote + preview in parallel': () => Promise.all([family.quote(coin, p), preview(coin, p)]),
    };
    const out: Record<string, number | string> = {};
    proxy.delayMs = DELAY_MS;
    for (const fn of Object.values(runs)) await fn(); // warm: the family's first load, caches
    const medians: Record<string, number> = {};
    for (const [label, fn] of Object.entries(runs)) {
      const samples: number[] = [];
      proxy.reset();
      for (let i = 0; i < ROUNDS; i++) {
        const t = performance.now();
        await fn();
        samples.push(performance.now() - t);
      }
      medians[label] = percentile(samples, 50);
      out[`${label}, median`] = `${Math.round(medians[label]!)} ms`;
      out[`${label}, HTTP requests`] = proxy.requests / ROUNDS;
    }
    const added = medians['quote + preview in parallel']! - medians.quote!;
    out['preview adds to the review'] =
      `${Math.round(added)} ms = ${(added / DELAY_MS).toFixed(2)} round trips of ${DELAY_MS} ms`;
    return out;
  } finally {
    await proxy.close();
    await anvil.stop();
  }
}
