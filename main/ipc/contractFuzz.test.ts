import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_NAMES } from '../../shared/contract';
import { DEFAULT_SETTINGS } from '../../shared/contract/settings';
import { startTestApp, type TestApp } from '../../test/appHarness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.dispose());

const MB_STRING = 'x'.repeat(1024 * 1024);

/** Payloads that no call accepts. Each is built fresh so a handler cannot mutate a shared one. */
function malformed(): unknown[] {
  return [
    undefined,
    null,
    42,
    'string',
    [],
    [1, 2],
    { unexpected: true },
    JSON.parse('{"__proto__": {"polluted": true}}'),
    JSON.parse('{"constructor": {"prototype": {"polluted": true}}}'),
    { nonce: MB_STRING },
    { localCurrency: MB_STRING },
    { chain: MB_STRING, kind: 'tx', value: 'a' },
    { nonce: 5 },
    { localCurrency: 'usd' },
    { lockTime: { valueOf: 5 } },
    { notifications: 'on' },
    { chain: 'ethereum', kind: 'tx', value: 'abc', extra: 1 },
    { chain: 'ethereum', kind: 'tx' },
  ];
}

describe('contract fuzz: every call name refuses malformed payloads with a typed error', () => {
  for (const name of CALL_NAMES) {
    it(name, async () => {
      for (const input of malformed()) {
        const r = await t.app.dispatch(name, input);
        // Calls with an empty input schema accept only `{}`; everything above is refused.
        expect(r.ok, `${name} accepted ${JSON.stringify(input)?.slice(0, 80)}`).toBe(false);
        if (!r.ok) {
          expect(r.error.code).toBe('BAD_INPUT');
          expect(r.error.message.length).toBeLessThan(2000);
          expect(r.error.message).not.toContain('xxxxxxxxxx');
        }
      }
    });
  }

  it('unknown names, including prototype keys, get UNKNOWN_CALL', async () => {
    for (const name of [
      'nope',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      '',
      5,
      null,
      MB_STRING,
    ]) {
      const r = await t.app.dispatch(name, {});
      expect(r).toEqual({ ok: false, error: { code: 'UNKNOWN_CALL', message: 'Unknown call' } });
    }
  });

  it('nothing was polluted or changed, and main still answers valid calls', async () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const settings = await t.app.dispatch('settings.get', {});
    expect(settings).toEqual({ ok: true, value: DEFAULT_SETTINGS });
    const ping = await t.app.dispatch('diag.ping', { nonce: 'still-alive' });
    expect(ping.ok && (ping.value as { nonce: string }).nonce).toBe('still-alive');
  });

  it('a valid update changes only what it names, and a bad one changes nothing', async () => {
    const ok = await t.app.dispatch('settings.update', { lockTime: 'five', localCurrency: 'EUR' });
    expect(ok.ok && ok.value).toMatchObject({ lockTime: 0, localCurrency: 'EUR' });
    const bad = await t.app.dispatch('settings.update', { localCurrency: 'GBP', theme: 'neon' });
    expect(bad.ok).toBe(false);
    const after = await t.app.dispatch('settings.get', {});
    expect(after.ok && after.value).toMatchObject({ localCurrency: 'EUR', theme: 'system' });
  });
});
