/**
 * Tezos tokens (issue 37), as the three processes name them: an FA1.2 contract (TZIP-7, one
 * token per contract) by its KT1 address, an FA2 token (TZIP-12) by its contract and token id.
 * The coin's `contractAddress` is `KT1…` for FA1.2 and `KT1…:<token id>` for FA2, so the standard
 * (which `transfer` parameters to build and check) reads from it. Shape only here: TzKT says
 * whether the token exists and which standard it follows.
 */
import { z } from 'zod';

/** a KT1 address's shape (base58, 36 characters); its checksum is validate.ts's */
const KT1 = '^KT1[1-9A-HJ-NP-Za-km-z]{33}';
export const KT1_PATTERN = new RegExp(`${KT1}$`);
/** an FA2 token id: a Michelson nat, written in decimal without leading zeros */
export const TOKEN_ID_PATTERN = /^(0|[1-9]\d{0,30})$/;
/** what the add-coin panel accepts: a contract, optionally `:` and a token id */
export const TEZOS_TOKEN_SHAPE = new RegExp(`${KT1}(?::(0|[1-9]\\d{0,30}))?$`);

export const TezosTokenSchema = z.discriminatedUnion('standard', [
  z.strictObject({ standard: z.literal('fa1.2'), contract: z.string().regex(KT1_PATTERN) }),
  z.strictObject({
    standard: z.literal('fa2'),
    contract: z.string().regex(KT1_PATTERN),
    tokenId: z.string().regex(TOKEN_ID_PATTERN),
  }),
]);
export type TezosToken = z.infer<typeof TezosTokenSchema>;

/** The token a coin's contractAddress names (`KT1…` FA1.2, `KT1…:id` FA2); null when it names neither. */
export function tezosTokenOf(contractAddress: string): TezosToken | null {
  const t = contractAddress.trim();
  if (!TEZOS_TOKEN_SHAPE.test(t)) return null;
  const [contract, tokenId] = t.split(':') as [string, string | undefined];
  return tokenId === undefined ? { standard: 'fa1.2', contract } : { standard: 'fa2', contract, tokenId };
}

/** The coin's contractAddress for a token. */
export const tezosTokenId = (t: TezosToken): string =>
  t.standard === 'fa2' ? `${t.contract}:${t.tokenId}` : t.contract;
