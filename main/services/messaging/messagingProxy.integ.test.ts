// Messaging under a SOCKS5 proxy (issue 35): the real XMTP client (native libxmtp) and the real
// signer, the local stand-in node behind a TLS terminator with a test CA (the public host's
// place) and a gate that refuses and counts every connection not made by the test proxy. The
// client is given main's loopback forwarder; a DM both ways must work with every connection
// through the proxy and none direct, the inbox lookup included (the SDK's trap: it dials the
// env's fixed URL, not apiUrl). With the proxy down, starting fails with "proxy not reachable".
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiUrls, Client, type Signer } from '@xmtp/node-sdk';
import { ReplyCodec } from '@xmtp/content-type-reply';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { dispatcher } from '../../../test/dispatch';
import { startGate, type Gate } from '../../../test/proxy/gate';
import { startTestProxy, type TestProxy } from '../../../test/proxy/testProxy';
import { startTlsFront, type TlsFront } from '../../../test/xmtp/tlsFront';
import { startXmtpNode, type XmtpNode } from '../../../test/xmtp/xmtpNode';
import { MessagingService } from './messagingService';
import { ETHEREUM_IDENTIFIER } from './xmtpEnums';

const { call } = dispatcher(() => t.app.dispatch);
const PASSWORD = 'long enough password';
const ETH_PATH = "m/44'/60'/0'/0/0";
let t: TestApp;
let node: XmtpNode;
let front: TlsFront;
let gate: Gate;
let proxy: TestProxy;
let walletId: string;
let alice: string;
let messaging: MessagingService;
const bobWallet = Wallet.createRandom();
const bob = bobWallet.address.toLowerCase();

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const service = () =>
  new MessagingService({
    dataDir: t.dataDir,
    signer: t.app.signer,
    network: 'regtest',
    // production's env: were the SDK's inbox lookup not routed, it would dial XMTP's public host
    // (unreachable here), not a stand-in that might answer on localhost:5556
    env: 'production',
    account: () => Promise.resolve({ address: alice, activePath: ETH_PATH }),
    changed: () => undefined,
    log: () => undefined,
    xmtpTestUpstream: { host: '127.0.0.1', port: gate.port, ca: front.ca, servername: front.servername },
  });

beforeAll(async () => {
  // a stand-in of this test's own on a random port: nothing reaches it but through the TLS front
  node = await startXmtpNode(await freePort());
  front = await startTlsFront(Number(new URL(node.url).port));
  gate = await startGate(front.port);
  proxy = await startTestProxy('socks5');
  t = await startTestApp();
  await call('wallets.importPhrase', { phrase: Wallet.createRandom().mnemonic!.phrase, password: PASSWORD });
  walletId = (await call('wallets.list', {})).wallets[0]!.id;
  alice = (await call('coins.list', {})).coins.find((c) => c.chainName === 'ethereum')!.address.toLowerCase();
  await call('settings.update', { proxy: proxy.url });
}, 90_000);

afterAll(async () => {
  await messaging?.stopAll();
  await t?.dispose();
  await Promise.all([proxy?.close(), gate?.close(), front?.close(), node?.close()]);
});

describe('XMTP through the proxy', () => {
  it('a DM both ways works with every connection through the proxy, none direct', async () => {
    messaging = service();
    expect((await messaging.start(walletId)).state).toBe('review');
    messaging.approveIdentity(walletId, true);
    await messaging.settled(walletId);
    expect(messaging.status(walletId).state).toBe('ready');
    // the inbox lookup reached the stand-in, which only the TLS front can reach: through the proxy
    expect(node.stats.calls.GetInboxIds ?? 0).toBeGreaterThan(0);

    const signer: Signer = {
      type: 'EOA',
      getIdentifier: () => ({ identifier: bob, identifierKind: ETHEREUM_IDENTIFIER }),
      signMessage: async (m) => Buffer.from((await bobWallet.signMessage(m)).slice(2), 'hex'),
    };
    // Bob is elsewhere: his client talks to the stand-in directly (only its inbox lookup reads the
    // SDK's shared ApiUrls, so it goes through this app's forwarder while that is open)
    const b = await Client.create(signer, {
      env: 'production',
      apiUrl: node.url,
      dbPath: path.join(mkdtempSync(path.join(tmpdir(), 'xmtp-bob-')), 'bob.db3'),
      dbEncryptionKey: new Uint8Array(32).fill(4),
      disableDeviceSync: true,
      historySyncUrl: null,
      codecs: [new ReplyCodec()],
    });
    expect(await messaging.canMessage(walletId, bob)).toBe(true);
    const conv = await messaging.newConversation(walletId, bob);
    await messaging.send(walletId, conv.topic, 'hello through the proxy');
    await b.conversations.sync();
    const dm = await b.conversations.getDmByIdentifier({
      identifier: alice,
      identifierKind: ETHEREUM_IDENTIFIER,
    });
    if (!dm) throw new Error('Bob has no DM from Alice');
    await dm.sync();
    expect((await dm.messages()).map((m) => m.content)).toContain('hello through the proxy');
    await dm.send('and back');
    await vi.waitFor(
      async () =>
        expect((await messaging.listMessages(walletId, conv.topic)).messages.map((m) => m.text)).toContain(
          'and back',
        ),
      { timeout: 20_000 },
    );

    expect(gate.directFrom).toEqual([]);
    expect(gate.proxied).toBeGreaterThan(0);
    expect(proxy.tunnels.get(`127.0.0.1:${gate.port}`)).toBe(gate.proxied);
    expect(front.sessions()).toBe(gate.proxied);
  }, 120_000);

  it('stopping closes the forwarder and gives the SDK its env URL back', async () => {
    await messaging.stopAll();
    expect(ApiUrls.production).toBe('https://grpc.production.xmtp.network:443');
  });

  it('with the proxy down, starting fails with "proxy not reachable" and nothing goes direct', async () => {
    const sessions = front.sessions();
    await proxy.close();
    messaging = service();
    messaging.start(walletId).catch(() => undefined);
    await vi.waitFor(() => expect(messaging.status(walletId).state).toBe('failed'), { timeout: 60_000 });
    expect(messaging.status(walletId)).toMatchObject({
      error: expect.stringMatching(/^proxy not reachable/),
    });
    expect(gate.directFrom).toEqual([]);
    expect(front.sessions()).toBe(sessions);
  }, 90_000);
});
