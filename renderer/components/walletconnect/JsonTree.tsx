/** Typed data as a tree of plain text: dapps are untrusted, so nothing is rendered as markup. */
export function JsonTree({ value }: { value: unknown }) {
  if (value === null || typeof value !== 'object') return <span className="mono">{String(value)}</span>;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return (
    <ul className="json-tree">
      {entries.map(([k, v]) => (
        <li key={k}>
          <span className="json-key">{k}</span>: <JsonTree value={v} />
        </li>
      ))}
    </ul>
  );
}
