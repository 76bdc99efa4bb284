import net from 'node:net';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type Anvil } from '../../../../test/evm/anvil';
import { deployEns, type TestEns } from '../../../../test/evm/ens';
import { createHttp } from '../../../net/http';
import { createEvmConfig } from '../config';
import type { EvmCtx } from '../ctx';
import { resolveName } from './resolveName';
import { appErrorOf } from '../../../../test/appErrorOf';

// Real ENS contracts (TestEns.sol) on anvil, read by ethers' EnsResolver through the app's
// JSON-RPC client. Each case runs twice: walking the registry, and through the Universal
// Resolver that mainnet and Sepolia use.

const ALICE = Wallet.createRandom().address;
const PAY = Wallet.createRandom().address;
const NOT_A_CONTRACT = Wallet.createRandom().address;

let anvil: Anvil;
let ens: TestEns;
/** a loopback port nobody listens on: an RPC endpoint that is down */
let downUrl: string;

beforeAll(async () => {
  anvil = await startAnvil();
  ens = await deployEns(anvil);
  await ens.register('alice.eth', { address: ALICE });
  await ens.register('pay.alice.eth', { address: PAY });
  await ens.register('empty.eth'); // has the resolver, no address set: addr() is zero
  await ens.register('ghost.eth', { resolver: NOT_A_CONTRACT });
  await ens.register('parent.eth', { address: ALICE });
  downUrl = await closedPortUrl();
});
afterAll(async () => {
  ens?.close();
  await anvil?.stop();
});

async function closedPortUrl(): Promise<string> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise<void>((r) => srv.close(() => r()));
  return `http://127.0.0.1:${port}`;
}

/**
 * The local profile pointed at this anvil with ENS given as the local setup gives it
 * (`local.ens`); `rpcUrls` replaces the endpoints through `overrides`.
 */
function ctxWith(contracts: { registry: string; universalResolver?: string }, rpcUrls?: string[]): EvmCtx {
  return {
    http: createHttp({ retries: 0, backoffMs: 0 }),
    config: createEvmConfig({
      profile: 'local',
      local: { rpcPort: anvil.port, chainId: anvil.chainId, ens: contracts },
      ...(rpcUrls ? { overrides: { ethereum: { rpcUrls } } } : {}),
    }),
    now: Date.now,
  };
}

const failure = appErrorOf;

describe.each([
  ['the registry', () => ({ registry: ens.registry })],
  ['the Universal Resolver', () => ({ registry: ens.registry, universalResolver: ens.universalResolver })],
])('ENS lookup through %s', (_path, service) => {
  const lookup = (name: string) => resolveName(ctxWith(service()), 'ethereum', name);

  it('a configured name gives its address, checksummed', async () => {
    const got = await lookup('alice.eth');
    expect(got).toBe(ALICE);
    expect(got).not.toBe(ALICE.toLowerCase());
  });

  it('a subname resolves through its own record, not its parent', async () => {
    expect(await lookup('pay.alice.eth')).toBe(PAY);
  });

  it('mixed case and surrounding spaces are the same name', async () => {
    expect(await lookup(' ALICE.Eth ')).toBe(ALICE);
  });

  it('a resolver that returns the zero address gives null', async () => {
    expect(await lookup('empty.eth')).toBeNull();
  });

  it('an unregistered name gives null', async () => {
    expect(await lookup('nobody.eth')).toBeNull();
  });

  it("a subname with no record of its own does not borrow its parent's address", async () => {
    expect(await lookup('child.parent.eth')).toBeNull();
  });

  it('a resolver address without code gives null', async () => {
    expect(await lookup('ghost.eth')).toBeNull();
  });

  it('a malformed name is BAD_INPUT', async () => {
    const e = await failure(lookup('alice..eth'));
    expect(e.code).toBe('BAD_INPUT');
    expect(e.message).toMatch(/^Not a valid name: /);
  });

  it('an RPC endpoint that is down is a NETWORK error, not null', async () => {
    const e = await failure(resolveName(ctxWith(service(), [downUrl]), 'ethereum', 'alice.eth'));
    expect(e.code).toBe('NETWORK');
  });

  it('falls back to the next endpoint when the first is down', async () => {
    expect(await resolveName(ctxWith(service(), [downUrl, anvil.url]), 'ethereum', 'alice.eth')).toBe(ALICE);
  });
});

describe('ENS lookup misconfigured', () => {
  it('a registry address without a contract is a NETWORK error, not "no such name"', async () => {
    const e = await failure(resolveName(ctxWith({ registry: NOT_A_CONTRACT }), 'ethereum', 'alice.eth'));
    expect(e.code).toBe('NETWORK');
    expect(e.message).toContain('alice.eth');
  });

  it('a Universal Resolver address without a contract is a NETWORK error', async () => {
    const service = { registry: ens.registry, universalResolver: NOT_A_CONTRACT };
    expect((await failure(resolveName(ctxWith(service), 'ethereum', 'alice.eth'))).code).toBe('NETWORK');
  });
});
