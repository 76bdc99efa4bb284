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

export function explorersFor(http: Http, config: EvmConfig, cfg: EvmChainConfig): ExplorerProvider[] {
  const out: ExplorerProvider[] = [];
  for (const src of cfg.explorers) {
    const host = new URL(src.baseUrl).host;
    for (const [i, key] of tiers(config, src).entries()) {
      const name = `${host}#${i}`;
      if (src.kind === 'etherscan')
        out.push(
          etherscanProvider(http, {
            apiUrl: src.baseUrl,
            chainId: cfg.chainId,
            apiKey: key,
            useGasOracle: cfg.useGasOracle,
            name,
          }),
        );
      else if (src.kind === 'blockscout-etherscan') {
        const base = src.baseUrl.replace(/\/$/, '');
        out.push(
          etherscanProvider(http, {
            apiUrl: `${base}/api`,
            ethRpcUrl: `${base}/api/eth-rpc`,
            apiKey: key,
            useGasOracle: false,
            name,
          }),
        );
      } else if (src.kind === 'vicscan') out.push(vicscanProvider(http, src.baseUrl));
      else if (src.kind === 'blockscout-v2') out.push(blockscoutV2Provider(http, src.baseUrl));
      else if (key)
        out.push(
          oklinkProvider(http, {
            baseUrl: src.baseUrl,
            chainShortName: src.chainShortName ?? '',
            apiKey: key,
          }),
        );
    }
  }
  return out;
}
