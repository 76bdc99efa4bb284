/**
 * What the decoded moves do to one wallet: per asset (per token id for NFTs) what it ends up
 * sending or receiving, net, so a token that leaves and comes back in the same transaction
 * shows once, and the permissions it gives.
 */
import type { Decoded, Grant, TokenStandard } from './decodeLogs';

export interface Flow {
  standard: TokenStandard;
  asset: string;
  tokenId: bigint | null;
  /** received minus sent, base units; never 0 */
  delta: bigint;
}

export interface OwnerFlows {
  flows: Flow[];
  grants: Grant[];
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function ownerFlows(decoded: Decoded, owner: string): OwnerFlows {
  const byKey = new Map<string, Flow>();
  for (const m of decoded.moves) {
    const out = same(m.from, owner);
    const into = same(m.to, owner);
    if (out === into) continue; // not the wallet's, or to itself
    const key = `${m.asset}#${m.tokenId ?? ''}`;
    const f = byKey.get(key) ?? { standard: m.standard, asset: m.asset, tokenId: m.tokenId, delta: 0n };
    f.delta += into ? m.amount : -m.amount;
    byKey.set(key, f);
  }
  return {
    flows: [...byKey.values()].filter((f) => f.delta !== 0n),
    // approving nobody (the zero address) or nothing withdraws a right: not a permission given
    grants: decoded.grants.filter(
      (g) => same(g.owner, owner) && !/^0x0{40}$/.test(g.spender) && g.amount !== 0n,
    ),
  };
}
