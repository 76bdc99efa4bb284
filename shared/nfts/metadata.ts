/**
 * An NFT's metadata JSON (ERC-721 / ERC-1155 metadata standard; Metaplex's off-chain JSON has
 * the same fields) as providers hand it: an object, or the token URI's body as a JSON string
 * (Moralis's `metadata`, or what main fetched from a token URI). Read leniently and field by
 * field: metadata that is not JSON, or not an object, reads as none, and the item still lists
 * under its collection's name.
 */
import { z } from 'zod';

const MetadataSchema = z
  .object({
    name: z.string().max(500).optional(),
    description: z.string().max(5000).optional(),
    image: z.string().max(4096).optional(),
    attributes: z
      .array(z.object({ trait_type: z.union([z.string(), z.number()]), value: z.unknown() }).loose())
      .max(200)
      .optional(),
  })
  .loose();

export interface NftMetadata {
  name?: string;
  description?: string;
  image?: string;
  attributes: { trait: string; value: string }[];
}

export function readNftMetadata(raw: unknown): NftMetadata {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { attributes: [] };
    }
  }
  const m = MetadataSchema.safeParse(value);
  if (!m.success) return { attributes: [] };
  return {
    ...(m.data.name !== undefined ? { name: m.data.name } : {}),
    ...(m.data.description !== undefined ? { description: m.data.description } : {}),
    ...(m.data.image !== undefined ? { image: m.data.image } : {}),
    attributes: (m.data.attributes ?? []).map((a) => ({
      trait: String(a.trait_type),
      value: typeof a.value === 'string' || typeof a.value === 'number' ? String(a.value) : '',
    })),
  };
}
