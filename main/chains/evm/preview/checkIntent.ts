/**
 * The wallet's own transaction must do what the user asked and nothing else (issue 32): the
 * intent's asset leaves in exactly its amount, only to its recipient, no other asset of the
 * wallet moves and no permission is given but the one the intent names (a swap deposit's exact
 * approval). The fee is not in the simulation's moves.
 */
import type { Decoded } from './decodeLogs';
import type { OwnerFlows } from './flows';

/** What the user asked for: `asset` 'native' or the token contract, base units. */
export interface PreviewIntent {
  asset: string;
  amount: bigint;
  to: string;
  /** NFT sends: the item */
  tokenId?: bigint;
  /**
   * The one permission the transaction is meant to give (a swap deposit's exact approval of
   * `asset` for the router): `spender` may take exactly `amount`; any other grant is a difference.
   */
  approval?: { spender: string; amount: bigint };
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Null when the simulation agrees; else the difference in words (`words` names an amount). */
export function checkIntent(
  intent: PreviewIntent,
  owner: string,
  decoded: Decoded,
  flows: OwnerFlows,
  words: (asset: string, amount: bigint, tokenId: bigint | null) => string,
): string | null {
  const tokenId = intent.tokenId ?? null;
  const isIntent = (asset: string, id: bigint | null) => same(asset, intent.asset) && id === tokenId;
  const asked = words(intent.asset, intent.amount, tokenId);
  const problems: string[] = [];
  const mine = flows.flows.find((f) => isIntent(f.asset, f.tokenId));
  const sent = mine ? -mine.delta : 0n;
  if (sent !== intent.amount)
    problems.push(
      `it sends ${sent > 0n ? words(intent.asset, sent, tokenId) : sent < 0n ? `nothing (it receives ${words(intent.asset, -sent, tokenId)})` : 'nothing'}, you asked to send ${asked}`,
    );
  const elsewhere = decoded.moves.filter(
    (m) =>
      isIntent(m.asset, m.tokenId) && same(m.from, owner) && !same(m.to, intent.to) && !same(m.to, owner),
  );
  for (const m of elsewhere)
    problems.push(`${words(m.asset, m.amount, m.tokenId)} goes to ${m.to}, not the recipient`);
  for (const f of flows.flows)
    if (!isIntent(f.asset, f.tokenId))
      problems.push(
        `${f.delta < 0n ? 'it also sends' : 'it also receives'} ${words(f.asset, f.delta < 0n ? -f.delta : f.delta, f.tokenId)}`,
      );
  const approval = intent.approval;
  const approved = (g: OwnerFlows['grants'][number]) =>
    approval !== undefined &&
    g.kind === 'approve' &&
    same(g.asset, intent.asset) &&
    same(g.spender, approval.spender);
  for (const g of flows.grants) {
    if (!approved(g)) problems.push(`it gives ${g.spender} a permission over ${g.asset}`);
    else if (g.amount !== approval!.amount)
      problems.push(
        `it lets ${g.spender} take ${g.amount === null ? 'an item' : words(g.asset, g.amount, null)}, you approved exactly ${words(g.asset, approval!.amount, null)}`,
      );
  }
  if (approval && !flows.grants.some(approved))
    problems.push(
      `it gives ${approval.spender} no permission of exactly ${words(intent.asset, approval.amount, null)}, which the deposit needs`,
    );
  return problems.length ? problems.join('; ') : null;
}
