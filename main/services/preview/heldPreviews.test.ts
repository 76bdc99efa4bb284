import { describe, expect, it } from 'vitest';
import type { TxPreview } from '../../../shared/preview/txPreview';
import { HELD_PREVIEW_MAX, HELD_PREVIEW_TTL_MS, HeldPreviews } from './heldPreviews';
import { refuseMismatch } from './refuseMismatch';

const ok = (mismatch: string | null): TxPreview => ({
  status: 'ok',
  method: 'eth_simulateV1',
  send: [],
  receive: [],
  permissions: [],
  warnings: [],
  mismatch,
});

describe('HeldPreviews', () => {
  it('gives a preview back only for its id and the request it was bound to', () => {
    const h = new HeldPreviews();
    const id = h.hold('a', ok(null));
    expect(h.lookup(id, 'a')).toEqual({ kind: 'held', preview: ok(null) });
    expect(h.lookup(id, 'b')).toEqual({ kind: 'other' });
    expect(h.lookup('00000000-0000-4000-8000-000000000000', 'a')).toEqual({ kind: 'unknown' });
    expect(h.hold('a', ok(null))).not.toBe(id);
  });

  it('forgets a quote after the TTL, and the oldest beyond the cap', () => {
    let now = 0;
    const h = new HeldPreviews(() => now);
    const id = h.hold('a', ok(null));
    now = HELD_PREVIEW_TTL_MS;
    expect(h.lookup(id, 'a').kind).toBe('held');
    now = HELD_PREVIEW_TTL_MS + 1;
    expect(h.lookup(id, 'a').kind).toBe('unknown');
    const ids = Array.from({ length: HELD_PREVIEW_MAX + 1 }, (_, i) => h.hold(String(i), ok(null)));
    expect(h.lookup(ids[0]!, '0').kind).toBe('unknown');
    expect(h.lookup(ids[1]!, '1').kind).toBe('held');
    expect(h.lookup(ids[HELD_PREVIEW_MAX]!, String(HELD_PREVIEW_MAX)).kind).toBe('held');
  });
});

describe('refuseMismatch', () => {
  it('refuses a disagreeing preview in words and lets the others through', () => {
    expect(() => refuseMismatch(ok('it sends 2 ETH, you asked to send 1 ETH'))).toThrow(
      'Not sent: the simulation on your node differs from what you asked: it sends 2 ETH, you asked to send 1 ETH',
    );
    const others: (TxPreview | undefined)[] = [
      undefined,
      ok(null),
      { status: 'reverts', method: 'eth_call', reason: 'x', warnings: [] },
      { status: 'unavailable', reason: 'Preview not available on this node' },
    ];
    for (const p of others) expect(() => refuseMismatch(p)).not.toThrow();
  });
});
