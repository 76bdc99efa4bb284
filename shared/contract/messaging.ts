import { z } from 'zod';
import { WalletIdSchema } from '../wallets/types';

/** An Ethereum address as messaging names peers: 0x and 40 hex digits. */
export const EvmAddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Enter an Ethereum address (0x…)');
/** a conversation's topic (XMTP's conversation id, hex) */
const TopicSchema = z.string().regex(/^[0-9a-f]{1,128}$/);
const MessageIdSchema = z.string().regex(/^[0-9a-f]{1,128}$/);
/** XMTP's limit is about 1 MB per message; text beyond this is refused before sending */
export const MESSAGE_TEXT_MAX = 4000;
/** spec §9: message page size; a page of fewer means all are loaded */
export const MESSAGE_PAGE_SIZE = 20;

export const ConsentStateSchema = z.enum(['allowed', 'denied', 'unknown']);

/** spec §3 Conversation */
export const ConversationSchema = z.strictObject({
  topic: TopicSchema,
  peerAddress: z.string(),
  createdAt: z.number(),
  version: z.literal('v3'),
  clientAddress: z.string(),
  consentState: ConsentStateSchema,
  lastMessage: z.string().optional(),
  name: z.string().optional(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** spec §3 Message: `user._id` is the sender's address; a reply carries what it answers */
export const MessageSchema = z.strictObject({
  _id: MessageIdSchema,
  text: z.string(),
  createdAt: z.number(),
  user: z.strictObject({ _id: z.string() }),
  reference: z.string().optional(),
  repliedMessage: z.string().optional(),
  repliedUserId: z.string().optional(),
});
export type Message = z.infer<typeof MessageSchema>;

/** spec §3 custom reply content: all four required, the sender an 0x address */
export const ReplyContentSchema = z.strictObject({
  repliedMessage: z.string().min(1).max(MESSAGE_TEXT_MAX),
  repliedMessageId: MessageIdSchema,
  message: z.string().trim().min(1, 'Write a message').max(MESSAGE_TEXT_MAX, 'This message is too long'),
  senderAddress: z.string().startsWith('0x', 'The sender must be an 0x address').max(64),
});

export const MessagingStatusSchema = z.strictObject({
  state: z.enum(['off', 'starting', 'review', 'ready', 'failed']),
  address: z.string().optional(),
  /** while `review`: XMTP's identity statement the wallet's key is asked to sign */
  identityText: z.string().optional(),
  error: z.string().optional(),
});

const W = { walletId: WalletIdSchema };
const Text = z.string().trim().min(1, 'Write a message').max(MESSAGE_TEXT_MAX, 'This message is too long');

export const messagingCalls = {
  /** Whether the wallet's messaging client runs, and the identity text under review. */
  'messaging.status': { input: z.strictObject(W), output: MessagingStatusSchema },
  /** Starts the wallet's client (Settings → Messaging on); a new inbox asks for an identity signature. */
  'messaging.start': { input: z.strictObject(W), output: MessagingStatusSchema },
  /** The user's answer to the identity review: approve signs in the signer, reject stops. */
  'messaging.approveIdentity': {
    input: z.strictObject({ ...W, approve: z.boolean() }),
    output: MessagingStatusSchema,
  },
  'messaging.listConversations': {
    input: z.strictObject(W),
    output: z.strictObject({ conversations: z.array(ConversationSchema) }),
  },
  /** spec §7: newest first, `limit` (20), older pages before `endTime` (ms) */
  'messaging.listMessages': {
    input: z.strictObject({
      ...W,
      topic: TopicSchema,
      limit: z.number().int().min(1).max(100).default(MESSAGE_PAGE_SIZE),
      endTime: z.number().int().positive().optional(),
    }),
    output: z.strictObject({ messages: z.array(MessageSchema), allLoaded: z.boolean() }),
  },
  'messaging.canMessage': {
    input: z.strictObject({ ...W, address: EvmAddressSchema }),
    output: z.strictObject({ canMessage: z.boolean() }),
  },
  /** opens (or finds) the DM with `peerAddress`; refuses a peer that has not enabled messaging */
  'messaging.newConversation': {
    input: z.strictObject({ ...W, peerAddress: EvmAddressSchema }),
    output: z.strictObject({ conversation: ConversationSchema }),
  },
  'messaging.send': {
    input: z.strictObject({ ...W, topic: TopicSchema, text: Text }),
    output: z.strictObject({ id: MessageIdSchema }),
  },
  'messaging.sendReply': {
    input: z.strictObject({ ...W, topic: TopicSchema, content: ReplyContentSchema }),
    output: z.strictObject({ id: MessageIdSchema }),
  },
  /** spec §4: allow unblocks the peer, deny blocks it; any other value is refused */
  'messaging.consent': {
    input: z.strictObject({ ...W, peerAddress: EvmAddressSchema, state: z.enum(['allow', 'deny']) }),
    output: z.strictObject({}),
  },
  /** spec §5: non-empty conversations and messages, each conversation with topic and peerAddress */
  'messaging.forward': {
    input: z.strictObject({
      ...W,
      conversations: z
        .array(z.strictObject({ topic: TopicSchema, peerAddress: EvmAddressSchema }))
        .min(1)
        .max(20),
      messages: z
        .array(z.strictObject({ text: Text }))
        .min(1)
        .max(20),
    }),
    output: z.strictObject({ sent: z.number().int() }),
  },
} as const;

export const messagingEvents = {
  /** a conversation or message arrived or changed, or the client's state did: refetch */
  'messaging.changed': z.strictObject({ walletId: WalletIdSchema }),
} as const;
