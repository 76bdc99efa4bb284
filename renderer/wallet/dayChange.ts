/**
 * The 24 h change as the eye reads it: sign first, a true minus sign, two places, "+1.23 %".
 * Main sends "+1.23", "-1.23" or "0.00".
 */
export function formatChange(percent: string): { text: string; direction: 'up' | 'down' | 'flat' } {
  const t = percent.trim();
  const abs = t.replace(/^[-+]/, '');
  if (Number(abs) === 0) return { text: '0.00 %', direction: 'flat' };
  return t.startsWith('-')
    ? { text: `−${abs} %`, direction: 'down' }
    : { text: `+${abs} %`, direction: 'up' };
}

/**
 * The wallet's change over 24 h in percent, from each coin's fiat value now and its price's
 * change: a value v that moved c % was v / (1 + c/100) a day ago (same holdings). Coins with
 * no known change are left out of both sides rather than counted as flat. Null when no coin
 * with a value has a change. A display figure, so plain numbers suffice.
 */
export function portfolioChange(
  values: ReadonlyMap<string, string | null>,
  changes: ReadonlyMap<string, string | null>,
): string | null {
  let now = 0;
  let before = 0;
  for (const [id, value] of values) {
    const change = changes.get(id);
    if (value === null || change === null || change === undefined) continue;
    const v = Number(value);
    const c = Number(change);
    if (!Number.isFinite(v) || !Number.isFinite(c) || c <= -100 || v <= 0) continue;
    now += v;
    before += v / (1 + c / 100);
  }
  if (before <= 0) return null;
  const pct = ((now - before) / before) * 100;
  const fixed = Math.abs(pct).toFixed(2);
  return fixed === '0.00' ? '0.00' : `${pct < 0 ? '-' : '+'}${fixed}`;
}
