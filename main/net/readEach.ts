/**
 * A list read one entry at a time. A provider's page (history, transfers) is read entry by
 * entry, each in its own try: an entry that does not fit its schema, or that the family cannot
 * turn into an item, is counted in `skipped` and the rest of the page is still shown. One odd
 * entry from a node or explorer (a transaction type the wallet does not know, a field a new API
 * version renamed) must not empty the whole list.
 */
export interface ReadList<T> {
  items: T[];
  /** entries that could not be read, shown to the user as "n entries could not be read" */
  skipped: number;
}

/**
 * Reads every entry with `read`; a throw counts the entry as skipped. `read` returns null, or an
 * empty list, for an entry that is readable and deliberately left out (not the coin's, moved
 * nothing): that is not counted. A list answer gives several items from one entry.
 */
export function readEach<T, R>(
  entries: readonly T[],
  read: (entry: T, index: number) => R | readonly R[] | null | undefined,
): ReadList<R> {
  const items: R[] = [];
  let skipped = 0;
  entries.forEach((entry, i) => {
    let got: R | readonly R[] | null | undefined;
    try {
      got = read(entry, i);
    } catch {
      skipped++;
      return;
    }
    if (got === null || got === undefined) return;
    if (Array.isArray(got)) items.push(...(got as readonly R[]));
    else items.push(got as R);
  });
  return { items, skipped };
}

/**
 * `readEach` where reading an entry needs a request of its own (a transaction's inputs and
 * outputs): all at once, a rejected read counted in `skipped`, the order kept.
 */
export async function readEachAsync<T, R>(
  entries: readonly T[],
  read: (entry: T, index: number) => Promise<R | readonly R[] | null | undefined>,
): Promise<ReadList<R>> {
  const settled = await Promise.allSettled(entries.map((e, i) => read(e, i)));
  return readEach(settled, (r) => {
    if (r.status === 'rejected') throw r.reason;
    return r.value;
  });
}

/** `readEach` over a list already read once: the first read's skipped entries stay counted. */
export function readEachOf<T, R>(
  list: ReadList<T>,
  read: (entry: T, index: number) => R | readonly R[] | null | undefined,
): ReadList<R> {
  const next = readEach(list.items, read);
  return { items: next.items, skipped: list.skipped + next.skipped };
}

/** Several lists as one (a coin's sent and received pages), their skipped entries summed. */
export function joinLists<T>(lists: readonly ReadList<T>[]): ReadList<T> {
  return {
    items: lists.flatMap((l) => l.items),
    skipped: lists.reduce((n, l) => n + l.skipped, 0),
  };
}
