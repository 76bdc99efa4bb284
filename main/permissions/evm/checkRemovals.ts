/**
 * A revoke must do what the user chose and nothing else (issue 32): the simulation removes
 * exactly that permission (that token or collection, that spender), leaves it at zero when read
 * back, moves nothing of the wallet's and gives no one a new right. Each difference is one
 * sentence; main refuses the revoke on any before the signer is asked.
 */
import type { OwnerFlows } from '../../chains/evm/preview/flows';
import { UNLIMITED_FROM } from './abi';
import type { Removal } from './removals';
import type { RevokeToSimulate } from './simulateRevoke';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export interface RemovalFacts {
  removals: readonly Removal[];
  flows: OwnerFlows;
  /** what the read after the revoke found; null when the node could not read it */
  after: bigint | null;
  /** a clearing: whom the account delegates to now */
  delegatedTo?: string | null;
}

/** How the review names things: a token's symbol, an amount of it in its units. */
export interface RemovalWords {
  name(asset: string): string;
  amount(asset: string, amount: bigint, tokenId: bigint | null): string;
}

/** The differences between the revoke the user chose and its simulation, in words (none: it agrees). */
export function checkRemovals(r: RevokeToSimulate, f: RemovalFacts, w: RemovalWords): string[] {
  const problems: string[] = [];
  const chosen = (x: Removal) => x.kind === r.kind && same(x.asset, r.asset) && same(x.spender, r.spender);
  if (r.kind === 'delegation') {
    if (!f.delegatedTo) problems.push('your account delegates to no code: there is nothing to clear');
  } else {
    if (!f.removals.some(chosen)) problems.push(`it does not remove ${w.name(r.asset)} to ${r.spender}`);
    if (f.after !== null && f.after !== 0n)
      problems.push(
        r.kind === 'operator'
          ? `${r.spender} stays an operator of ${w.name(r.asset)} after it`
          : `${r.spender} may still spend ${f.after >= UNLIMITED_FROM ? `an unlimited amount of ${w.name(r.asset)}` : w.amount(r.asset, f.after, null)} after it`,
      );
  }
  for (const x of f.removals)
    if (!chosen(x))
      problems.push(`it also removes ${w.name(x.asset)} to ${x.spender}, which you did not choose`);
  for (const m of f.flows.flows) {
    const out = m.delta < 0n;
    const what = w.amount(m.asset, out ? -m.delta : m.delta, m.tokenId);
    problems.push(`${out ? 'it sends' : 'it receives'} ${what}`);
  }
  // an ERC-721 item approval to someone (not a clearing to the zero address) is a grant too
  for (const g of f.flows.grants) problems.push(`it gives ${g.spender} a permission over ${w.name(g.asset)}`);
  return problems;
}
