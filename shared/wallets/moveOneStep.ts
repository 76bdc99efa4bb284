export type MoveDirection = 'up' | 'down';

/**
 * Swaps the item at `index` with its neighbour above ('up', towards index 0) or below.
 * Returns null when nothing can move: fewer than two items, an index that is not an
 * existing position, or a move past either end. Wallet and coin reorder share this rule.
 */
export function moveOneStep<T>(
  list: readonly T[],
  index: number,
  direction: MoveDirection,
): { list: T[]; to: number } | null {
  if (list.length < 2 || !Number.isInteger(index) || index < 0 || index >= list.length) return null;
  const to = direction === 'up' ? index - 1 : index + 1;
  if (to < 0 || to >= list.length) return null;
  const next = list.slice();
  [next[index], next[to]] = [next[to]!, next[index]!];
  return { list: next, to };
}
