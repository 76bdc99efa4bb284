/**
 * The user's own nodes (Settings → Networks), as the families' providers read them: process-wide
 * like the proxy (outbound.ts), set from the settings at start and on each change, so a family
 * built once at start-up follows a node saved later without being rebuilt.
 */
import type { CustomNode } from '../../shared/net/customNode';

let nodes: Readonly<Record<string, CustomNode>> = {};

export function setCustomNodes(next: Readonly<Record<string, CustomNode>>): void {
  nodes = structuredClone(next);
}

export function customNodeOf(chain: string): CustomNode | undefined {
  return nodes[chain];
}

/**
 * A chain's endpoint list with the user's node first; the defaults follow only if the user
 * allowed falling back to them (otherwise a failing node fails the call, as asked).
 */
export function withCustomNode(chain: string, defaults: readonly string[]): string[] {
  const own = nodes[chain];
  if (!own) return [...defaults];
  return own.fallback ? [own.url, ...defaults.filter((u) => u !== own.url)] : [own.url];
}
