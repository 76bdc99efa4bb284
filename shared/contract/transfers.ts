import { z } from 'zod';
import { TxKindSchema } from './txKinds';
import { TxPreviewSchema } from '../preview/txPreview';

const CoinId = z.string().min(1).max(200);

export const CapabilitiesSchema = z.strictObject({
  sharedAddressSet: z.boolean(),
  addressTypes: z.boolean(),
  customTokens: z.boolean(),
  memo: z.enum(['none', 'text', 'tag']),
  staking: z.boolean(),
  coinSelection: z.boolean(),
  /** a watch-only wallet of this family follows an extended public key */
  watchByAccountKey: z.boolean(),
});

/**
 * What a send carries besides the amount, where the chain takes it: free text (Stellar, Cosmos,
 * TON, Hedera memos) or a numeric destination tag (XRP). The coin's capabilities say which.
 */
export const MEMO_TEXT_MAX = 512;
export const MemoSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('text'), value: z.string().min(1).max(MEMO_TEXT_MAX) }),
  z.strictObject({
    kind: z.literal('tag'),
    // up to 64 bits (a Stellar memo id); each family holds it to its own range (XRP's is 32 bits)
    value: z.string().regex(/^\d{1,20}$/, 'A tag is a whole number'),
  }),
]);
export type Memo = z.infer<typeof MemoSchema>;
/** The shapes the send form checks as the user types, and main checks again at the boundary. */
export const AMOUNT_PATTERN = /^(0|[1-9]\d{0,40})(\.\d{1,36})?$/;
export const FEE_RATE_PATTERN = /^(0|[1-9]\d{0,12})(\.\d{1,9})?$/;
/** labels, a dot, a top-level label: alice.eth, pay.alice.eth, alice.bnb */
export const NAME_PATTERN = /^[^\s/\\:?#@]+\.[^\s/\\:?#@.]+$/u;

const Decimal = z.string().regex(AMOUNT_PATTERN, 'Enter an amount like 0.5');
const FeeOption = z.enum(['Recommended', 'Normal']);
/** Custom: the user's own rate, in the unit the quote's fee options are shown in. */
const FeeChoice = z.enum(['Recommended', 'Normal', 'Custom']);
const FeeRate = z.string().regex(FEE_RATE_PATTERN, 'Enter a fee rate like 1.5');
const UtxoIds = z.array(z.string().regex(/^[0-9a-f]{64}:\d{1,6}$/)).max(500);
const Hash = z.string().min(1).max(200);

/** The four states of a transaction in a list, whatever the chain calls them. */
export const TxStateSchema = z.enum(['success', 'failed', 'pending', 'unknown']);
export type TxViewState = z.infer<typeof TxStateSchema>;

/** A transaction as the list shows it (spec §3: link is 13 characters of the hash and an ellipsis). */
export const TxViewSchema = z.strictObject({
  hash: z.string(),
  link: z.string(),
  url: z.string(),
  /** signed, decimal, in the coin's unit */
  amount: z.string(),
  status: TxStateSchema,
  date: z.number(),
  from: z.string(),
  to: z.string(),
  direction: z.enum(['in', 'out', 'self']),
  /** what the sender paid in fees, with the native coin's symbol ('0.00001 XRP'), where the family reports it */
  fee: z.string().optional(),
  /** the memo or destination tag the transaction carried */
  memo: MemoSchema.optional(),
  /** why the chain failed it (its log), on a failed item where the family reports it */
  error: z.string().max(512).optional(),
  /** what it was beside the coin it moved, in the family's words (THORChain: 'Swap to 0.5 BTC.BTC') */
  description: z.string().max(200).optional(),
  /**
   * history hygiene (main/services/recipients/historyHygiene): 'poisoning' is an incoming
   * zero-value or dust transfer from a look-alike of a counterparty; 'unsolicited' a zero-value
   * token transfer the wallet did not make. Lists hide both by default.
   */
  suspicious: z.enum(['poisoning', 'unsolicited']).optional(),
});
export type TxView = z.infer<typeof TxViewSchema>;

export const PendingViewSchema = z.strictObject({
  hash: z.string(),
  date: z.number(),
  kind: TxKindSchema,
  /** PENDING for the next to confirm, QUEUE behind it (EVM); Pending elsewhere */
  status: z.string(),
  canReplace: z.boolean(),
});

/** the id send.quote gave its preview (issue 32) */
const QuoteId = z.string().uuid();

const sendFormShape = {
  coinId: CoinId,
  to: z.string().min(1).max(200),
  amount: Decimal,
  sendAll: z.boolean(),
  feeOption: FeeChoice,
  /** with feeOption Custom: gwei per gas (EVM) or sat/vB (UTXO) */
  customFee: FeeRate.optional(),
  selectedUtxos: UtxoIds.optional(),
  memo: MemoSchema.optional(),
};
type FeeFields = { feeOption: z.infer<typeof FeeChoice>; customFee?: string | undefined };
const customFeeGiven = (f: FeeFields) => f.feeOption !== 'Custom' || f.customFee !== undefined;
const customFeeRule = { message: 'Enter a custom fee rate', path: ['customFee'] };

export const SendFormSchema = z.strictObject(sendFormShape).refine(customFeeGiven, customFeeRule);

/**
 * One labelled row of what a transaction costs besides its network fee, in the fee's coin:
 * `maxFee` the most it can cost where the chain charges after the fact (the signer is held to
 * it), `rent` or `deposit` paid besides the fee and not a fee, `fee` a further fee. A `usage`
 * row says in words what the account's own resources pay for (Tron's bandwidth and energy).
 */
export const CostRowSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.enum(['fee', 'maxFee', 'deposit', 'rent']),
    label: z.string().max(100),
    /** decimal, in the fee's coin */
    amount: z.string(),
    /** the family's words on the row (how the chain caps and charges it) */
    note: z.string().max(300).optional(),
  }),
  z.strictObject({ kind: z.literal('usage'), label: z.string().max(100), text: z.string().max(300) }),
]);
export type CostRowView = z.infer<typeof CostRowSchema>;

const QuoteSchema = z.strictObject({
  amount: z.string(),
  fee: z.string(),
  total: z.string(),
  isMax: z.boolean(),
  feeSymbol: z.string(),
  feeOptions: z.array(z.strictObject({ title: FeeOption, price: z.string(), unit: z.string() })),
  /** fee in the local currency when a price is known */
  fiatFee: z.string().optional(),
  /** what the send costs or uses besides `fee`, as the family words it; screens show each row */
  costs: z.array(CostRowSchema),
  /**
   * what the send does as the user's node simulated it (issue 32), where the family can
   * simulate; a `mismatch` blocks the review
   */
  preview: TxPreviewSchema.optional(),
  /**
   * names `preview` to send.submit: main judges the submit by the preview it holds under this
   * id, never by anything the renderer says of it (absent where the family cannot simulate)
   */
  quoteId: QuoteId.optional(),
});
export type QuoteView = z.infer<typeof QuoteSchema>;

export const transferCalls = {
  'coin.overview': {
    input: z.strictObject({ coinId: CoinId }),
    output: z.strictObject({
      coinId: z.string(),
      chainName: z.string(),
      symbol: z.string(),
      decimals: z.number().int(),
      receiveAddress: z.string(),
      /** the family's words on the account, shown with the receive address (no account for the key yet…) */
      notices: z.array(z.string().max(500)).optional(),
      /** decimal, in the coin's unit; null when the chain could not be reached */
      balance: z.string().nullable(),
      /**
       * decimal, in the coin's unit: what the account holds outside `balance` (delegated,
       * unbonding, rewards), as the family names it; an `unspendable` row is instead the part of
       * `balance` the chain holds back (XRP's and Stellar's reserve), its label read after the amount
       */
      apart: z
        .array(
          z.strictObject({ label: z.string(), amount: z.string(), unspendable: z.literal(true).optional() }),
        )
        .optional(),
      history: z.array(TxViewSchema),
      /** entries of the history page that could not be read (malformed), left out of `history` */
      historySkipped: z.number().int().min(0).optional(),
      /** why the history is missing or partial (no scan service key), as plain text */
      historyNotice: z.string().optional(),
      pending: z.array(PendingViewSchema),
      /** reading the pending transactions failed: the message of spec §8's error toast titled 'Error' */
      pendingError: z.string().max(500).optional(),
      canSend: z.boolean(),
      /** the coin of a watch-only wallet: no Send, Stake or any other signing action is offered */
      watchOnly: z.literal(true).optional(),
      coinSelection: z.boolean(),
      /** what the coin's family offers (memo, address types, custom tokens…), so screens never compare family names */
      capabilities: CapabilitiesSchema,
      /** why the data is missing or partial, as plain text */
      notice: z.string().optional(),
    }),
  },
  /** Balances of the current wallet's visible coins; null where the chain could not be read. */
  'coins.balances': {
    input: z.strictObject({}),
    output: z.strictObject({
      balances: z.array(
        z.strictObject({
          coinId: z.string(),
          balance: z.string().nullable(),
          /**
           * the address the row shows instead of the derived one, where the chain pays to
           * something else (Hedera's account id); '' when there is none yet
           */
          displayAddress: z.string().optional(),
        }),
      ),
    }),
  },
  /**
   * The current wallet's visible coins' balances as last read, from the cache only (no network):
   * what the home list shows until `coins.balances` answers. Coins never read are absent and
   * counted in `missing`.
   */
  'coins.cachedBalances': {
    input: z.strictObject({}),
    output: z.strictObject({
      balances: z.array(
        z.strictObject({ coinId: z.string(), balance: z.string(), fetchedAt: z.number().int() }),
      ),
      missing: z.number().int().min(0),
    }),
  },
  /** Every wallet's visible coins and balances, for the portfolio total across wallets. */
  'portfolio.balances': {
    input: z.strictObject({}),
    output: z.strictObject({
      wallets: z.array(
        z.strictObject({
          walletId: z.string(),
          name: z.string(),
          coins: z.array(
            z.strictObject({ coinId: z.string(), symbol: z.string(), balance: z.string().nullable() }),
          ),
        }),
      ),
    }),
  },
  'coin.utxos': {
    input: z.strictObject({ coinId: CoinId }),
    output: z.strictObject({
      utxos: z.array(
        z.strictObject({ id: z.string(), value: z.string(), address: z.string(), confirmed: z.boolean() }),
      ),
    }),
  },
  'send.quote': { input: SendFormSchema, output: QuoteSchema },
  /** `approvedFee` is the fee the user saw; the signer refuses anything costing more. */
  'send.submit': {
    input: z
      .strictObject({ ...sendFormShape, approvedFee: Decimal, quoteId: QuoteId.optional() })
      .refine(customFeeGiven, customFeeRule),
    output: z.strictObject({ hash: z.string() }),
  },
  /** A recipient name (ENS on Ethereum, .bnb on BSC) → the address it points at; null: not registered. */
  'name.resolve': {
    input: z.strictObject({
      coinId: CoinId,
      name: z.string().min(3).max(255).regex(NAME_PATTERN, 'Not a name like alice.eth'),
    }),
    output: z.strictObject({ address: z.string().nullable() }),
  },
  /**
   * What a speed-up or cancel of a pending transaction will do and cost, rebuilt from the
   * wallet's own signed copy: the confirm dialog shows it and the user approves its fee.
   */
  'tx.replaceQuote': {
    input: z.strictObject({ coinId: CoinId, hash: Hash, kind: z.enum(['speedUp', 'cancel']) }),
    output: z.strictObject({
      kind: z.enum(['speedUp', 'cancel']),
      /** the original recipient (speed-up), or the wallet's own address the cancel pays back to */
      to: z.string(),
      /** decimal, in the coin's unit: what the recipient gets (speed-up) or comes back (cancel) */
      amount: z.string(),
      symbol: z.string(),
      /** the replacement's fee (its most, on EVM), in the native coin */
      fee: z.string(),
      feeSymbol: z.string(),
      fiatFee: z.string().optional(),
    }),
  },
  /** `approvedFee` is the fee the dialog showed; the signer refuses a replacement costing more. */
  'tx.speedUp': {
    input: z.strictObject({ coinId: CoinId, hash: Hash, approvedFee: Decimal }),
    output: z.strictObject({ hash: z.string() }),
  },
  'tx.cancel': {
    input: z.strictObject({ coinId: CoinId, hash: Hash, approvedFee: Decimal }),
    output: z.strictObject({ hash: z.string() }),
  },
} as const;

const Count = z.number().int().min(0);

export const transferEvents = {
  'coin.changed': z.strictObject({ coinId: z.string() }),
  /** a first look at a coin in progress (UTXO account discovery): addresses asked about, used ones, their transactions */
  'coin.sync': z.strictObject({ coinId: z.string(), checked: Count, used: Count, transactions: Count }),
  /** the confirmation flow of spec §4: submitted → confirmed | failed | replaced | pending (gave up waiting) */
  'tx.status': z.strictObject({
    coinId: z.string(),
    hash: z.string(),
    kind: TxKindSchema,
    /** replaced: never mined, another transaction with its nonce was (sent elsewhere, or it beat a speed-up) */
    status: z.enum(['submitted', 'confirmed', 'failed', 'pending', 'replaced']),
    symbol: z.string(),
    amount: z.string(),
  }),
} as const;
