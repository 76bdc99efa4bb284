import { z } from 'zod';
import { AMOUNT_PATTERN, CostRowSchema } from './transfers';
import { StakingActionSchema } from './txKinds';

const CoinId = z.string().min(1).max(200);
const Decimal = z.string().regex(AMOUNT_PATTERN, 'Enter an amount like 0.5');
const Id = z.string().min(1).max(200);

/**
 * One staking operation as the user chose it, for any staking family; the family says which
 * actions it offers (`staking.overview`) and refuses fields it does not take. Solana: stake
 * {amount, validator}, unstake {position}, withdraw {position, amount}. Tron: stake
 * {amount, resource}, unstake {position (the resource) or resource, amount optional}, vote
 * {votes}, withdraw {}, claim {}.
 */
export const StakingOpSchema = z.strictObject({
  action: StakingActionSchema,
  /** decimal, in the coin's unit */
  amount: Decimal.optional(),
  /** the validator to stake with (Solana: its vote account) */
  validator: Id.optional(),
  /** the position acted on (Solana: the stake account) */
  position: Id.optional(),
  resource: z.enum(['ENERGY', 'BANDWIDTH']).optional(),
  votes: z
    .array(z.strictObject({ validator: Id, count: z.number().int().min(0).max(1e15) }))
    .max(30)
    .optional(),
});
export type StakingOpForm = z.infer<typeof StakingOpSchema>;

/**
 * A stake position's state in words every family maps onto (spec: Solana's activating counts as
 * pending, everything else as staked; deactivating and inactive are shown as such).
 */
export const StakeStatusSchema = z.enum(['activating', 'active', 'deactivating', 'inactive']);
export type StakeStatus = z.infer<typeof StakeStatusSchema>;

export const StakePositionSchema = z.strictObject({
  /** coins at stake, votes cast with staked power (Tron), or a reward to claim */
  kind: z.enum(['stake', 'vote', 'reward']),
  /** Solana: the stake account's address */
  id: z.string(),
  validator: z.string(),
  validatorName: z.string().optional(),
  /** decimal, in the coin's unit */
  amount: z.string(),
  status: StakeStatusSchema,
  /** what the user can do with it now (Solana: unstake while delegated, withdraw once inactive) */
  actions: z.array(StakingActionSchema),
});
export type StakePositionView = z.infer<typeof StakePositionSchema>;

export const ValidatorSchema = z.strictObject({
  address: z.string(),
  name: z.string(),
  /** percent, 0–100 */
  commission: z.number().min(0).max(100).optional(),
  /** percent a year, as given by the staking-data service */
  apy: z.number().optional(),
  /** decimal, in the coin's unit */
  activatedStake: z.string().optional(),
  image: z.string().optional(),
});
export type ValidatorView = z.infer<typeof ValidatorSchema>;

/** One line of a family's staking facts (Tron: bandwidth, energy, frozen TRX, votes, 'disabled_unstaking'). */
export const StakingInfoRowSchema = z.strictObject({
  /** stable, for tests and keys */
  id: z.string(),
  label: z.string(),
  value: z.string(),
});
export type StakingInfoRow = z.infer<typeof StakingInfoRowSchema>;

/**
 * A family where staked coins are voting power cast on validators (Tron): the power the votes
 * may add up to (the floored staking balance), what it is called, and the votes cast now.
 */
export const VotingSchema = z.strictObject({
  power: z.number().int().min(0),
  powerName: z.string(),
  votes: z.array(z.strictObject({ validator: z.string(), count: z.number().int().min(0) })),
});
export type VotingView = z.infer<typeof VotingSchema>;

/** What a family adds to the overview beyond positions; every field is optional. */
export const StakingDetailsSchema = z.strictObject({
  info: z.array(StakingInfoRowSchema).optional(),
  voting: VotingSchema.optional(),
  /** staking is for a resource, not with a validator (Tron): the stake form offers these */
  resources: z.array(z.enum(['ENERGY', 'BANDWIDTH'])).optional(),
});
export type StakingDetails = z.infer<typeof StakingDetailsSchema>;

export const stakingCalls = {
  /** The coin's staking state: liquid and staked balances, positions, and the actions offered. */
  'staking.overview': {
    input: z.strictObject({ coinId: CoinId }),
    output: z.strictObject({
      coinId: z.string(),
      chainName: z.string(),
      symbol: z.string(),
      /** decimal; null when the chain could not be read */
      liquid: z.string().nullable(),
      /** decimal: everything in positions, activating included */
      staked: z.string(),
      /** decimal: the part still activating (spec: counts as pending) */
      activating: z.string(),
      fiatStaked: z.string().optional(),
      positions: z.array(StakePositionSchema),
      actions: z.array(StakingActionSchema),
      notice: z.string().optional(),
      ...StakingDetailsSchema.shape,
    }),
  },
  /** Validators to stake with, best first (the family's order: APY, then commission). */
  'staking.validators': {
    input: z.strictObject({ coinId: CoinId }),
    output: z.strictObject({ validators: z.array(ValidatorSchema) }),
  },
  /** What the operation will move and cost, for the review step. */
  'staking.quote': {
    input: z.strictObject({ coinId: CoinId, op: StakingOpSchema }),
    output: z.strictObject({
      action: StakingActionSchema,
      /** decimal, in the coin's unit: what is staked, unstaked or withdrawn */
      amount: z.string(),
      symbol: z.string(),
      /** the validator or position it acts on */
      target: z.string(),
      fee: z.string(),
      /** what it costs besides `fee`, as the family words it (Tron: the most if every byte is burnt) */
      costs: z.array(CostRowSchema),
      feeSymbol: z.string(),
      fiatFee: z.string().optional(),
    }),
  },
  /** `approvedFee` is the fee the review showed; the signer refuses an operation costing more. */
  'staking.submit': {
    input: z.strictObject({ coinId: CoinId, op: StakingOpSchema, approvedFee: Decimal }),
    output: z.strictObject({ hash: z.string() }),
  },
} as const;
