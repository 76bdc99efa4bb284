import { blake2b } from '@noble/hashes/blake2.js';
import { hex, utf8 } from '@scure/base';
import metadataOption from '@polkadot/types-support/metadata/v15/polkadot-hex';
import polkadotVersion from '@polkadot/types-support/metadata/v15/polkadot-ver';
import { getRegistry, type TypeRegistry } from '@substrate/txwrapper-polkadot';
import type { NetworkKind } from '../../../shared/chains/validate/result';

/**
 * The Polkadot runtime the signer decodes with: the real relay-chain metadata (v15) shipped
 * in @polkadot/types-support, never what main or a node sends. A payload for another
 * transaction version may encode its call or extensions differently, so it is refused.
 */
export const POLKADOT_RUNTIME = {
  specName: 'polkadot',
  specVersion: polkadotVersion.specVersion,
  transactionVersion: polkadotVersion.transactionVersion,
} as const;

/**
 * The genesis hash of each network the signer signs for, from its own table. `regtest` is a
 * made-up chain (blake2-256 of a fixed label) so a payload signed for the local fixture can
 * never be valid on Polkadot. Testnet (Westend) has its own metadata, which is not bundled.
 */
export const POLKADOT_GENESIS: Readonly<Partial<Record<NetworkKind, string>>> = {
  mainnet: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
  regtest: `0x${hex.encode(blake2b(utf8.decode('vault-wallet local polkadot'), { dkLen: 32 }))}`,
};

/**
 * The SCALE metadata itself: the bundled file is the `Option<OpaqueMetadata>` that
 * `Metadata_metadata_at_version` returns, so its Some tag and compact length are dropped.
 */
export function bundledMetadata(): `0x${string}` {
  const bytes = hex.decode(metadataOption.slice(2));
  if (bytes[0] !== 1) throw new Error('bundled metadata is not Some');
  const mode = bytes[1]! & 3;
  const skip = 1 + (mode === 0 ? 1 : mode === 1 ? 2 : 4);
  const body = bytes.subarray(skip);
  if (utf8.encode(body.subarray(0, 4)) !== 'meta') throw new Error('bundled metadata has no magic');
  return `0x${hex.encode(body)}`;
}

let registry: TypeRegistry | null = null;

/** The type registry over the bundled metadata, built once (about a quarter of a second). */
export function polkadotRegistry(): TypeRegistry {
  registry ??= getRegistry({
    chainName: 'Polkadot',
    specName: POLKADOT_RUNTIME.specName,
    specVersion: POLKADOT_RUNTIME.specVersion,
    metadataRpc: bundledMetadata(),
  });
  return registry;
}
