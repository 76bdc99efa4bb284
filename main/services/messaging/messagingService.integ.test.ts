// Messaging through main's contract with the real signer and the real XMTP client, against the
// local stand-in node; the second party is another real client. Every message is MLS-encrypted.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, type Signer } from '@xmtp/node-sdk';
import { ReplyCodec, type Reply } from '@xmtp/content-type-reply';
import { startTestApp, type TestApp } from '../../../test/appHarness';
import { dispatcher } from '../../../test/dispatch';
import { ensureXmtpNode } from '../../../test/xmtp/ensureXmtpNode';
import { DESCENDING, ETHEREUM_IDENTIFIER } from './xmtpEnums';

const { call, fails } = dispatcher(() => t.app.dispatch);
const PASSWORD = 'long enough password';
let t: TestApp;
let walletId: string;
let alice: string;
const bobWallet = Wallet.createRandom();
const bob = bobWallet.address.toLowerCase();
let b: Awaited<ReturnType<typeof Client.create<[ReplyCodec]>>>;
const warn = vi.spyOn(console, 'warn');
const notify = vi.fn();
let hidden = false;

beforeAll(async () => {
  await ensureXmtpNode();
  t = await startTestApp({ notify, windowHidden: () => hidden });
  await call('wallets.importPhrase', { phrase: Wallet.createRandom().mnemonic!.phrase, password: PASSWORD });
  walletId = (await call('wallets.list', {})).wallets[0]!.id;
  alice = (await call('coins.list', {})).coins.find((c) => c.chainName === 'ethereum')!.address.toLowerCase();
  const signer: Signer = {
    type: 'EOA',
    getIdentifier: () => ({ identifier: bob, identifierKind: ETHEREUM_IDENTIFIER }),
    signMessage: async (m) => Buffer.from((await bobWallet.signMessage(m)).slice(2), 'hex'),
  };
  b = await Client.create(signer, {
    env: 'local',
    dbPath: path.join(mkdtempSync(path.join(tmpdir(), 'xmtp-bob-')), 'bob.db3'),
    dbEncryptionKey: new Uint8Array(32).fill(3),
    disableDeviceSync: true,
    historySyncUrl: null,
    codecs: [new ReplyCodec()],
  });
}, 90_000);
afterAll(() => t.dispose());

const bobDm = async () => {
  await b.conversations.sync();
  return b.conversations.getDmByIdentifier({ identifier: alice, identifierKind: ETHEREUM_IDENTIFIER });
};

const short = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;
const lastText = async (topic: string) =>
  (await call('messaging.listMessages', { walletId, topic, limit: 1 })).messages[0]?.text;

describe('messaging through main', () => {
  it('answers a clear error before the client exists, and logs the spec line', async () => {
    const err = await fails('messaging.listConversations', { walletId });
    expect(err.code).toBe('RULE');
    expect(warn).toHaveBeenCalledWith('Please initialize client first');
  });

  it('turning it on asks once for the identity signature, showing XMTP text for this address', async () => {
    const review = await call('messaging.start', { walletId });
    expect(review.state).toBe('review');
    expect(review.identityText).toContain('XMTP : Authenticate to inbox');
    expect(review.identityText).toContain(`(Owner: ${alice})`);
    await call('messaging.approveIdentity', { walletId, approve: true });
    await t.app.dispatch('messaging.status', { walletId });
    await vi.waitFor(async () => expect((await call('messaging.status', { walletId })).state).toBe('ready'), {
      timeout: 30_000,
    });
    expect(await call('messaging.canMessage', { walletId, address: bob })).toEqual({ canMessage: true });
    expect(await call('messaging.canMessage', { walletId, address: Wallet.createRandom().address })).toEqual({
      canMessage: false,
    });
  }, 60_000);

  it('a request from a peer lands under consent unknown; allow, reply, the peer gets the reference', async () => {
    const dm = await b.conversations.newDmWithIdentifier({
      identifier: alice,
      identifierKind: ETHEREUM_IDENTIFIER,
    });
    const firstId = await dm.send('hello from bob');
    const [request] = (await call('messaging.listConversations', { walletId })).conversations;
    expect(request).toMatchObject({
      peerAddress: bob,
      consentState: 'unknown',
      lastMessage: 'hello from bob',
    });
    expect(request!.clientAddress).toBe(alice);

    await call('messaging.consent', { walletId, peerAddress: bob, state: 'allow' });
    const reply = {
      repliedMessage: 'hello from bob',
      repliedMessageId: firstId,
      message: 'hi bob',
      senderAddress: bob,
    };
    await call('messaging.sendReply', { walletId, topic: request!.topic, content: reply });
    const mine = (await call('messaging.listMessages', { walletId, topic: request!.topic })).messages[0]!;
    expect(mine).toMatchObject({
      text: 'hi bob',
      reference: firstId,
      repliedMessage: 'hello from bob',
      repliedUserId: bob,
    });
    expect(mine.user._id).toBe(alice);

    const bobSide = await bobDm();
    await bobSide!.sync();
    const [got] = await bobSide!.messages({ direction: DESCENDING, limit: 1 });
    expect(got!.content as Reply).toMatchObject({ reference: firstId, content: 'hi bob' });
  }, 60_000);

  it('refuses a malformed reply and a consent value other than allow or deny', async () => {
    const [c] = (await call('messaging.listConversations', { walletId })).conversations;
    const partial = { repliedMessageId: 'ab', message: 'x', senderAddress: bob };
    expect((await fails('messaging.sendReply', { walletId, topic: c!.topic, content: partial })).code).toBe(
      'BAD_INPUT',
    );
    const noHex = { repliedMessage: 'a', repliedMessageId: 'ab', message: 'x', senderAddress: 'bob' };
    expect((await fails('messaging.sendReply', { walletId, topic: c!.topic, content: noHex })).code).toBe(
      'BAD_INPUT',
    );
    expect((await fails('messaging.consent', { walletId, peerAddress: bob, state: 'block' })).code).toBe(
      'BAD_INPUT',
    );
  });

  it('25 messages page by 20, newest first; the older page by endTime is the last', async () => {
    const dm = (await bobDm())!;
    for (let i = 0; i < 25; i++) await dm.send(`m${i}`);
    const [c] = (await call('messaging.listConversations', { walletId })).conversations;
    const p1 = await call('messaging.listMessages', { walletId, topic: c!.topic, limit: 20 });
    expect(p1.messages).toHaveLength(20);
    expect(p1.allLoaded).toBe(false);
    expect(p1.messages[0]!.text).toBe('m24');
    const p2 = await call('messaging.listMessages', {
      walletId,
      topic: c!.topic,
      limit: 20,
      endTime: p1.messages[19]!.createdAt,
    });
    expect(p2.allLoaded).toBe(true);
    expect(p2.messages.map((m) => m.text)).toEqual([
      'm4',
      'm3',
      'm2',
      'm1',
      'm0',
      'hi bob',
      'hello from bob',
    ]);
  }, 90_000);

  it('a message arriving while the window is hidden raises a notification; shown, none', async () => {
    const dm = (await bobDm())!;
    notify.mockClear();
    await dm.send('while shown');
    const [c] = (await call('messaging.listConversations', { walletId })).conversations;
    await vi.waitFor(async () => expect(c && (await lastText(c.topic))).toBe('while shown'));
    hidden = true;
    await dm.send('while hidden');
    await vi.waitFor(
      () => expect(notify).toHaveBeenCalledWith(`Message from ${short(bob)}`, 'while hidden'),
      {
        timeout: 20_000,
      },
    );
    expect(notify).toHaveBeenCalledTimes(1);
    hidden = false;
  }, 60_000);

  it('forward sends the texts to each conversation; the peer receives them', async () => {
    const [c] = (await call('messaging.listConversations', { walletId })).conversations;
    const out = await call('messaging.forward', {
      walletId,
      conversations: [{ topic: c!.topic, peerAddress: bob }],
      messages: [{ text: 'fwd one' }, { text: 'fwd two' }],
    });
    expect(out.sent).toBe(2);
    const bobSide = (await bobDm())!;
    await bobSide.sync();
    const got = await bobSide.messages({ direction: DESCENDING, limit: 2 });
    expect(got.map((m) => m.content)).toEqual(['fwd two', 'fwd one']);
  }, 60_000);

  it('deny blocks the peer; lock closes the client; unlock rebuilds it from its database, no new signature', async () => {
    await call('messaging.consent', { walletId, peerAddress: bob, state: 'deny' });
    const [c] = (await call('messaging.listConversations', { walletId })).conversations;
    expect(c!.consentState).toBe('denied');

    await call('session.lock', {});
    expect((await fails('messaging.listConversations', { walletId })).code).toBe('LOCKED');
    await call('session.unlock', { password: PASSWORD });
    expect((await call('messaging.status', { walletId })).state).toBe('off');
    const again = await call('messaging.start', { walletId });
    expect(again.state).toBe('ready');
    const after = (await call('messaging.listConversations', { walletId })).conversations;
    expect(after[0]).toMatchObject({ topic: c!.topic, consentState: 'denied' });
    const page = await call('messaging.listMessages', { walletId, topic: c!.topic });
    expect(page.messages[0]!.text).toBe('fwd two');
  }, 60_000);
});
