// One EVM test environment: anvil + counting RPC proxy + Etherscan-style explorer, and an
// EvmCtx on the `local` profile pointed at them. Also the signer's real signing function,
// so main's integration tests sign exactly as the signer process would.
import { getBytes } from 'ethers';
import { createEvmConfig, type EvmChainConfig } from '../../main/chains/evm/config';
import type { EvmCtx } from '../../main/chains/evm/ctx';
import type { EvmIntent } from '../../main/chains/evm/logic/buildTransfer';
import { createHttp } from '../../main/net/http';
import { signEvmTransfer } from '../../signer/chains/evm/sign';
import { secpKeysOfKey } from '../../signer/chains/keys/secp';
import { ANVIL_KEYS, startAnvil, type Anvil, type AnvilOptions } from './anvil';
import { installMulticall3 } from './deploy';
import { startExplorerServer, type ExplorerServer } from './explorerServer';
import { startRpcProxy, type RpcProxy } from './rpcProxy';

export interface EvmEnv {
  anvil: Anvil;
  proxy: RpcProxy;
  explorer: ExplorerServer;
  ctx: EvmCtx;
  /** the chain name the local profile serves (ethereum, on anvil's chain id) */
  chain: string;
  clock: { now: number };
  sign(unsigned: string, intent: EvmIntent, keyIndex?: number): string;
  close(): Promise<void>;
}

export interface EvmEnvOptions extends AnvilOptions {
  multicall?: boolean;
  overrides?: Partial<EvmChainConfig>;
  feesInfoUrl?: string;
}

export async function startEvmEnv(opts: EvmEnvOptions = {}): Promise<EvmEnv> {
  const anvil = await startAnvil(opts);
  if (opts.multicall) await installMulticall3(anvil);
  const proxy = await startRpcProxy(anvil.url);
  const explorer = await startExplorerServer(anvil.url);
  const chain = 'ethereum';
  const config = createEvmConfig({
    profile: 'local',
    local: {
      rpcPort: proxy.port,
      chainId: anvil.chainId,
      explorerUrl: explorer.url,
      multicall3: !!opts.multicall,
    },
    keys: { etherscan: ['KEY1', 'KEY2'] },
    feesInfoUrl: opts.feesInfoUrl,
    overrides: opts.overrides ? { [chain]: opts.overrides } : undefined,
  });
  const clock = { now: 1_700_000_000_000 };
  const ctx: EvmCtx = {
    http: createHttp({ backoffMs: 0, retries: 0 }),
    config,
    now: () => clock.now,
  };
  return {
    anvil,
    proxy,
    explorer,
    ctx,
    chain,
    clock,
    sign: (unsigned, intent, keyIndex = 0) =>
      signEvmTransfer({ keys: secpKeysOfKey(getBytes(ANVIL_KEYS[keyIndex]!)), path: '', unsigned, intent }),
    async close() {
      await Promise.all([proxy.close(), explorer.close()]);
      await anvil.stop();
    },
  };
}
