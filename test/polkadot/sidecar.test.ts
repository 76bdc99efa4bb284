// The fixture Sidecar is a real check, not a stub: it refuses an extrinsic whose signature
// does not verify over the payload it rebuilds, a replayed nonce, and one signed for another
// chain, and moves balances only for the honest one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPolkadotWalletFamily } from '../../main/chains/polkadot/walletFamily';
import type { Prepared } from '../../main/chains/family';
import { createHttp } from '../../main/net/http';
import { polkadotAddressAt, polkadotPath, signPolkadotWithRealSigner } from './realSigner';
import { startPolkadotFixture, type PolkadotFixture } from './sidecar';

const DOT = 10_000_000_000n;
const ME = polkadotAddressAt(0);
const BOB = polkadotAddressAt(1);
let chain: PolkadotFixture;
let prepared: Prepared;

const submit = async (tx: string) => {
  const res = await fetch(`${chain.url}/transaction`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tx }),
  });
  return { status: res.status, body: (await res.json()) as { hash?: string; cause?: string } };
};

beforeAll(async () => {
  chain = await startPolkadotFixture();
  chain.fund(ME, 5n * DOT);
  const family = createPolkadotWalletFamily({
    network: 'local',
    local: { sidecarUrl: chain.url },
    http: createHttp({ backoffMs: 0, retries: 0 }),
  });
  prepared = await family.prepare(
    { walletId: 'w', chainName: 'polkadot', symbol: 'DOT', decimals: 10, address: ME, path: polkadotPath(0) },
    { to: BOB, amount: 2n * DOT, sendAll: false, feeOption: 'Recommended' },
  );
});

afterAll(() => chain?.close());

describe('fixture Sidecar POST /transaction', () => {
  it('refuses a signature that does not verify, and changes nothing', async () => {
    const signed = signPolkadotWithRealSigner(prepared.unsigned, prepared.intent, polkadotPath(0));
    // the last signature byte sits 99 bytes into the body, after the length prefix (2 bytes here)
    const at = 2 + 2 * (2 + 98);
    const flipped =
      signed.slice(0, at) + (signed.slice(at, at + 2) === '00' ? '01' : '00') + signed.slice(at + 2);
    const out = await submit(flipped);
    expect(out.status).toBe(400);
    expect(out.body.cause).toMatch(/bad signature/);
    expect(chain.balanceOf(BOB)).toBe(0n);
  });

  it('applies the honest extrinsic once; the replay is outdated', async () => {
    const signed = signPolkadotWithRealSigner(prepared.unsigned, prepared.intent, polkadotPath(0));
    const ok = await submit(signed);
    expect(ok.status).toBe(200);
    expect(chain.balanceOf(BOB)).toBe(2n * DOT);
    const again = await submit(signed);
    expect(again.status).toBe(400);
    expect(again.body.cause).toMatch(/outdated/);
    expect(chain.balanceOf(BOB)).toBe(2n * DOT);
  });
});
