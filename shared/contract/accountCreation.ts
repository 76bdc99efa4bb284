import { z } from 'zod';

const CoinId = z.string().min(1).max(200);

/**
 * An account for a key that has none yet, where the chain creates accounts rather than deriving
 * them (Hedera): paid by the product backend's operator account named in Settings → Networks,
 * and used only once the chain's own records show it is held by the wallet's key.
 */
export const accountCreationCalls = {
  /** Whether the receive card may offer it; `reason` says what is missing when it cannot. */
  'accounts.creationOffer': {
    input: z.strictObject({ coinId: CoinId }),
    output: z.discriminatedUnion('offered', [
      z.strictObject({ offered: z.literal(false), reason: z.string().max(300).optional() }),
      z.strictObject({ offered: z.literal(true), operator: z.string().max(40) }),
    ]),
  },
  /** The account id, once the mirror node shows the new account is this key's. */
  'accounts.create': {
    input: z.strictObject({ coinId: CoinId }),
    output: z.strictObject({ accountId: z.string().max(40) }),
  },
} as const;
