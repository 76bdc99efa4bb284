// EVM refresh and signing benchmark (issue 5): 10 wallets × (native + 20 tokens) against
// anvil behind a proxy adding 50 ms per HTTP request. Multicall3, JSON-RPC batch and a naive
// one-call-per-balance loop run side by side in the same process; ratios, not absolutes.
import { Transaction, Wallet, getBytes } from 'ethers';
import { createEvmConfig } from '../main/chains/evm/config';
import type { EvmCtx } from '../main/chains/evm/ctx';
import { getBalances } from '../main/chains/evm/logic/getBalances';
import { ERC20 } from '../main/chains/evm/network/abi';
import { rpcAt } from '../main/chains/evm/network/rpc';
import { createHttp } from '../main/net/http';
import { signEvmTransfer } from '../signer/chains/evm/sign';
import { secpKeysOfKey } from '../signer/chains/keys/secp';
import { ANVIL_KEYS, startAnvil } from '../test/evm/anvil';
import { deployToken, installMulticall3 } from '../test/evm/deploy';
import { startRpcProxy } from '../test/evm/rpcProxy';
import { percentile } from './stats';

const WALLETS = 10;
const TOKENS = 20;
const DELAY_MS = 50;
const SIGN_ROUNDS = 200;

export async function benchEvm(): Promise<Record<string, number | string>> {
  const anvil = await startAnvil();
  const proxy = await startRpcProxy(anvil.url);
  try {
    await installMulticall3(anvil);
    const tokens: string[] = [];
    for (let i = 0; i < TOKENS; i++) tokens.push(await deployToken(anvil, `T${i}`, `T${i}`, 18, 10n ** 24n));
    const accounts = Array.from({ length: WALLETS }, (_, i) => ({
      address: new Wallet(`0x${(i + 1).toString(16).padStart(64, '0')}`).address,
      tokens,
    }));
    const mk = (multicall: boolean): EvmCtx => ({
      http: createHttp({ retries: 0 }),
      config: createEvmConfig({
        profile: 'local',
        local: { rpcPort: proxy.port, chainId: anvil.chainId, multicall3: multicall },
      }),
      now: Date.now,
    });
    proxy.delayMs = DELAY_MS;
    const out: Record<string, number | string> = {
      wallets: WALLETS,
      tokensPerWallet: TOKENS,
      proxyDelayMs: DELAY_MS,
    };

    // Median of a few runs (the naive loop once: it is the slow baseline), after a warm-up.
    const timed = async (label: string, run: () => Promise<unknown>, runs = 5) => {
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) {
        proxy.reset();
        const t0 = performance.now();
        await run();
        samples.push(performance.now() - t0);
      }
      out[`${label}.requests`] = proxy.requests;
      out[`${label}.ms`] = Math.round(percentile(samples, 50));
    };
    const refreshMulticall = () => getBalances(mk(true), { chain: 'ethereum', accounts });
    const refreshBatch = () => getBalances(mk(false), { chain: 'ethereum', accounts });
    await refreshMulticall();
    await refreshBatch();
    // The node's own work, without the added latency: anvil runs aggregate3's 210 calls in
    // its interpreter, which a production node does far faster; it is not network time.
    proxy.delayMs = 0;
    await timed('nodeOnly.multicall', refreshMulticall);
    await timed('nodeOnly.batch', refreshBatch);
    proxy.delayMs = DELAY_MS;
    await timed('refresh.multicall', refreshMulticall);
    await timed('refresh.batch', refreshBatch);
    await timed(
      'refresh.naiveLoop',
      async () => {
        const rpc = rpcAt(createHttp({ retries: 0 }), proxy.url);
        for (const a of accounts) {
          await rpc.call('eth_getBalance', [a.address, 'latest']);
          for (const t of a.tokens)
            await rpc.call('eth_call', [
              { to: t, data: ERC20.encodeFunctionData('balanceOf', [a.address]) },
              'latest',
            ]);
        }
      },
      1,
    );
    await timed('oneRoundTrip', () => rpcAt(createHttp({ retries: 0 }), proxy.url).call('eth_blockNumber'));
    const ms = (k: string) => out[`${k}.ms`] as number;
    out['ratio.naiveOverMulticall.ms'] = +(ms('refresh.naiveLoop') / ms('refresh.multicall')).toFixed(1);
    out['ratio.naiveOverBatch.ms'] = +(ms('refresh.naiveLoop') / ms('refresh.batch')).toFixed(1);
    out['ratio.multicallOverOneRoundTrip.ms'] = +(ms('refresh.multicall') / ms('oneRoundTrip')).toFixed(2);
    out['ratio.batchOverOneRoundTrip.ms'] = +(ms('refresh.batch') / ms('oneRoundTrip')).toFixed(2);
    out['ratio.multicallMinusNodeOverOneRoundTrip.ms'] = +(
      (ms('refresh.multicall') - ms('nodeOnly.multicall')) /
      ms('oneRoundTrip')
    ).toFixed(2);

    const keys = secpKeysOfKey(getBytes(ANVIL_KEYS[0]));
    const from = new Wallet(ANVIL_KEYS[0]).address;
    const to = accounts[0]!.address;
    const unsigned = Transaction.from({
      type: 2,
      chainId: 1n,
      nonce: 0,
      to,
      value: 1n,
      gasLimit: 21000n,
      maxFeePerGas: 10n ** 10n,
      maxPriorityFeePerGas: 10n ** 9n,
    }).unsignedSerialized;
    const intent = { chain: 'ethereum', chainId: 1, from, to, amount: 1n, feeCap: 21000n * 10n ** 10n };
    signEvmTransfer({ keys, path: '', unsigned, intent }); // warm-up
    const t0 = performance.now();
    for (let i = 0; i < SIGN_ROUNDS; i++) signEvmTransfer({ keys, path: '', unsigned, intent });
    out['sign.decodeCheckSign.msPerTx'] = +((performance.now() - t0) / SIGN_ROUNDS).toFixed(3);
    return out;
  } finally {
    await proxy.close();
    await anvil.stop();
  }
}
