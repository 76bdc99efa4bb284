import { getAddress } from 'ethers';
import { CHAINS } from '../../../../shared/chains/registry';
import { AppError } from '../../../../shared/errors';
import { chainConfig } from '../config';
import type { EvmCtx } from '../ctx';
import { resolveEns, nodeOf, resolveSpaceId } from '../network';

/**
 * A recipient name (alice.eth, allen.bnb) → the checksummed address it points at on `chain`,
 * or null when the name is not registered or points nowhere (spec §7, §8). The chain's
 * configured name service decides how; a chain without one refuses with RULE.
 */
export async function resolveName(ctx: EvmCtx, chain: string, name: string): Promise<string | null> {
  const cfg = chainConfig(ctx.config, chain);
  const service = cfg.nameService;
  if (!service)
    throw new AppError('RULE', `Names are not supported on ${CHAINS.get(chain)?.displayName ?? chain}`);
  const address =
    service.kind === 'ens'
      ? await resolveEns(nodeOf(ctx, cfg), {
          chainId: cfg.chainId,
          registry: service.registry,
          ...(service.universalResolver ? { universalResolver: service.universalResolver } : {}),
          name,
        })
      : await resolveSpaceId(ctx.http, { baseUrl: service.baseUrl, tld: service.tld, name });
  return address === null ? null : getAddress(address);
}
