/**
 * Metaplex Token Metadata accounts, read by hand from their Borsh layout (mpl-token-metadata,
 * programs/token-metadata/program/src/state/metadata.rs, `Metadata`): key (u8, 4 = MetadataV1),
 * update authority, mint, then `Data` { name, symbol, uri (u32-length strings, padded with NULs
 * to 32, 10 and 200 bytes), seller fee (u16), creators (Option<Vec<{ address, verified, share }>>) },
 * primary_sale_happened, is_mutable, edition_nonce (Option<u8>), token_standard (Option<u8>),
 * collection (Option<{ verified, key }>), then fields this wallet does not read. Fields after
 * `Data` were added over the program's life: an account that ends before one has it as None.
 * No Metaplex SDK: it would pull a framework (umi) into main for three strings and two flags.
 */
import { base58 } from '@scure/base';
import { PublicKey } from '@solana/web3.js';
import { z } from 'zod';
import { AppError } from '../../../../shared/errors';
import type { Query } from './rpc';
import { Key, readAs, withContext } from './wire';

export const TOKEN_METADATA_PROGRAM_ID = 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s';

/** `TokenStandard` of the program, by its Borsh variant index. */
export const TOKEN_STANDARDS = [
  'NonFungible',
  'FungibleAsset',
  'Fungible',
  'NonFungibleEdition',
  'ProgrammableNonFungible',
  'ProgrammableNonFungibleEdition',
] as const;
export type TokenStandard = (typeof TOKEN_STANDARDS)[number];

export interface MetaplexMetadata {
  mint: string;
  updateAuthority: string;
  name: string;
  symbol: string;
  /** where the off-chain JSON (image, attributes) is */
  uri: string;
  sellerFeeBasisPoints: number;
  creators: { address: string; verified: boolean; share: number }[];
  /** null: the account predates the field, or the creator left it unset */
  tokenStandard: TokenStandard | null;
  collection: { verified: boolean; key: string } | null;
}

const METADATA_V1_KEY = 4;
/** the program's own limits (MAX_NAME_LENGTH, MAX_SYMBOL_LENGTH, MAX_URI_LENGTH, MAX_CREATOR_LIMIT) */
const MAX_NAME = 32;
const MAX_SYMBOL = 10;
const MAX_URI = 200;
const MAX_CREATORS = 5;

class Reader {
  at = 0;
  constructor(private readonly b: Uint8Array) {}
  get done(): boolean {
    return this.at >= this.b.length;
  }
  take(n: number): Uint8Array {
    if (this.at + n > this.b.length) throw new Error('metadata account ends early');
    this.at += n;
    return this.b.subarray(this.at - n, this.at);
  }
  u8 = () => this.take(1)[0]!;
  u16 = () => {
    const t = this.take(2);
    return t[0]! | (t[1]! << 8);
  };
  u32 = () => {
    const t = this.take(4);
    return (t[0]! | (t[1]! << 8) | (t[2]! << 16) | (t[3]! << 24)) >>> 0;
  };
  bool = () => {
    const v = this.u8();
    if (v > 1) throw new Error('metadata bool is neither 0 nor 1');
    return v === 1;
  };
  key = () => base58.encode(this.take(32));
  /** a Borsh String, its NUL padding removed; longer than the program allows is refused */
  str(max: number): string {
    const len = this.u32();
    if (len > max) throw new Error(`metadata string of ${len} bytes, over ${max}`);
    return new TextDecoder('utf-8', { fatal: true }).decode(this.take(len)).replace(/\0+$/, '');
  }
  /** Option<T>: None (0) also where the account ends before the field */
  option<T>(read: () => T): T | null {
    if (this.done) return null;
    const tag = this.u8();
    if (tag > 1) throw new Error('metadata option tag is neither 0 nor 1');
    return tag === 1 ? read() : null;
  }
}

/** The account's data decoded; throws on anything that is not a MetadataV1 account. */
export function decodeMetaplexMetadata(data: Uint8Array): MetaplexMetadata {
  const r = new Reader(data);
  if (r.u8() !== METADATA_V1_KEY) throw new Error('not a Metaplex metadata account');
  const updateAuthority = r.key();
  const mint = r.key();
  const name = r.str(MAX_NAME);
  const symbol = r.str(MAX_SYMBOL);
  const uri = r.str(MAX_URI);
  const sellerFeeBasisPoints = r.u16();
  const creators =
    r.option(() => {
      const n = r.u32();
      if (n > MAX_CREATORS) throw new Error(`metadata lists ${n} creators, over ${MAX_CREATORS}`);
      return Array.from({ length: n }, () => ({ address: r.key(), verified: r.bool(), share: r.u8() }));
    }) ?? [];
  // primary_sale_happened and is_mutable: present in every MetadataV1 account
  r.bool();
  r.bool();
  r.option(() => r.u8()); // edition_nonce
  const standard = r.option(() => r.u8());
  if (standard !== null && standard >= TOKEN_STANDARDS.length)
    throw new Error(`unknown token standard ${standard}`);
  const collection = r.option(() => ({ verified: r.bool(), key: r.key() }));
  return {
    mint,
    updateAuthority,
    name,
    symbol,
    uri,
    sellerFeeBasisPoints,
    creators,
    tokenStandard: standard === null ? null : TOKEN_STANDARDS[standard]!,
    collection,
  };
}

/** The metadata account of `mint`: the PDA of ['metadata', Token Metadata program, mint]. */
export function metadataAddressOf(mint: string): string {
  const program = new PublicKey(TOKEN_METADATA_PROGRAM_ID);
  return PublicKey.findProgramAddressSync(
    [Buffer.from('metadata'), program.toBuffer(), new PublicKey(mint).toBuffer()],
    program,
  )[0].toBase58();
}

const RawAccount = z.looseObject({ owner: Key, data: z.tuple([z.string(), z.literal('base64')]) }).nullable();

/**
 * getMultipleAccounts of the metadata accounts of `mints` (base64), in one call: each decoded,
 * or null when it does not exist, is not the Token Metadata program's, or does not decode (an
 * NFT without readable metadata is still listed, under its mint).
 */
export const metadataAccountsQuery = (mints: readonly string[]): Query<(MetaplexMetadata | null)[]> => ({
  method: 'getMultipleAccounts',
  params: [mints.map(metadataAddressOf), { encoding: 'base64', commitment: 'confirmed' }],
  read: (r) => {
    const rows = readAs(withContext(z.array(RawAccount)), r, 'getMultipleAccounts').value;
    if (rows.length !== mints.length)
      throw new AppError('NETWORK', 'getMultipleAccounts answered for another number of accounts');
    return rows.map((a, i) => {
      if (!a || a.owner !== TOKEN_METADATA_PROGRAM_ID) return null;
      try {
        const m = decodeMetaplexMetadata(Buffer.from(a.data[0], 'base64'));
        return m.mint === mints[i] ? m : null;
      } catch {
        return null;
      }
    });
  },
});
