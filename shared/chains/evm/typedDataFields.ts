/**
 * EIP-712 fields of a message that its `types` do not declare. Encoders hash declared fields
 * only, so such a field would be shown to the user and left out of what is signed: a dapp can
 * put a reassuring line in the modal that the signature does not cover (issue 32). Main names
 * them in the modal; the signer refuses to sign them.
 */
/** deeper than any real order (Seaport's BulkOrder tree is 24 levels at most) */
const MAX_DEPTH = 64;

type Fields = readonly { name?: unknown; type?: unknown }[];

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `Order[2][]` → `Order`, with the number of array levels it had */
function baseOf(type: string): { base: string; depth: number } {
  const m = /^(.*?)((\[\d*\])*)$/.exec(type)!;
  return { base: m[1]!, depth: (m[2]!.match(/\[/g) ?? []).length };
}

function walk(
  types: Record<string, unknown>,
  type: string,
  value: unknown,
  path: string,
  out: string[],
  depth: number,
): void {
  if (out.length >= 20) return;
  // past this depth nothing is checked, so it counts as unchecked (and is refused) rather than passed
  if (depth > MAX_DEPTH) {
    out.push(`${path} (nested too deep to check)`);
    return;
  }
  const { base, depth: arrays } = baseOf(type);
  if (arrays > 0) {
    if (!Array.isArray(value)) return;
    const inner = type.slice(0, type.lastIndexOf('['));
    value.forEach((v, i) => walk(types, inner, v, `${path}[${i}]`, out, depth + 1));
    return;
  }
  const fields = types[base];
  if (!Array.isArray(fields) || !isObject(value)) return;
  const declared = new Map((fields as Fields).map((f) => [String(f.name), String(f.type)]));
  for (const key of Object.keys(value)) {
    const t = declared.get(key);
    if (t === undefined) out.push(`${path}.${key}`);
    else walk(types, t, value[key], `${path}.${key}`, out, depth + 1);
  }
}

/** Paths (`message.note`, `message.details[1].extra`) of the fields no type declares; empty when none. */
export function undeclaredFields(
  types: Record<string, unknown>,
  primaryType: string,
  message: unknown,
): string[] {
  const out: string[] = [];
  walk(types, primaryType, message, 'message', out, 0);
  return out;
}

/** The refusal's words, the same in the modal and in the signer's error. */
export function undeclaredFieldsText(paths: readonly string[]): string {
  const shown = paths.slice(0, 5).join(', ') + (paths.length > 5 ? ', …' : '');
  return `This typed data has fields its types do not declare (${shown}): they would be shown to you but not signed, so the wallet refuses it`;
}
