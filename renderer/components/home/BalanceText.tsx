/** A balance as main formatted it: hidden in privacy mode, '—' when the chain could not be read. */
export function BalanceText({
  balance,
  symbol,
  privacy,
}: {
  balance: string | null | undefined;
  symbol: string;
  privacy: boolean;
}) {
  if (privacy) return <span title="Hidden (privacy mode)">•••</span>;
  if (balance === undefined)
    return (
      <span className="muted" title="Loading">
        …
      </span>
    );
  if (balance === null) return <span title="Not available">—</span>;
  return (
    <span className="balance-amount">
      {balance} {symbol}
    </span>
  );
}
