import { getChain } from '../../../../shared/chains/registry';
import { evmFamilyConfig } from '../../../chains/evm';
import { withCustomNode } from '../../../config/customNodes';
import type { WcProfile } from '../types';

/** One EVM chain as WalletConnect sees it: its CAIP-2 id and where to reach it. */
export interface WcChain {
  /** eip155:<id> */
  caip: string;
  chainId: number;
  chainName: string;
  displayName: string;
  symbol: string;
  decimals: number;
  /**
   * the chain's nodes: the user's own first (Settings → Networks), the profile's defaults after
   * it only if allowed; read on each use, so a node saved during a session is used at once
   */
  readonly rpcUrls: readonly string[];
  /** type-0 transactions (gasPrice) instead of EIP-1559 */
  legacyGas: boolean;
  /** the chain's Multicall3, where the family reads through it: a preview's token names in one eth_call */
  multicall3?: string;
}

export type WcChains = ReadonlyMap<string, WcChain>;

/** The EVM chains of the profile, by CAIP-2 id: the registry's, pointed where the EVM family points. */
export function wcChainsFor(profile: WcProfile): WcChains {
  const local = profile.local.evm;
  const config = evmFamilyConfig({ network: profile.network, ...(local ? { local } : {}) });
  const out = new Map<string, WcChain>();
  if (!config) return out;
  for (const c of Object.values(config.chains)) {
    const caip = `eip155:${c.chainId}`;
    const defaults = c.rpcUrls;
    out.set(caip, {
      caip,
      chainId: c.chainId,
      chainName: c.chain,
      displayName: getChain(c.chain).displayName,
      symbol: c.symbol,
      decimals: c.decimals,
      // the EVM family's own rule (chainConfig): a dapp's preview, nonce, gas and send go where
      // the wallet's own calls go, never to the default when the user said not to
      get rpcUrls() {
        return withCustomNode(c.chain, defaults);
      },
      legacyGas: c.legacyGas,
      ...(c.multicall3 ? { multicall3: c.multicall3 } : {}),
    });
  }
  return out;
}
