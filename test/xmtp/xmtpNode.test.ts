// Proves the stand-in: two real @xmtp/node-sdk clients (native libxmtp, real MLS) create inboxes
// through it, open a DM, send and reply both ways, page, stream and change consent.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Signer } from '@xmtp/node-sdk';
import { ContentTypeReply, ReplyCodec, type Reply } from '@xmtp/content-type-reply';
import { ContentTypeText } from '@xmtp/content-type-text';
import { hexToBytes } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ensureXmtpNode } from './ensureXmtpNode';
import { CONSENT, DESCENDING, ETHEREUM_IDENTIFIER } from '../../main/services/messaging/xmtpEnums';
import { groupMessageHeader, installationKeyOf, readVarint } from './xmtpNode';

function eoa() {
  const account = privateKeyToAccount(generatePrivateKey());
  const signer: Signer = {
    type: 'EOA',
    getIdentifier: () => ({
      identifier: account.address.toLowerCase(),
      identifierKind: ETHEREUM_IDENTIFIER,
    }),
    signMessage: async (message) => hexToBytes(await account.signMessage({ message })),
  };
  return { address: account.address.toLowerCase(), signer };
}

const dir = mkdtempSync(path.join(tmpdir(), 'xmtp-node-'));
const options = (name: string) => ({
  env: 'local' as const,
  dbPath: path.join(dir, `${name}.db3`),
  dbEncryptionKey: new Uint8Array(32).fill(7),
  disableDeviceSync: true,
  historySyncUrl: null,
  codecs: [new ReplyCodec()],
});

describe('MLS wire parsing', () => {
  it('reads MLS variable-length integers of 1, 2 and 4 bytes', () => {
    expect(readVarint(Buffer.from([0x25]), 0)).toEqual([0x25, 1]);
    expect(readVarint(Buffer.from([0x7b, 0xbd]), 0)).toEqual([0x3bbd, 2]);
    expect(readVarint(Buffer.from([0x9d, 0x7f, 0x3e, 0x7d]), 0)).toEqual([0x1d7f3e7d, 4]);
    expect(() => readVarint(Buffer.from([0xc0]), 0)).toThrow('prefix');
  });
  it('takes the signature key of a key package and the group id of a private message', () => {
    const kp = Buffer.concat([Buffer.from([0, 1, 0, 1]), Buffer.from([2, 9, 9, 1, 8, 3, 1, 2, 3])]);
    expect(installationKeyOf(kp).toString('hex')).toBe('010203');
    const msg = Buffer.concat([Buffer.from([0, 1, 0, 2, 2, 0xaa, 0xbb]), Buffer.alloc(8), Buffer.from([3])]);
    expect(groupMessageHeader(msg)).toEqual({ groupId: Buffer.from([0xaa, 0xbb]), isCommit: true });
  });
});

describe('two real XMTP clients through the local stand-in', () => {
  const alice = eoa();
  const bob = eoa();
  let a: Awaited<ReturnType<typeof Client.create<[ReplyCodec]>>>;
  let b: typeof a;

  beforeAll(async () => {
    await ensureXmtpNode();
    a = await Client.create(alice.signer, options('alice'));
    b = await Client.create(bob.signer, options('bob'));
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('knows who can be messaged', async () => {
    const stranger = eoa().address;
    const can = await a.canMessage([
      { identifier: bob.address, identifierKind: ETHEREUM_IDENTIFIER },
      { identifier: stranger, identifierKind: ETHEREUM_IDENTIFIER },
    ]);
    expect(can.get(bob.address)).toBe(true);
    expect(can.get(stranger)).toBe(false);
  });

  it('opens a DM, replies both ways, pages newest first, streams and keeps consent', async () => {
    const dm = await a.conversations.newDmWithIdentifier({
      identifier: bob.address,
      identifierKind: ETHEREUM_IDENTIFIER,
    });
    const stream = await b.conversations.streamAllMessages();
    const first = await dm.send('hello bob');

    // Bob: the DM arrives as a request (consent unknown) with the text, live and after a sync
    const live = await Promise.race([
      (async () => {
        for await (const m of stream) if (m?.id === first) return m;
      })(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no streamed message')), 15_000)),
    ]);
    expect((live as { content: unknown }).content).toBe('hello bob');
    await stream.return();
    await b.conversations.sync();
    const requests = await b.conversations.listDms({ consentStates: [CONSENT.unknown] });
    expect(requests.map((c) => c.id)).toContain(dm.id);
    const bobDm = requests.find((c) => c.id === dm.id)!;
    await bobDm.sync();
    const received = await bobDm.messages({ direction: DESCENDING, limit: 1 });
    expect(received[0]?.content).toBe('hello bob');

    // Bob allows and replies with the reply content; Alice reads the reference back
    bobDm.updateConsentState(CONSENT.allowed);
    expect(bobDm.consentState).toBe(CONSENT.allowed);
    const reply: Reply = { reference: first, content: 'hi alice', contentType: ContentTypeText };
    await bobDm.send(reply, ContentTypeReply);
    await dm.sync();
    const [latest] = await dm.messages({ direction: DESCENDING, limit: 1 });
    expect(latest?.content).toMatchObject({ reference: first, content: 'hi alice' });

    // 25 more, then pages of 20 newest first, the older page by sentBeforeNs
    for (let i = 0; i < 25; i++) await dm.send(`n${i}`);
    await bobDm.sync();
    const page1 = await bobDm.messages({ direction: DESCENDING, limit: 20 });
    expect(page1).toHaveLength(20);
    expect(page1[0]?.content).toBe('n24');
    const page2 = await bobDm.messages({
      direction: DESCENDING,
      limit: 20,
      sentBeforeNs: page1[19]!.sentAtNs,
    });
    expect(page2[0]?.content).toBe('n4');
    expect(page2.map((m) => m.content)).toContain('hello bob');

    // deny moves it out of the allowed list
    bobDm.updateConsentState(CONSENT.denied);
    const allowed = await b.conversations.listDms({ consentStates: [CONSENT.allowed] });
    expect(allowed.map((c) => c.id)).not.toContain(dm.id);
    const denied = await b.conversations.listDms({ consentStates: [CONSENT.denied] });
    expect(denied.map((c) => c.id)).toContain(dm.id);
  }, 90_000);

  it('builds again from its database without a signer', async () => {
    const again = await Client.build(
      { identifier: alice.address, identifierKind: ETHEREUM_IDENTIFIER },
      options('alice'),
    );
    expect(again.inboxId).toBe(a.inboxId);
    expect((await again.conversations.listDms()).length).toBeGreaterThan(0);
  });
});
