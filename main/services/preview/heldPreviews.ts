import { randomUUID } from 'node:crypto';
import type { TxPreview } from '../../../shared/preview/txPreview';

/**
 * Previews main computed for a review, held by the quote id it gave the renderer (issue 32), so
 * that the submit is judged by main's own simulation: the renderer only names the quote, it
 * never says what the preview was. Each entry is bound to the request it previewed (`binding`,
 * e.g. the coin, recipient and amount), so a quote id cannot vouch for another transaction.
 */

/** A review left open longer than this is quoted again: fees and the chain's state move on. */
export const HELD_PREVIEW_TTL_MS = 15 * 60_000;
/** Quotes are asked on every keystroke of the amount; only the newest few can be submitted. */
export const HELD_PREVIEW_MAX = 64;

interface Held {
  binding: string;
  preview: TxPreview;
  at: number;
}

export type HeldLookup =
  | { kind: 'held'; preview: TxPreview }
  /** no such quote (never given, expired or pushed out by newer ones) */
  | { kind: 'unknown' }
  /** the quote previewed another transaction than the one submitted */
  | { kind: 'other' };

export class HeldPreviews {
  private readonly byId = new Map<string, Held>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Keeps `preview` for the request `binding` describes; returns the quote id to hand out. */
  hold(binding: string, preview: TxPreview): string {
    this.prune();
    const id = randomUUID();
    this.byId.set(id, { binding, preview, at: this.now() });
    // a Map iterates in insertion order: the first keys are the oldest
    while (this.byId.size > HELD_PREVIEW_MAX) this.byId.delete(this.byId.keys().next().value!);
    return id;
  }

  lookup(id: string, binding: string): HeldLookup {
    this.prune();
    const h = this.byId.get(id);
    if (!h) return { kind: 'unknown' };
    return h.binding === binding ? { kind: 'held', preview: h.preview } : { kind: 'other' };
  }

  private prune(): void {
    const oldest = this.now() - HELD_PREVIEW_TTL_MS;
    for (const [id, h] of this.byId) if (h.at < oldest) this.byId.delete(id);
  }
}
