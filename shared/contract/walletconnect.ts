import { z } from 'zod';
import { SolanaDappTxSchema } from '../chains/solana/dappSolana';
import { TxPreviewSchema } from '../preview/txPreview';
import { WalletIdSchema } from '../wallets/types';

const Empty = z.strictObject({});
/** WalletConnect ids (proposal, request) are 16-digit integers: exact in a double */
const WcId = z.number().int().nonnegative();
const Topic = z.string().regex(/^[0-9a-f]{64}$/);

/** The Verify API's word on the dapp's origin; `unknown` when it has none (or is unreachable). */
export const VerifyStatusSchema = z.enum(['unknown', 'valid', 'invalid', 'threat']);
export type VerifyStatus = z.infer<typeof VerifyStatusSchema>;

export const DappViewSchema = z.strictObject({
  name: z.string(),
  url: z.string(),
  description: z.string(),
  /** a data: URL of the icon main fetched (size-capped); null when there is none or it failed */
  icon: z.string().nullable(),
});
export type DappView = z.infer<typeof DappViewSchema>;

export const ProposalViewSchema = z.strictObject({
  id: WcId,
  dapp: DappViewSchema,
  verify: VerifyStatusSchema,
  /** CAIP-2 chains asked for (eip155:1), the ones this wallet serves first */
  chains: z.array(z.strictObject({ id: z.string(), name: z.string().nullable() })),
  methods: z.array(z.string()),
  events: z.array(z.string()),
  /** when no asked chain is one the wallet has, approving is impossible: this says why */
  unsupported: z.string().nullable(),
  expiresAt: z.number(),
});
export type ProposalView = z.infer<typeof ProposalViewSchema>;

/** An ERC-20 call decoded from a transaction's data: amounts in the token's unit. */
const TokenCallSchema = z.strictObject({
  fn: z.enum(['transfer', 'approve']),
  token: z.string(),
  symbol: z.string().nullable(),
  /** recipient (transfer) or spender (approve) */
  counterparty: z.string(),
  /** decimal in token units; null when the token's decimals are unknown */
  amount: z.string().nullable(),
  rawAmount: z.string(),
  unlimited: z.boolean(),
});

export const RequestDetailSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('personalSign'),
    from: z.string(),
    /** the message as text when it is printable UTF-8, else null (show `hex`) */
    text: z.string().nullable(),
    hex: z.string(),
  }),
  z.strictObject({
    kind: z.literal('typedData'),
    from: z.string(),
    primaryType: z.string(),
    /** the domain and message as parsed from the exact JSON the signer hashes */
    domain: z.unknown(),
    message: z.unknown(),
    /** set for Permit, Permit2, setApprovalForAll and alike: what signing allows */
    warning: z.string().nullable(),
    /** why the wallet will not sign it (fields its types do not declare); the modal only closes */
    refusal: z.string().nullable(),
    /** a Seaport or Permit2 batch order: what the user gives and gets, in words */
    order: z.strictObject({ give: z.array(z.string()), get: z.array(z.string()) }).nullable(),
  }),
  z.strictObject({
    kind: z.literal('transaction'),
    from: z.string(),
    to: z.string(),
    /** decimal, native coin */
    value: z.string(),
    symbol: z.string(),
    data: z.string(),
    call: TokenCallSchema.nullable(),
    gas: z.string(),
    /** decimal, native coin: gas × max fee per gas, the most it can cost */
    maxFee: z.string(),
    /** the same in the user's currency, when a price is known */
    maxFeeFiat: z.string().nullable(),
    currency: z.string(),
    warning: z.string().nullable(),
    /** what the transaction does, as the user's node simulated it (issue 32) */
    preview: TxPreviewSchema,
  }),
  z.strictObject({
    kind: z.literal('solanaMessage'),
    from: z.string(),
    /** the message as text when it is printable UTF-8, else null (show `hex`) */
    text: z.string().nullable(),
    hex: z.string(),
  }),
  z.strictObject({
    kind: z.literal('solanaTransaction'),
    /** the session's Solana account: it signs */
    from: z.string(),
    /** what the signer will hold the bytes it signs to */
    tx: SolanaDappTxSchema,
    /** programs the wallet cannot read, named: signing lets them act as the transaction says */
    warning: z.string().nullable(),
    /** what the transaction does, simulated on the profile's Solana node (issue 32) */
    preview: TxPreviewSchema,
  }),
  z.strictObject({ kind: z.literal('switchChain'), chainId: z.string(), chainName: z.string().nullable() }),
  z.strictObject({
    kind: z.literal('addChain'),
    chainId: z.string(),
    chainName: z.string().nullable(),
    /** why it cannot be added (null: the wallet already has it) */
    refusal: z.string().nullable(),
  }),
]);
export type RequestDetail = z.infer<typeof RequestDetailSchema>;

export const RequestViewSchema = z.strictObject({
  id: WcId,
  topic: Topic,
  walletId: z.string(),
  dapp: DappViewSchema,
  verify: VerifyStatusSchema,
  method: z.string(),
  chainId: z.string(),
  chainName: z.string().nullable(),
  detail: RequestDetailSchema,
});
export type RequestView = z.infer<typeof RequestViewSchema>;

export const SessionViewSchema = z.strictObject({
  topic: Topic,
  dapp: DappViewSchema,
  chains: z.array(z.string()),
  accounts: z.array(z.string()),
  /** ms since the epoch */
  expiresAt: z.number(),
});
export type SessionView = z.infer<typeof SessionViewSchema>;

/**
 * WalletConnect v2: pairing with a dapp, the proposals and requests waiting for the user,
 * and the sessions of each wallet. Main runs WalletKit; every signature is made in the
 * signer against the payload the user approved.
 */
export const walletConnectCalls = {
  'wc.pair': { input: z.strictObject({ uri: z.string().min(10).max(2000) }), output: Empty },
  /**
   * Electron: a WalletConnect QR code on the screens or in the clipboard's image, read and
   * decoded in main (the window's session refuses screen capture and clipboard reads)
   */
  'wc.scanQr': {
    input: z.strictObject({ source: z.enum(['screen', 'clipboard']) }),
    output: z.strictObject({ supported: z.boolean(), uri: z.string().nullable() }),
  },
  'wc.pending': {
    input: Empty,
    output: z.strictObject({ proposals: z.array(ProposalViewSchema), requests: z.array(RequestViewSchema) }),
  },
  'wc.approveProposal': {
    input: z.strictObject({ id: WcId, walletId: WalletIdSchema }),
    output: z.strictObject({ topic: Topic }),
  },
  'wc.rejectProposal': { input: z.strictObject({ id: WcId }), output: Empty },
  'wc.approveRequest': { input: z.strictObject({ id: WcId }), output: Empty },
  'wc.rejectRequest': { input: z.strictObject({ id: WcId }), output: Empty },
  'wc.sessions': {
    input: Empty,
    output: z.strictObject({
      wallets: z.array(
        z.strictObject({
          walletId: z.string(),
          walletName: z.string(),
          sessions: z.array(SessionViewSchema),
        }),
      ),
    }),
  },
  'wc.disconnect': { input: z.strictObject({ topic: Topic }), output: Empty },
  'wc.disconnectAll': { input: z.strictObject({ walletId: WalletIdSchema }), output: Empty },
} as const;

/** Something changed (a proposal or request arrived or ended, a session came or went). */
export const walletConnectEvents = {
  'wc.changed': z.strictObject({}),
} as const;
