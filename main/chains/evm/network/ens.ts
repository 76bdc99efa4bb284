/**
 * ENS forward lookup (name → ETH address) with ethers' EnsResolver over the chain's JSON-RPC.
 * "No such name" (no resolver, no address, a zero address) is null; anything that keeps the
 * answer from being known (node down, bad reply, registry missing) is NETWORK, so a failed
 * lookup never reads as an unregistered name.
 */
import { EnsPlugin, Network, getAddress, isError, type EnsResolver } from 'ethers';
import { AppError } from '../../../../shared/errors';
import { plainText } from '../errors';
import { RpcBridgeProvider } from './ethersBridge';
import { normaliseName } from './names';
import type { Rpc } from './rpc';

export interface EnsLookup {
  /** the chain the ENS contracts live on (ethers never asks the node for it) */
  chainId: number;
  registry: string;
  /** ENS's Universal Resolver, when the chain has one; otherwise the registry is walked */
  universalResolver?: string;
  name: string;
}

/** The checksummed address `name` points at, or null when it points nowhere. */
export async function resolveEns(rpc: Rpc, p: EnsLookup): Promise<string | null> {
  const name = normaliseName(p.name);
  const network = new Network(`evm-${p.chainId}`, p.chainId);
  network.attachPlugin(new EnsPlugin(p.registry, p.chainId, p.universalResolver));
  const provider = new RpcBridgeProvider(rpc, network);
  // CCIP-read would let a name's owner make this process fetch any URL they choose (loopback
  // and LAN included) outside our HTTP client; off-chain names fail as a lookup error instead.
  provider.disableCcipRead = true;
  try {
    let resolver: EnsResolver | null;
    try {
      resolver = await provider.getResolver(name);
    } catch (e) {
      if (isUnregistered(e)) return null;
      throw lookupFailed(name, e);
    }
    if (!resolver) return null;
    try {
      // ethers already answers null for a zero address and for a resolver without `addr`
      const address = await resolver.getAddress();
      return address === null ? null : getAddress(address);
    } catch (e) {
      if (isResolverWithoutCode(e)) return null;
      throw lookupFailed(name, e);
    }
  } finally {
    provider.destroy();
  }
}

/**
 * The Universal Resolver reverts when no usable resolver exists for the name; spec §8 also
 * makes ethers' UNCONFIGURED_NAME a plain "no such name".
 */
function isUnregistered(e: unknown): boolean {
  if (isError(e, 'UNCONFIGURED_NAME')) return true;
  if (!isError(e, 'CALL_EXCEPTION')) return false;
  const name = e.revert?.name;
  return name === 'ResolverNotFound' || name === 'ResolverNotContract';
}

/** A resolver set to an address without code answers nothing ("0x"): the name points nowhere. */
function isResolverWithoutCode(e: unknown): boolean {
  return isError(e, 'BAD_DATA') && e.value === '0x';
}

function lookupFailed(name: string, e: unknown): AppError {
  if (e instanceof AppError && e.code === 'NETWORK') return e;
  const short = (e as { shortMessage?: unknown }).shortMessage;
  const detail = typeof short === 'string' ? short : e instanceof Error ? e.message : String(e);
  return new AppError('NETWORK', `Could not look up ${name}: ${plainText(detail)}`);
}
