import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Client, DecodedMessage, Dm, Signer, XmtpEnv } from '@xmtp/node-sdk';
import { ContentTypeReply, ReplyCodec, type Reply } from '@xmtp/content-type-reply';
import { ContentTypeText } from '@xmtp/content-type-text';
import { AppError } from '../../../shared/errors';
import type { NetworkKind } from '../../../shared/chains/validate/result';
import {
  MESSAGE_PAGE_SIZE,
  type Conversation,
  type Message,
  type MessagingStatusSchema,
} from '../../../shared/contract/messaging';
import type { z } from 'zod';
import type { SignerClient } from '../../signer/client';
import { CONSENT, DESCENDING, ETHEREUM_IDENTIFIER } from './xmtpEnums';
import { peerAddressOf, replyOf, textOf } from './xmtpRead';
import { outboundProxy } from '../../net/outbound';
import { openXmtpRoute, type XmtpRoute, type XmtpTestUpstream } from './xmtpRoute';

type Status = z.infer<typeof MessagingStatusSchema>;
type XmtpClient = Awaited<ReturnType<typeof Client.create<[ReplyCodec]>>>;
type XmtpDm = Dm<unknown>;

/** The message users see when a message operation fails (spec §8); the cause goes to the log. */
export const SOMETHING_WENT_WRONG = 'something went wrong';
/** spec §8: messaging needs the wallet's Ethereum address */
export const NO_ETHEREUM = 'No ethereum chain found';

export interface MessagingDeps {
  /** main's data folder: each address's database is `<dataDir>/messaging/<env>-<address>.db3` */
  dataDir: string;
  signer: Pick<SignerClient, 'call'>;
  network: NetworkKind;
  /** the XMTP network, chosen in one place (createApp): 'local' is the stand-in on 127.0.0.1:5556 */
  env: XmtpEnv;
  /** the wallet's Ethereum address and its key path; throws when it has none */
  account: (walletId: string) => Promise<{ address: string; activePath: string }>;
  changed: (walletId: string) => void;
  log: (line: string) => void;
  /** a peer's message arrived (never a blocked peer's): main may raise a system notification */
  arrived?: (walletId: string, from: PeerRef, text: string) => void;
  /** the peer's name when it resolves (the address book), shown instead of the bare address */
  nameOf?: (address: string) => string | undefined;
  /** tests only: a TLS server with a test CA standing in for the env's host under a proxy (xmtpRoute.ts) */
  xmtpTestUpstream?: XmtpTestUpstream;
}

export interface PeerRef {
  address: string;
  name?: string;
}

interface Running {
  address: string;
  client: XmtpClient;
  stop: () => Promise<void>;
}
interface Review {
  address: string;
  activePath: string;
  text: string;
  answer: (approved: boolean) => void;
}

/**
 * The SDK loads its native libxmtp bindings through `createRequire(import.meta.url)`, which an
 * esbuild CommonJS bundle cannot carry: it stays outside the bundle (scripts/build.mjs) and
 * loads when a wallet first turns messaging on, so a user who never does never loads it.
 */
const loadXmtp = () => import('@xmtp/node-sdk');

const CONSENT_NAME = ['unknown', 'allowed', 'denied'] as const;

/**
 * Messaging between wallet addresses over XMTP (spec §3–§9): one real @xmtp/node-sdk client per
 * wallet with an Ethereum address, its database in main's data folder encrypted with the key the
 * signer derives at unlock. A new inbox or installation asks the wallet's key to sign XMTP's
 * identity statement: the text waits for the user's review (`status` shows it), then the signer
 * checks and signs it. Locking stops every client and forgets the keys.
 */
export class MessagingService {
  private readonly running = new Map<string, Running>();
  private readonly starting = new Map<string, Promise<void>>();
  private readonly reviews = new Map<string, Review>();
  private readonly failures = new Map<string, string>();
  /** wallets whose identity review was declined: that is 'off', not a failure */
  private readonly declined = new Set<string>();
  /** under a proxy: the loopback forwarder every client dials, while messaging runs */
  private routeOpening: Promise<XmtpRoute> | null = null;
  private route: XmtpRoute | null = null;

  constructor(private readonly deps: MessagingDeps) {}

  status(walletId: string): Status {
    const r = this.running.get(walletId);
    if (r) return { state: 'ready', address: r.address };
    const review = this.reviews.get(walletId);
    if (review) return { state: 'review', address: review.address, identityText: review.text };
    if (this.starting.has(walletId)) return { state: 'starting' };
    const error = this.failures.get(walletId);
    return error ? { state: 'failed', error } : { state: 'off' };
  }

  /** Starts the wallet's client; answers at once with the state (review, starting or ready). */
  async start(walletId: string): Promise<Status> {
    if (!this.running.has(walletId) && !this.starting.has(walletId)) {
      let account: { address: string; activePath: string };
      try {
        account = await this.deps.account(walletId);
      } catch (e) {
        this.deps.log(`messaging: ${String(e)}`);
        this.failures.set(walletId, NO_ETHEREUM);
        throw new AppError('RULE', NO_ETHEREUM);
      }
      this.failures.delete(walletId);
      this.declined.delete(walletId);
      const run = this.create(walletId, account)
        .catch((e: unknown) => {
          this.deps.log(`messaging start failed: ${String(e)}`);
          // under a proxy, a proxy that cannot be reached is named (never a direct try instead)
          if (!this.declined.has(walletId))
            this.failures.set(walletId, this.route?.failure() ?? SOMETHING_WENT_WRONG);
        })
        .finally(() => {
          this.starting.delete(walletId);
          this.reviews.delete(walletId);
          this.deps.changed(walletId);
        });
      this.starting.set(walletId, run);
      // a client built from its database is ready in tens of ms; a new one stops at the review
      await Promise.race([run, this.untilReview(walletId), new Promise((r) => setTimeout(r, 3000))]);
    }
    return this.status(walletId);
  }

  /** resolves once a review is pending for the wallet (or the start ended) */
  private async untilReview(walletId: string) {
    while (this.starting.has(walletId) && !this.reviews.has(walletId))
      await new Promise((r) => setTimeout(r, 20));
  }

  approveIdentity(walletId: string, approve: boolean): Status {
    const review = this.reviews.get(walletId);
    if (!review) throw new AppError('NOT_FOUND', 'There is no messaging identity to review');
    this.reviews.delete(walletId);
    review.answer(approve);
    return approve ? { state: 'starting', address: review.address } : this.status(walletId);
  }

  /** waits for a start under way (tests and the first call after approving) */
  async settled(walletId: string): Promise<void> {
    await this.starting.get(walletId);
  }

  private async create(walletId: string, account: { address: string; activePath: string }) {
    const address = account.address.toLowerCase();
    const { key } = await this.deps.signer.call('messagingKey', { walletId, address });
    const dir = path.join(this.deps.dataDir, 'messaging');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const signer: Signer = {
      type: 'EOA',
      getIdentifier: () => ({ identifier: address, identifierKind: ETHEREUM_IDENTIFIER }),
      signMessage: async (text) => {
        const approved = await new Promise<boolean>((answer) => {
          this.reviews.set(walletId, { address, activePath: account.activePath, text, answer });
          this.deps.changed(walletId);
        });
        if (!approved) {
          this.declined.add(walletId);
          throw new Error('the user declined the messaging identity');
        }
        const { signature } = await this.deps.signer.call('signMessagingIdentity', {
          walletId,
          network: this.deps.network,
          activePath: account.activePath,
          address,
          text,
        });
        return Buffer.from(signature.slice(2), 'hex');
      },
    };
    const { Client, ApiUrls } = await loadXmtp();
    // libxmtp dials XMTP itself, past main's HTTP client: under a proxy it is given the loopback
    // forwarder that carries its connections through the proxy (xmtpRoute.ts), never direct.
    // The SDK types ApiUrls as read-only literals; xmtpRoute.ts points the inbox lookup at it.
    const route =
      outboundProxy() !== '' ? await this.openRoute(ApiUrls as unknown as Record<XmtpEnv, string>) : null;
    const client = await Client.create(signer, {
      env: this.deps.env,
      ...(route ? { apiUrl: route.apiUrl } : {}),
      dbPath: path.join(dir, `${this.deps.env}-${address}.db3`),
      dbEncryptionKey: Buffer.from(key, 'hex'),
      disableDeviceSync: true,
      historySyncUrl: null,
      codecs: [new ReplyCodec()],
    });
    const stream = await client.conversations.streamAllMessages({
      // denied too: a blocked peer's message is seen here only to be kept quiet
      consentStates: [CONSENT.allowed, CONSENT.unknown, CONSENT.denied],
      onValue: (m) => {
        this.incoming(walletId, client, m).catch((e: unknown) =>
          this.deps.log(`messaging incoming: ${String(e)}`),
        );
      },
      onError: (e) => this.deps.log(`messaging stream: ${String(e)}`),
    });
    this.running.set(walletId, {
      address,
      client,
      stop: async () => {
        await stream.return();
      },
    });
  }

  /**
   * A streamed message: the screens refetch, and a peer's message may raise a notification. A
   * blocked (denied) peer's message changes nothing the user sees (spec §4: deny blocks).
   */
  private async incoming(walletId: string, client: XmtpClient, m: DecodedMessage<unknown>) {
    if (m.senderInboxId === client.inboxId) return this.deps.changed(walletId);
    const dm = (await client.conversations.getConversationById(m.conversationId)) as XmtpDm | undefined;
    if (dm?.consentState === CONSENT.denied) {
      this.deps.log('messaging: a message from a blocked address was not shown');
      return;
    }
    this.deps.changed(walletId);
    const text = textOf(m);
    if (text === undefined || !dm || !('peerInboxId' in dm)) return;
    const address = await peerAddressOf(dm);
    const name = this.deps.nameOf?.(address);
    this.deps.arrived?.(walletId, name ? { address, name } : { address }, text);
  }

  /** The forwarder through the proxy, one for every wallet's client; opened on first use. */
  private async openRoute(apiUrls: Record<XmtpEnv, string>): Promise<XmtpRoute> {
    this.routeOpening ??= openXmtpRoute(this.deps.env, apiUrls, this.deps.xmtpTestUpstream).then((r) => {
      this.route = r;
      return r;
    });
    return this.routeOpening;
  }

  /** Stops every client and forgets what unlocking gave (locking, or Messaging turned off). */
  async stopAll(): Promise<void> {
    this.failures.clear();
    this.declined.clear();
    for (const review of this.reviews.values()) review.answer(false);
    const all = [...this.running.values()];
    this.running.clear();
    await Promise.all(all.map((r) => r.stop().catch(() => undefined)));
    // the forwarder closes with the session (its port is free again)
    const opening = this.routeOpening;
    this.routeOpening = null;
    this.route = null;
    await (await opening?.catch(() => null))?.close();
  }

  private client(walletId: string): Running {
    const r = this.running.get(walletId);
    if (!r) {
      this.deps.log('Please initialize client first');
      throw new AppError('RULE', 'Messaging is not on for this wallet: turn it on in Settings');
    }
    return r;
  }

  /** runs a message operation: failures answer 'something went wrong', the cause in the log */
  private async op<T>(walletId: string, name: string, fn: (r: Running) => Promise<T>): Promise<T> {
    const r = this.client(walletId);
    try {
      return await fn(r);
    } catch (e) {
      if (e instanceof AppError) throw e;
      this.deps.log(`messaging ${name}: ${String(e)}`);
      throw new AppError('NETWORK', SOMETHING_WENT_WRONG);
    }
  }

  private async dmOf(r: Running, topic: string): Promise<XmtpDm> {
    const dm = (await r.client.conversations.getConversationById(topic)) as XmtpDm | undefined;
    if (!dm || !('peerInboxId' in dm)) throw new AppError('NOT_FOUND', 'No such conversation');
    return dm;
  }

  private async conversationOf(r: Running, dm: XmtpDm): Promise<Conversation> {
    const [last] = await dm.messages({ direction: DESCENDING, limit: 1 });
    const lastText = last ? textOf(last) : undefined;
    const peerAddress = await peerAddressOf(dm);
    const name = this.deps.nameOf?.(peerAddress);
    return {
      topic: dm.id,
      peerAddress,
      createdAt: Math.floor(dm.createdAtNs / 1e6),
      version: 'v3',
      clientAddress: r.address,
      consentState: CONSENT_NAME[dm.consentState] ?? 'unknown',
      ...(lastText !== undefined ? { lastMessage: lastText } : {}),
      ...(name ? { name } : {}),
    };
  }

  listConversations(walletId: string): Promise<Conversation[]> {
    return this.op(walletId, 'list conversations', async (r) => {
      await r.client.conversations.sync();
      // every consent state: the screen sorts them into Allowed, Requests and Blocked
      const dms = r.client.conversations.listDms({
        consentStates: [CONSENT.allowed, CONSENT.unknown, CONSENT.denied],
      });
      const out = await Promise.all(dms.map((dm) => this.conversationOf(r, dm as XmtpDm)));
      return out.sort((a, b) => b.createdAt - a.createdAt);
    });
  }

  /** spec §7/§9: newest first, `limit` a page, older pages before `endTime`; allLoaded on a short page */
  listMessages(walletId: string, topic: string, limit = MESSAGE_PAGE_SIZE, endTime?: number) {
    return this.op(walletId, 'list messages', async (r) => {
      const dm = await this.dmOf(r, topic);
      await dm.sync();
      const peer = await peerAddressOf(dm);
      const sender = (inboxId: string) => (inboxId === r.client.inboxId ? r.address : peer);
      const page = await dm.messages({
        direction: DESCENDING,
        limit,
        ...(endTime ? { sentBeforeNs: endTime * 1e6 } : {}),
      });
      const messages: Message[] = page.flatMap((m) => {
        const text = textOf(m);
        if (text === undefined) return [];
        const base: Message = {
          _id: m.id,
          text,
          createdAt: Math.floor(m.sentAtNs / 1e6),
          user: { _id: sender(m.senderInboxId) },
        };
        const reply = replyOf(m);
        if (!reply) return [base];
        const replied = r.client.conversations.getMessageById(reply.reference);
        const repliedText = replied ? textOf(replied) : undefined;
        return [
          {
            ...base,
            reference: reply.reference,
            ...(replied && repliedText !== undefined
              ? { repliedMessage: repliedText, repliedUserId: sender(replied.senderInboxId) }
              : {}),
          },
        ];
      });
      return { messages, allLoaded: page.length < limit };
    });
  }

  canMessage(walletId: string, address: string): Promise<boolean> {
    return this.op(walletId, 'canMessage', async (r) => {
      const id = address.toLowerCase();
      const answer = await r.client.canMessage([{ identifier: id, identifierKind: ETHEREUM_IDENTIFIER }]);
      return answer.get(id) === true;
    });
  }

  newConversation(walletId: string, peerAddress: string): Promise<Conversation> {
    return this.op(walletId, 'new conversation', async (r) => {
      const id = peerAddress.toLowerCase();
      const can = await r.client.canMessage([{ identifier: id, identifierKind: ETHEREUM_IDENTIFIER }]);
      if (can.get(id) !== true) throw new AppError('RULE', 'This address has not enabled messaging');
      const dm = await r.client.conversations.newDmWithIdentifier({
        identifier: id,
        identifierKind: ETHEREUM_IDENTIFIER,
      });
      return this.conversationOf(r, dm as XmtpDm);
    });
  }

  send(walletId: string, topic: string, text: string): Promise<string> {
    return this.op(walletId, 'send', async (r) => {
      const dm = await this.dmOf(r, topic);
      if (dm.consentState !== CONSENT.allowed) dm.updateConsentState(CONSENT.allowed);
      return dm.send(text);
    });
  }

  /** the spec's reply content, sent as XMTP's reply (reference = repliedMessageId, text content) */
  sendReply(
    walletId: string,
    topic: string,
    content: { repliedMessageId: string; message: string; repliedMessage: string; senderAddress: string },
  ): Promise<string> {
    return this.op(walletId, 'send reply', async (r) => {
      const dm = await this.dmOf(r, topic);
      if (dm.consentState !== CONSENT.allowed) dm.updateConsentState(CONSENT.allowed);
      const reply: Reply = {
        reference: content.repliedMessageId,
        content: content.message,
        contentType: ContentTypeText,
      };
      return dm.send(reply, ContentTypeReply);
    });
  }

  /** allow unblocks the peer's conversation, deny blocks it (spec §4) */
  consent(walletId: string, peerAddress: string, state: 'allow' | 'deny'): Promise<void> {
    return this.op(walletId, 'consent', async (r) => {
      const dm = await r.client.conversations.getDmByIdentifier({
        identifier: peerAddress.toLowerCase(),
        identifierKind: ETHEREUM_IDENTIFIER,
      });
      if (!dm) throw new AppError('NOT_FOUND', 'No conversation with this address');
      dm.updateConsentState(state === 'allow' ? CONSENT.allowed : CONSENT.denied);
      this.deps.changed(walletId);
    });
  }

  /** spec §5: each message to each conversation; answers how many were sent */
  forward(walletId: string, topics: string[], texts: string[]): Promise<number> {
    return this.op(walletId, 'forward', async (r) => {
      let sent = 0;
      for (const topic of topics) {
        const dm = await this.dmOf(r, topic);
        for (const text of texts) {
          await dm.send(text);
          sent++;
        }
      }
      return sent;
    });
  }
}
