// What the swap-deposit preview (issue 32) adds to the exchange review: the EVM family's deposit
// fee quote alone, the preview alone, and both in parallel as exchange.quote runs them, for the
// coin (the router call) and an ERC-20 (its approval and the deposit, simulated together),
// against anvil behind a proxy adding 50 ms per HTTP request. The aim: at most one round trip.
import { Wallet, parseEther } from 'ethers';
import type { CoinRef, SwapDepositParams } from '../main/chains/family';
import { createEvmWalletFamily } from '../main/chains/evm/walletFamily';
import { createHttp } from '../main/net/http';
import { ANVIL_KEYS, startAnvil } from '../test/evm/anvil';
import { deployToken } from '../test/evm/deploy';
import { startRpcProxy } from '../test/evm/rpcProxy';
import { deployThorRouter } from '../test/evm/thorRouter';
import { percentile } from './stats';

const DELAY_MS = 50;
const ROUNDS = 15;
const VAULT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

export async function benchSwapPreview(): Promise<Record<string, number | string>> {
  const anvil = await startAnvil({ chainId: 1 });
  const proxy = await startRpcProxy(anvil.url);
  try {
    const router = await deployThorRouter(anvil);
    // key 0 deploys and holds the token: the wallet below
    const token = await deployToken(anvil, 'Test Dollar', 'TUSD', 6, 10n ** 15n, 0);
    const family = createEvmWalletFamily({
      network: 'local',
      local: { rpcUrl: `http://127.0.0.1:${proxy.port}` },
      http: createHttp({ retries: 0 }),
    });
    const swaps = family.swaps!;
    const coin: CoinRef = {
      walletId: 'bench',
      chainName: 'ethereum',
      symbol: 'ETH',
      decimals: 18,
      address: new Wallet(ANVIL_KEYS[0]).address,
      path: "m/44'/60'/0'/0/0",
    };
    const tokenCoin: CoinRef = { ...coin, symbol: 'TUSD', decimals: 6, contractAddress: token };
    const deposit = (amount: bigint): SwapDepositParams => ({
      depositAddress: VAULT,
      router,
      amount,
      memo: '=:LTC.LTC:rltc1q6rz28mcfaxtmd6v789l9rrlrusdprr9puuzgkg:1',
      terms: {
        provider: 'thorchain',
        toAsset: 'LTC.LTC',
        destination: 'rltc1q6rz28mcfaxtmd6v789l9rrlrusdprr9puuzgkg',
        minOut: '1',
        expiry: Math.floor(Date.now() / 1000) + 3600,
      },
    });
    const cases = [
      { label: 'ETH', c: coin, d: deposit(parseEther('0.1')) },
      { label: 'ERC-20', c: tokenCoin, d: deposit(1_000_000n) },
    ];
    const out: Record<string, number | string> = {};
    proxy.delayMs = DELAY_MS;
    for (const { label, c, d } of cases) {
      const runs = {
        quote: () => swaps.quote(c, d),
        preview: () => swaps.preview!(c, d),
        'quote + preview in parallel': () => Promise.all([swaps.quote(c, d), swaps.preview!(c, d)]),
      };
      for (const fn of Object.values(runs)) await fn(); // warm: the family's first load, caches
      const medians: Record<string, number> = {};
      for (const [name, fn] of Object.entries(runs)) {
        const samples: number[] = [];
        proxy.reset();
        for (let i = 0; i < ROUNDS; i++) {
          const t = performance.now();
          await fn();
          samples.push(performance.now() - t);
        }
        medians[name] = percentile(samples, 50);
        out[`${label} ${name}, median`] = `${Math.round(medians[name]!)} ms`;
        out[`${label} ${name}, HTTP requests`] = proxy.requests / ROUNDS;
      }
      const added = medians['quote + preview in parallel']! - medians.quote!;
      out[`${label}: preview adds to the review`] =
        `${Math.round(added)} ms = ${(added / DELAY_MS).toFixed(2)} round trips of ${DELAY_MS} ms`;
    }
    return out;
  } finally {
    await proxy.close();
    await anvil.stop();
  }
}
