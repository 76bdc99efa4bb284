/**
 * Aptos tokens (issue 37), as the three processes name them: a fungible asset by its metadata
 * object's address (0x and 64 hex digits), a legacy coin by its coin type
 * (`address::module::Struct`, no generics). Either is the coin's `contractAddress`; the shapes
 * here are shape only (the chain is asked whether the token exists).
 */
import { z } from 'zod';

/** a fungible asset's metadata object, long form */
export const FA_METADATA_PATTERN = /^0x[0-9a-f]{64}$/;
const IDENT = '[A-Za-z_][A-Za-z0-9_]{0,127}';
/** a coin type as the framework writes it: special addresses short (0x1), others long */
export const COIN_TYPE_PATTERN = new RegExp(`^0x(?:[0-9a-f]|[0-9a-f]{64})::${IDENT}::${IDENT}$`);
/** what the add-coin panel accepts before canonicalizing: any address length, either case */
export const APTOS_TOKEN_SHAPE = new RegExp(`^0x[0-9a-fA-F]{1,64}(?:::${IDENT}::${IDENT})?$`);

/** APT's own coin type: APT is the chain's coin, never a token */
export const APT_COIN_TYPE = '0x1::aptos_coin::AptosCoin';

export const AptosTokenSchema = z.discriminatedUnion('standard', [
  z.strictObject({ standard: z.literal('fa'), metadata: z.string().regex(FA_METADATA_PATTERN) }),
  z.strictObject({ standard: z.literal('coin'), coinType: z.string().regex(COIN_TYPE_PATTERN) }),
]);
export type AptosToken = z.infer<typeof AptosTokenSchema>;

/** An address as the framework writes it in a type: 0x0–0xf short, any other long. */
function typeAddress(text: string): string {
  const body = text.slice(2).toLowerCase().replace(/^0+/, '');
  return body.length <= 1 ? `0x${body || '0'}` : `0x${body.padStart(64, '0')}`;
}

/**
 * The token a contract-address text names, canonical: a metadata address padded to 64 digits
 * lower-case, a coin type with its address in the framework's form. Null when it names neither
 * (or names APT's own coin).
 */
export function aptosTokenOf(text: string): AptosToken | null {
  const t = text.trim();
  if (!APTOS_TOKEN_SHAPE.test(t)) return null;
  const [addr, mod, name] = t.split('::') as [string, string | undefined, string | undefined];
  if (mod === undefined || name === undefined)
    return { standard: 'fa', metadata: `0x${addr.slice(2).toLowerCase().padStart(64, '0')}` };
  const coinType = `${typeAddress(addr)}::${mod}::${name}`;
  return coinType === APT_COIN_TYPE ? null : { standard: 'coin', coinType };
}

/** The coin's contractAddress for a token. */
export const aptosTokenId = (t: AptosToken): string => (t.standard === 'fa' ? t.metadata : t.coinType);
