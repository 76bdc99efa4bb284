/** The coin page path; coin ids hold ':' (and token addresses), so they are encoded. */
export function coinPath(coinId: string, send = false): string {
  return `/home/coin/${encodeURIComponent(coinId)}${send ? '/send' : ''}`;
}

/** The coin's staking page. */
export function stakingPath(coinId: string): string {
  return `${coinPath(coinId)}/staking`;
}
