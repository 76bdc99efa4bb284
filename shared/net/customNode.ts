import { z } from 'zod';

/**
 * Where a node is kept in settings.nodes: a chain's first slot (its node) under the chain's
 * name, as files saved before slots existed have it; another slot as `<chain>.<slot>`.
 */
export function nodeKey(chain: string, slot: string | undefined, firstSlot: string): string {
  return slot === undefined || slot === firstSlot ? chain : `${chain}.${slot}`;
}

/** The chain and slot a settings.nodes key names (the slot undefined: the chain's first). */
export function parseNodeKey(key: string): { chain: string; slot?: string } {
  const [chain = key, slot] = key.split('.');
  return slot === undefined ? { chain } : { chain, slot };
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Why a node URL is refused before anything is asked of it, or null. https only: a plain-http
 * node on the network could be read and answered by anyone on the way. http is allowed for a
 * node on this computer (127.0.0.1, localhost), and only when the user switched that on.
 */
export function nodeUrlProblem(raw: string, allowLocalHttp: boolean): string | null {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return 'Not a URL';
  }
  if (u.username || u.password) return 'A node URL with a user name or password is not supported';
  if (u.search || u.hash) return 'A node URL has no query or fragment';
  if (u.protocol === 'https:') return null;
  if (u.protocol !== 'http:') return 'Only https:// node URLs are supported';
  if (!LOOPBACK.has(u.hostname)) return 'http:// is allowed only for a node on this computer; use https://';
  if (!allowLocalHttp) return 'Turn on "Allow http:// on this computer" to use a local http node';
  return null;
}

export const CustomNodeSchema = z
  .strictObject({
    url: z.string().max(512),
    /** use the app's default providers when this node fails */
    fallback: z.boolean(),
    allowLocalHttp: z.boolean(),
  })
  .superRefine((n, ctx) => {
    const problem = nodeUrlProblem(n.url, n.allowLocalHttp);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['url'] });
  });
export type CustomNode = z.infer<typeof CustomNodeSchema>;

/** The user's nodes by nodeKey: a registry chain name (letters, digits, _), `.slot` after it for a chain's other slots. */
export const CustomNodesSchema = z
  .record(z.string().regex(/^[a-z0-9_]{1,40}(\.[a-z][a-z0-9]{0,19})?$/), CustomNodeSchema)
  .refine((r) => Object.keys(r).length <= 100, 'At most 100 custom nodes');

/** One chain's health as last asked: when, how fast, at which height; or why it failed. */
export const NodeHealthSchema = z.strictObject({
  chain: z.string(),
  /** the settings.nodes key: the chain, or `<chain>.<slot>` */
  key: z.string(),
  slot: z.string(),
  url: z.string(),
  ok: z.boolean(),
  /** ms since epoch of the check */
  checkedAt: z.number(),
  latencyMs: z.number().nullable(),
  height: z.string().nullable(),
  error: z.string().nullable(),
});
export type NodeHealth = z.infer<typeof NodeHealthSchema>;
