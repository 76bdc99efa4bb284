import { getRegistry, type TypeRegistry } from '@substrate/txwrapper-polkadot';
import type { PolkadotCtx } from '../ctx';
import { sidecarOf, type Material } from '../network';

export interface Runtime {
  registry: TypeRegistry;
  metadataRpc: `0x${string}`;
}

/**
 * The type registry for the runtime `material` names, built from the metadata Sidecar serves
 * and kept per spec version: the half-megabyte metadata is fetched once per runtime upgrade.
 * Main only builds with it; the signer decodes with its own bundled metadata.
 */
export function runtimeFor(ctx: PolkadotCtx, material: Material): Promise<Runtime> {
  return ctx.runtimes.get(material.specVersion, async () => {
    const full = await sidecarOf(ctx).material(true);
    const metadataRpc = full.metadata!;
    const registry = getRegistry({
      chainName: 'Polkadot',
      specName: full.specName as 'polkadot',
      specVersion: full.specVersion,
      metadataRpc,
    });
    return { registry, metadataRpc };
  });
}
