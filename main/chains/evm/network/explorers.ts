/**
 * The explorer providers of a chain in the order they are tried: each configured explorer,
 * first on its free tier and then once per configured key (spec §7: a free tier and keyed
 * tiers). OKLink has no free tier.
 */
import type { Http } from '../../../net/http';
import type { EvmChainConfig, EvmConfig, ExplorerSource } from '../config';
import { blockscoutV2Provider } from './blockscoutV2';
import { etherscanProvider } from './etherscan';
import { oklinkProvider } from './oklink';
import type { ExplorerProvider } from './types';
import { vicscanProvider } from './vicscan';

function tiers(config: EvmConfig, src: ExplorerSource): (string | undefined)[] {
  const keys = src.keys ? config.keys[src.keys] : [];
  return src.kind === 'oklink' ? [...keys] : [undefined, ...keys];
}

/** One explorer API at one key tier, by the kind its config names. */
function explorerOf(
  http: Http,
  cfg: EvmChainConfig,
  src: ExplorerSource,
  key: string | undefined,
  name: string,
): ExplorerProvider {
  switch (src.kind) {
    case 'etherscan':
      return etherscanProvider(http, {
        apiUrl: src.baseUrl,
        chainId: cfg.chainId,
        apiKey: key,
        useGasOracle: cfg.useGasOracle,
        name,
      });
    case 'blockscout-etherscan': {
      const base = src.baseUrl.replace(/\/$/, '');
      return etherscanProvider(http, {
        apiUrl: `${base}/api`,
        ethRpcUrl: `${base}/api/eth-rpc`,
        apiKey: key,
        useGasOracle: false,
        name,
      });
    }
    case 'vicscan':
      return vicscanProvider(http, src.baseUrl);
    case 'blockscout-v2':
      return blockscoutV2Provider(http, src.baseUrl);
    case 'oklink':
      // tiers() gives OKLink keyed tiers only
      return oklinkProvider(http, {
        baseUrl: src.baseUrl,
        chainShortName: src.chainShortName ?? '',
        apiKey: key ?? '',
      });
  }
}

export function explorersFor(http: Http, config: EvmConfig, cfg: EvmChainConfig): ExplorerProvider[] {
  return cfg.explorers.flatMap((src) => {
    const host = new URL(src.baseUrl).host;
    return tiers(config, src).map((key, i) => explorerOf(http, cfg, src, key, `${host}#${i}`));
  });
}
