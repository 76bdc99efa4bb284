// The guard in a real Node process: an SDK fault (the publisher queue's rejection, a relay
// socket error) is logged and the process lives on; any other unhandled rejection or
// exception still ends it, as without the guard.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isWalletConnectFault } from './sdkFaultGuard';

const GUARD = path.resolve(__dirname, 'sdkFaultGuard.ts');

/** Runs `body` in a child Node with the guard installed; its exit code and output. */
function run(body: string) {
  const script = `
    const { guardWalletConnectFaults } = require(${JSON.stringify(GUARD)});
    guardWalletConnectFaults((l) => console.log(l));
    ${body}
    setTimeout(() => { console.log('alive'); process.exit(0); }, 300);
  `;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { code: r.status, out: r.stdout + r.stderr };
}

describe('guardWalletConnectFaults', () => {
  it("the publisher queue's rejection is logged and main lives on", () => {
    const r = run(
      `Promise.reject(new Error('Failed to publish custom payload, please try again. id:1795527535880912896 tag:1100'));`,
    );
    expect(r.out).toContain('walletconnect: unhandled rejection ignored');
    expect(r.out).toContain('alive');
    expect(r.code).toBe(0);
  });

  it('a relay socket error thrown from a timer is logged and main lives on', () => {
    const r = run(
      `setTimeout(() => { throw new Error('WebSocket connection closed abnormally with code: 3000'); }, 10);`,
    );
    expect(r.out).toContain('walletconnect: uncaught exception ignored');
    expect(r.code).toBe(0);
  });

  it('any other unhandled rejection still crashes', () => {
    const r = run(`Promise.reject(new Error('a bug in main'));`);
    expect(r.out).toContain('a bug in main');
    expect(r.out).not.toContain('alive');
    expect(r.code).not.toBe(0);
  });

  it('any other uncaught exception still crashes', () => {
    const r = run(`setTimeout(() => { throw new Error('another bug'); }, 10);`);
    expect(r.out).toContain('another bug');
    expect(r.out).not.toContain('alive');
    expect(r.code).not.toBe(0);
  });

  it('knows SDK faults by their stack when the SDK runs from node_modules', () => {
    const e = new Error('x');
    e.stack = 'Error: x\n    at checkQueue (/app/node_modules/@walletconnect/core/dist/index.cjs:1:2)';
    expect(isWalletConnectFault(e)).toBe(true);
    expect(isWalletConnectFault(new Error('x'))).toBe(false);
    expect(isWalletConnectFault('Failed to publish payload')).toBe(false);
  });
});
