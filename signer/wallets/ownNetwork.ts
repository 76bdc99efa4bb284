import type { NetworkKind } from '../../shared/chains/validate/result';
import { AppError } from '../../shared/errors';

/**
 * The network a request is served on: always the signer's own, which main chose when it started
 * the process. Main still names the network it means, so a request built for another one (a
 * transaction the user approved on testnet, presented as mainnet) is refused, never re-read as
 * the signer's. Omitting it means the signer's own.
 */
export function ownNetwork(own: NetworkKind, named: NetworkKind | undefined): NetworkKind {
  if (named !== undefined && named !== own)
    throw new AppError('INTENT_MISMATCH', `This signer signs on ${own}; the request is for ${named}`);
  return own;
}
