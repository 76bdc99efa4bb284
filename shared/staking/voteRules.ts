/**
 * spec/app.md §5, votes: the rules of the Staking screen's ± controls and direct entry, and the
 * check an operation is held to before it is built. Pure and shared, so the screen and main
 * apply the same rules; votes are whole numbers of voting power (Tron: one per staked TRX),
 * keyed by validator address.
 */
import { AppError } from '../errors';

export type Votes = Readonly<Record<string, number>>;

/** spec/app.md §9: vote step */
export const VOTE_STEP = 5;

/** The most validators one vote may name (Tron's VoteWitness contract takes 30). */
export const MAX_VOTE_ENTRIES = 30;

/** Voting power: the staking balance in whole coins, floored (the most all votes may add up to). */
export const votingPower = (stakedBase: bigint, unit: bigint): number => Number(stakedBase / unit);

/** The derived total: every validator's votes summed. */
export const totalVotes = (v: Votes): number => Object.values(v).reduce((s, n) => s + n, 0);

/** +5, but the total never goes past `power` (the step is cut short at the limit). */
export function addVote(v: Votes, validator: string, power: number): Votes {
  const room = power - totalVotes(v);
  if (room <= 0) return v;
  return { ...v, [validator]: (v[validator] ?? 0) + Math.min(VOTE_STEP, room) };
}

/** −5, never below 0. */
export function removeVote(v: Votes, validator: string): Votes {
  return { ...v, [validator]: Math.max(0, (v[validator] ?? 0) - VOTE_STEP) };
}

/**
 * Direct entry: empty or negative sets 0; an entry that would take the total past `power` is
 * ignored (the votes stay as they were); otherwise the whole number typed.
 */
export function setVote(v: Votes, validator: string, text: string, power: number): Votes {
  const n = text.trim() === '' ? 0 : Math.floor(Number(text));
  if (!Number.isFinite(n) || n <= 0) return { ...v, [validator]: 0 };
  if (totalVotes(v) - (v[validator] ?? 0) + n > power) return v;
  return { ...v, [validator]: n };
}

/** The votes as the operation's entries, in the order given, zeros kept for votesToCast to drop. */
export const voteEntries = (v: Votes): { validator: string; count: number }[] =>
  Object.entries(v).map(([validator, count]) => ({ validator, count }));

/**
 * The votes an operation casts, checked: entries of 0 dropped, at least one and at most 30, and
 * the total within the power. Tron replaces all earlier votes with these.
 */
export function votesToCast(
  entries: readonly { validator: string; count: number }[],
  power: number,
): { address: string; count: number }[] {
  const cast = entries
    .filter((e) => e.count > 0)
    .map((e) => ({ address: e.validator, count: Math.floor(e.count) }));
  if (cast.length === 0) throw new AppError('RULE', 'Give at least one validator a vote');
  if (new Set(cast.map((c) => c.address)).size !== cast.length)
    throw new AppError('RULE', 'Each validator can be listed once');
  if (cast.length > MAX_VOTE_ENTRIES)
    throw new AppError('RULE', `Vote for at most ${MAX_VOTE_ENTRIES} validators`);
  const total = cast.reduce((s, c) => s + c.count, 0);
  if (total > power)
    throw new AppError(
      'RULE',
      `Your votes (${total}) are more than your TRON Power (${power}); stake more TRX first`,
    );
  return cast;
}
