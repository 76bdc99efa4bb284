import { z } from 'zod';
import { NFT_STANDARDS } from '../chains/evm/intents';
import { SOLANA_NFT_STANDARDS } from '../chains/solana/nfts';
import { TxPreviewSchema } from '../preview/txPreview';
import { AMOUNT_PATTERN, CostRowSchema, FEE_RATE_PATTERN } from './transfers';

export const NftStandardSchema = z.enum([...NFT_STANDARDS, ...SOLANA_NFT_STANDARDS]);
export type NftStandard = z.infer<typeof NftStandardSchema>;

const Decimal = z.string().regex(AMOUNT_PATTERN, 'Enter an amount like 0.5');
/** a uint256 as decimal text: token ids and unit counts */
const Uint = z.string().regex(/^(0|[1-9]\d{0,77})$/, 'Enter a whole number');

/**
 * An NFT send form (spec §3: `selectedNft` carries its chain's native coin, which pays the fee):
 * `coinId` is that native coin of the wallet, `amount` the units (1 for ERC-721; up to what is
 * held for ERC-1155).
 */
const nftSendShape = {
  coinId: z.string().min(1).max(200),
  contractAddress: z.string().min(1).max(200),
  standard: NftStandardSchema,
  tokenId: Uint,
  amount: Uint,
  to: z.string().min(1).max(200),
  feeOption: z.enum(['Recommended', 'Normal', 'Custom']),
  /** with feeOption Custom: gwei per gas */
  customFee: z.string().regex(FEE_RATE_PATTERN, 'Enter a fee rate like 1.5').optional(),
};
type FeeFields = { feeOption: 'Recommended' | 'Normal' | 'Custom'; customFee?: string | undefined };
const customFeeGiven = (f: FeeFields) => f.feeOption !== 'Custom' || f.customFee !== undefined;
const customFeeRule = { message: 'Enter a custom fee rate', path: ['customFee'] };

export const NftSendFormSchema = z.strictObject(nftSendShape).refine(customFeeGiven, customFeeRule);

/**
 * One NFT as the renderer sees it: names and numbers as plain text. Its media URL stays in main
 * (which alone may fetch it); `hasImage` says whether there is one to ask main for.
 */
export const NftViewSchema = z.strictObject({
  contractAddress: z.string(),
  standard: NftStandardSchema,
  tokenId: z.string(),
  /** units held: 1 for ERC-721 */
  amount: z.string(),
  name: z.string(),
  collection: z.string(),
  description: z.string().optional(),
  attributes: z.array(z.strictObject({ trait: z.string(), value: z.string() })),
  hasImage: z.boolean(),
  /** listed under "Hidden": the spam rules' verdict, or the user's choice where one was made */
  spam: z.boolean(),
  /** why the rules take it for spam, even when the user chose to show it */
  spamReason: z.string().optional(),
  /** the user moved it: their choice overrides the rules */
  choice: z.enum(['shown', 'hidden']).optional(),
  /** the provider vouches for the collection; media of others loads only on a click */
  verified: z.boolean(),
});
export type NftView = z.infer<typeof NftViewSchema>;

export const nftCalls = {
  /**
   * A page of the NFTs the wallet holds on the chain of `coinId` (its native coin): 20 at a time
   * where the provider lets us choose, appended by the screen; `cursor` from the previous page.
   * `supported: false`: the chain has no NFT list (spec §7, 'chain not supported').
   */
  'nft.list': {
    input: z.strictObject({
      coinId: z.string().min(1).max(200),
      cursor: z
        .string()
        .max(1000)
        .regex(/^[\w.%=&+-]*$/, 'Not a cursor')
        .nullable(),
    }),
    output: z.strictObject({
      supported: z.boolean(),
      items: z.array(NftViewSchema),
      cursor: z.string().nullable(),
      /** items the provider sent that could not be read */
      skipped: z.number().int().min(0),
    }),
  },
  /**
   * One NFT's image, fetched by main (the renderer contacts no media host): a data: URL of a PNG,
   * JPEG, GIF or WebP main checked, or why there is none (refused scheme, too large, SVG, not an
   * image, unreachable, media hidden in Settings). The NFT must be on a page main listed.
   */
  'nft.media': {
    input: z.strictObject({
      coinId: z.string().min(1).max(200),
      contractAddress: z.string().min(1).max(200),
      tokenId: Uint,
    }),
    output: z.discriminatedUnion('status', [
      z.strictObject({
        status: z.literal('ok'),
        dataUrl: z.string().regex(/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/),
      }),
      z.strictObject({ status: z.literal('none'), reason: z.string() }),
    ]),
  },
  /** Moves an NFT out of "Hidden" ('shown') or into it ('hidden'), kept in the encrypted cache. */
  'nft.setSpam': {
    input: z.strictObject({
      coinId: z.string().min(1).max(200),
      contractAddress: z.string().min(1).max(200),
      tokenId: Uint,
      choice: z.enum(['shown', 'hidden']),
    }),
    output: z.strictObject({}),
  },
  /** What sending the NFT costs, in the native coin; refused when the wallet does not hold it. */
  'nft.quote': {
    input: NftSendFormSchema,
    output: z.strictObject({
      /** decimal, native coin */
      fee: z.string(),
      feeSymbol: z.string(),
      fiatFee: z.string().optional(),
      /** what the send costs besides the fee (Solana: rent of the recipient's new token account) */
      costs: z.array(CostRowSchema),
      feeOptions: z.array(
        z.strictObject({ title: z.enum(['Recommended', 'Normal']), price: z.string(), unit: z.string() }),
      ),
      /** the send as the user's node simulated it (issue 32), where the family can; a `mismatch` blocks it */
      preview: TxPreviewSchema.optional(),
      /** names `preview` to nft.send, which is judged by the preview main holds under it */
      quoteId: z.string().uuid().optional(),
    }),
  },
  /** `approvedFee` is the fee the review showed; the signer refuses a transaction costing more. */
  'nft.send': {
    input: z
      .strictObject({ ...nftSendShape, approvedFee: Decimal, quoteId: z.string().uuid().optional() })
      .refine(customFeeGiven, customFeeRule),
    output: z.strictObject({ hash: z.string() }),
  },
} as const;
