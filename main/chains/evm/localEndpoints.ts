import { z } from 'zod';
import { Loopback } from '../../config/loopback';
import type { FamilyContext } from '../descriptor';

const Address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'not an address');

/** `WALLET_LOCAL_ENDPOINTS.evm`: the one node every EVM chain of the registry points at. */
export const EvmLocalEndpointsSchema = z.strictObject({
  rpcUrl: Loopback,
  /** explorer API stand-in (Etherscan wire format) */
  explorerUrl: Loopback.optional(),
  /** ENS contracts deployed on the local node */
  ens: z.strictObject({ registry: Address, universalResolver: Address.optional() }).optional(),
  /** SPACE ID stand-in (SID API wire format) */
  spaceIdUrl: Loopback.optional(),
  /** NFT list stand-in (Blockscout v2 wire format) */
  nftUrl: Loopback.optional(),
  /** NFT list stand-in (Moralis v2.2 wire format), used when a Moralis key is set */
  moralisUrl: Loopback.optional(),
  /** Multicall3 is installed at its canonical address on the node (reads go through aggregate3) */
  multicall3: z.boolean().optional(),
});
export type EvmLocalEndpoints = z.infer<typeof EvmLocalEndpointsSchema>;

/** What the EVM family is built from: its part of WALLET_LOCAL_ENDPOINTS and its explorer keys. */
export type EvmFamilyContext = FamilyContext<EvmLocalEndpoints, 'etherscan' | 'oklink' | 'moralis'>;
