// WalletConnect's Solana requests end to end in main: a real dapp (sign-client) asks over a
// local relay, the app shows the request, the real signer process signs; the dapp verifies
// each signature with @noble/curves' ed25519 against the session's Solana address, and the
// signed transfer lands on the litesvm node, moving the balance.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app/createApp';
import { buildFamilies } from '../chains/families';
import { solanaFamily } from '../chains/solana';
import { createHttp } from '../net/http';
import { openNamespaces } from './namespaces';
import { SOLANA_LOCAL_CAIP } from './namespaces/solana/chain';
import { startSolanaFacade, type SolanaFacade } from '../../test/solana/facade';
import { startCountingRpc, type CountingRpc } from '../../test/solana/countingRpc';
import { dispatcher } from '../../test/dispatch';
import { sourceSignerFactory } from '../../test/signerProcess';
import { startTestDapp, type TestDapp } from '../../test/walletconnect/dapp';
import { startLocalRelay, type LocalRelay } from '../../test/walletconnect/relay';
import type { RequestView } from '../../shared/contract/walletconnect';

const PASSWORD = 'correct horse battery';
const PHRASE = 'test test test test test test test test test test test junk';
const BOB = Keypair.fromSeed(new Uint8Array(32).fill(2)).publicKey;
const MALLORY = Keypair.fromSeed(new Uint8Array(32).fill(3)).publicKey;

let relay: LocalRelay;
let node: SolanaFacade;
/** the profile's default Solana URL (WALLET_LOCAL_ENDPOINTS), counting what reaches it */
let defaultNode: CountingRpc;
let dataDir: string;
let app: App;
let dapp: TestDapp;
let topic: string;
let me: PublicKey;
const { call, fails } = dispatcher(() => app.dispatch);

async function waitFor<T>(what: string, get: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await get();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const nextRequest = (method: string) =>
  waitFor<RequestView>(method, async () =>
    (await call('wc.pending', {})).requests.find((r) => r.method === method),
  );

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const res = await fetch(node.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result as T;
}
const balance = async (key: PublicKey) =>
  BigInt((await rpc<{ value: number }>('getBalance', [key.toBase58()])).value);

/** A transfer the dapp builds: the wallet pays `lamports` to `to` and the fee. */
async function transferTx(to: PublicKey, lamports: bigint): Promise<string> {
  const { value } = await rpc<{ value: { blockhash: string } }>('getLatestBlockhash', []);
  const tx = new Transaction({ feePayer: me, recentBlockhash: value.blockhash }).add(
    SystemProgram.transfer({ fromPubkey: me, toPubkey: to, lamports }),
  );
  return Buffer.from(tx.serialize({ requireAllSignatures: false, verifySignatures: false })).toString(
    'base64',
  );
}

beforeAll(async () => {
  relay = await startLocalRelay();
  node = await startSolanaFacade();
  defaultNode = await startCountingRpc(node.url);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'wc-solana-'));
  app = await createApp({
    dataDir,
    host: 'web',
    network: 'local',
    version: 'test',
    signerFactory: sourceSignerFactory,
    // the Solana family, so Settings → Networks can check and save an own Solana node
    families: (keys) =>
      buildFamilies(
        { network: 'local', local: { solana: { rpcUrl: defaultNode.url } }, http: createHttp(), keys },
        [solanaFamily],
      ),
    walletConnect: {
      config: { relayUrl: relay.url, projectId: 'test', verify: false },
      namespaces: openNamespaces({ network: 'local', local: { solana: { rpcUrl: defaultNode.url } } }),
    },
  });
  await call('wallets.importPhrase', { phrase: PHRASE, password: PASSWORD });
  dapp = await startTestDapp(relay.url);
}, 120_000);

afterAll(async () => {
  await dapp?.close();
  await app?.close();
  await defaultNode?.close();
  await node?.close();
  await relay?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('WalletConnect Solana requests with a real dapp over a local relay', () => {
  it("a proposal for the local Solana chain is offered the wallet's Solana account", async () => {
    const { uri, approval } = await dapp.connect([SOLANA_LOCAL_CAIP]);
    await call('wc.pair', { uri });
    const proposal = await waitFor('proposal', async () => (await call('wc.pending', {})).proposals[0]);
    expect(proposal.chains).toEqual([{ id: SOLANA_LOCAL_CAIP, name: 'Solana' }]);
    expect(proposal.unsupported).toBeNull();
    expect(proposal.methods).toEqual(['solana_signMessage', 'solana_signTransaction']);
    await call('wc.approveProposal', { id: proposal.id, walletId: '1' });
    const session = await approval;
    topic = session.topic;
    const accounts = session.namespaces.solana!.accounts;
    expect(accounts).toHaveLength(1);
    const [ns, ref, address] = accounts[0]!.split(':');
    expect(`${ns}:${ref}`).toBe(SOLANA_LOCAL_CAIP);
    me = new PublicKey(address!);
  });

  it('solana_signMessage: the text is shown; the signature verifies to the wallet address', async () => {
    const text = 'Sign in to Test Swap\nnonce: 7';
    const bytes = new TextEncoder().encode(text);
    const answer = dapp.request<{ signature: string }>(topic, SOLANA_LOCAL_CAIP, 'solana_signMessage', {
      message: base58.encode(bytes),
      pubkey: me.toBase58(),
    });
    const req = await nextRequest('solana_signMessage');
    expect(req.detail).toEqual({
      kind: 'solanaMessage',
      from: me.toBase58(),
      text,
      hex: `0x${Buffer.from(bytes).toString('hex')}`,
    });
    await call('wc.approveRequest', { id: req.id });
    const { signature } = await answer;
    expect(ed25519.verify(base58.decode(signature), bytes, me.toBytes())).toBe(true);
  });

  it('solana_signTransaction: the transfer is shown; the signed transaction verifies and moves the balance', async () => {
    node.airdrop(me.toBase58(), 2_000_000_000n);
    const transaction = await transferTx(BOB, 250_000_000n);
    const answer = dapp.request<{ signature: string; transaction: string }>(
      topic,
      SOLANA_LOCAL_CAIP,
      'solana_signTransaction',
      { transaction, pubkey: me.toBase58() },
    );
    const req = await nextRequest('solana_signTransaction');
    if (req.detail.kind !== 'solanaTransaction') throw new Error('not a Solana transaction');
    expect(req.detail.tx).toMatchObject({
      feePayer: me.toBase58(),
      signers: [me.toBase58()],
      instructions: [{ kind: 'solTransfer', from: me.toBase58(), to: BOB.toBase58(), lamports: '250000000' }],
      maxFee: '5000',
    });
    expect(req.detail.warning).toBeNull();
    // simulated on the profile's node: exactly the amount, the fee apart
    expect(req.detail.preview).toMatchObject({
      status: 'ok',
      method: 'simulateTransaction',
      send: [{ asset: 'native', symbol: 'SOL', amount: '0.25' }],
      receive: [],
      permissions: [],
      warnings: [],
    });
    await call('wc.approveRequest', { id: req.id });
    const result = await answer;
    const signed = VersionedTransaction.deserialize(Buffer.from(result.transaction, 'base64'));
    expect(base58.encode(signed.signatures[0]!)).toBe(result.signature);
    expect(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), me.toBytes())).toBe(true);
    const before = await balance(BOB);
    await rpc('sendTransaction', [result.transaction, { encoding: 'base64' }]);
    expect((await balance(BOB)) - before).toBe(250_000_000n);
  });

  it('a dapp Assign of the wallet is named and previewed as a red warning (issue 32)', async () => {
    const { value } = await rpc<{ value: { blockhash: string } }>('getLatestBlockhash', []);
    const tx = new Transaction({ feePayer: me, recentBlockhash: value.blockhash }).add(
      SystemProgram.assign({ accountPubkey: me, programId: MALLORY }),
    );
    const answer = dapp
      .request(topic, SOLANA_LOCAL_CAIP, 'solana_signTransaction', {
        transaction: Buffer.from(
          tx.serialize({ requireAllSignatures: false, verifySignatures: false }),
        ).toString('base64'),
      })
      .catch((e: { message: string }) => e);
    const req = await nextRequest('solana_signTransaction');
    if (req.detail.kind !== 'solanaTransaction') throw new Error('not a Solana transaction');
    expect(req.detail.tx.instructions).toEqual([
      { kind: 'assign', account: me.toBase58(), owner: MALLORY.toBase58() },
    ]);
    const text = `This gives control of your account ${me.toBase58()} to program ${MALLORY.toBase58()}: it can take all your SOL and everything the account holds`;
    expect(req.detail.preview).toMatchObject({
      status: 'ok',
      permissions: [{ kind: 'assign', spender: MALLORY.toBase58(), text }],
      warnings: [{ level: 'danger', text }],
    });
    await call('wc.rejectRequest', { id: req.id });
    await answer;
  });

  it('a hostile main swapping the recipient after approval is refused by the signer; the dapp gets an error', async () => {
    const original = app.signer.call.bind(app.signer);
    app.signer.call = (async (method: string, params: never) => {
      const p = params as { request: { kind: string; transaction: string } };
      if (method === 'signDapp' && p.request.kind === 'solanaTransaction')
        p.request.transaction = await transferTx(MALLORY, 250_000_000n);
      return original(method as 'signDapp', params);
    }) as typeof app.signer.call;
    try {
      const answer = dapp
        .request(topic, SOLANA_LOCAL_CAIP, 'solana_signTransaction', {
          transaction: await transferTx(BOB, 250_000_000n),
        })
        .catch((e: { message: string }) => e);
      const req = await nextRequest('solana_signTransaction');
      const err = await fails('wc.approveRequest', { id: req.id });
      expect(err).toMatchObject({
        code: 'INTENT_MISMATCH',
        message: 'The transaction differs from the approved one: instruction 1',
      });
      expect(await answer).toMatchObject({
        message: 'The transaction differs from the approved one: instruction 1',
      });
    } finally {
      app.signer.call = original;
    }
  });

  it('a versioned transaction is refused before the modal, with why', async () => {
    const { value } = await rpc<{ value: { blockhash: string } }>('getLatestBlockhash', []);
    const v0 = new TransactionMessage({
      payerKey: me,
      recentBlockhash: value.blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: me, toPubkey: BOB, lamports: 1n })],
    }).compileToV0Message();
    const answer = dapp
      .request(topic, SOLANA_LOCAL_CAIP, 'solana_signTransaction', {
        transaction: Buffer.from(new VersionedTransaction(v0).serialize()).toString('base64'),
      })
      .catch((e: { message: string }) => e);
    expect(await answer).toMatchObject({
      message: 'Versioned (v0) Solana transactions are not signed by this wallet, only legacy ones',
    });
    expect((await call('wc.pending', {})).requests).toEqual([]);
  });

  it("with the user's own Solana node saved, the request's preview asks it and never the default", async () => {
    const own = await startCountingRpc(node.url);
    try {
      await call('nodes.set', {
        chain: 'solana',
        node: { url: own.url, fallback: false, allowLocalHttp: true },
      });
      const transaction = await transferTx(BOB, 1_000_000n);
      const [atDefault, atOwn] = [defaultNode.methods.length, own.methods.length];
      const answer = dapp
        .request(topic, SOLANA_LOCAL_CAIP, 'solana_signTransaction', { transaction })
        .catch((e: { message: string }) => e);
      const req = await nextRequest('solana_signTransaction');
      if (req.detail.kind !== 'solanaTransaction') throw new Error('not a Solana transaction');
      expect(req.detail.preview).toMatchObject({ status: 'ok', send: [{ symbol: 'SOL', amount: '0.001' }] });
      expect(own.methods.slice(atOwn)).toEqual(
        expect.arrayContaining(['getMultipleAccounts', 'simulateTransaction']),
      );
      expect(defaultNode.methods.slice(atDefault)).toEqual([]);
      await call('wc.rejectRequest', { id: req.id });
      await answer;

      // the own node down and no fallback allowed: the preview fails, the default is still not asked
      await own.close();
      const again = dapp
        .request(topic, SOLANA_LOCAL_CAIP, 'solana_signTransaction', { transaction })
        .catch((e: { message: string }) => e);
      const req2 = await nextRequest('solana_signTransaction');
      if (req2.detail.kind !== 'solanaTransaction') throw new Error('not a Solana transaction');
      expect(req2.detail.preview.status).toBe('unavailable');
      expect(defaultNode.methods.slice(atDefault)).toEqual([]);
      await call('wc.rejectRequest', { id: req2.id });
      await again;

      // removed: the default is back
      await call('nodes.set', { chain: 'solana', node: null });
      const third = dapp
        .request(topic, SOLANA_LOCAL_CAIP, 'solana_signTransaction', { transaction })
        .catch((e: { message: string }) => e);
      const req3 = await nextRequest('solana_signTransaction');
      expect(req3.detail).toMatchObject({ preview: { status: 'ok' } });
      expect(defaultNode.methods.slice(atDefault)).toContain('simulateTransaction');
      await call('wc.rejectRequest', { id: req3.id });
      await third;
    } finally {
      await own.close().catch(() => undefined);
    }
  });
});
