/**
 * Cardano native assets (issue 37), as the three processes name them: a policy id (the minting
 * script's hash, 28 bytes) and an asset name (0 to 32 bytes), written together in hex as
 * Blockfrost's `unit` (`policy id ‖ asset name`). That unit is a token coin's `contractAddress`.
 * Shape only here: main asks the chain whether the asset exists.
 */
import { z } from 'zod';

/** a policy id: 56 lower-case hex digits */
export const POLICY_ID_PATTERN = /^[0-9a-f]{56}$/;
/** an asset name: up to 32 bytes, lower-case hex */
export const ASSET_NAME_PATTERN = /^(?:[0-9a-f]{2}){0,32}$/;
/** what the add-coin panel accepts: the unit, or policy id `.` asset name, either case */
export const CARDANO_TOKEN_SHAPE = /^[0-9a-fA-F]{56}\.?(?:[0-9a-fA-F]{2}){0,32}$/;

export const CardanoTokenSchema = z.strictObject({
  policyId: z.string().regex(POLICY_ID_PATTERN),
  assetName: z.string().regex(ASSET_NAME_PATTERN),
});
export type CardanoToken = z.infer<typeof CardanoTokenSchema>;

/** The token a unit text names (canonical: lower-case, no dot); null when it has not the shape. */
export function cardanoTokenOf(text: string): CardanoToken | null {
  const t = text.trim();
  if (!CARDANO_TOKEN_SHAPE.test(t)) return null;
  const unit = t.replace('.', '').toLowerCase();
  return { policyId: unit.slice(0, 56), assetName: unit.slice(56) };
}

/** The unit (Blockfrost's and the coin's contractAddress) of a token. */
export const cardanoUnit = (t: CardanoToken): string => `${t.policyId}${t.assetName}`;
