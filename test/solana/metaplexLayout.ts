/**
 * Metaplex Token Metadata accounts written byte by byte in the program's layout, as the
 * program itself writes them (mpl-token-metadata, state/metadata.rs and `puff_out_data_fields`):
 * name, symbol and uri padded with NULs to 32, 10 and 200 bytes, the account allocated at
 * MAX_METADATA_LEN (679) bytes, zeros after the last field. Used to put an NFT's metadata on
 * litesvm and to test main's decoder from bytes.
 */
import { address, lamports } from '@solana/kit';
import { PublicKey } from '@solana/web3.js';
import type { LiteSVM } from 'litesvm';

export const TOKEN_METADATA_PROGRAM = new PublicKey('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s');
export const MAX_METADATA_LEN = 679;

export interface MetadataFields {
  mint: PublicKey;
  updateAuthority?: PublicKey;
  name: string;
  symbol: string;
  uri: string;
  sellerFeeBasisPoints?: number;
  creators?: { address: PublicKey; verified: boolean; share: number }[] | null;
  /** the TokenStandard variant index: 0 NonFungible, 4 ProgrammableNonFungible; null: None */
  tokenStandard?: number | null;
  collection?: { verified: boolean; key: PublicKey } | null;
  /** stop after is_mutable, as accounts written before the later fields existed do */
  legacy?: boolean;
  /** no padding and no zero fill (what a byte-exact Borsh serialisation gives) */
  unpadded?: boolean;
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const str = (s: string, pad: number) => {
  const bytes = Buffer.from(s, 'utf8');
  const body = pad > bytes.length ? Buffer.concat([bytes, Buffer.alloc(pad - bytes.length)]) : bytes;
  return Buffer.concat([u32(body.length), body]);
};
const option = (v: Buffer | null) => (v === null ? Buffer.from([0]) : Buffer.concat([Buffer.from([1]), v]));

/** The bytes of a MetadataV1 account. */
export function metadataBytes(m: MetadataFields): Buffer {
  const pad = (n: number) => (m.unpadded ? 0 : n);
  const creators = m.creators ?? null;
  const parts = [
    Buffer.from([4]), // Key::MetadataV1
    (m.updateAuthority ?? m.mint).toBuffer(),
    m.mint.toBuffer(),
    str(m.name, pad(32)),
    str(m.symbol, pad(10)),
    str(m.uri, pad(200)),
    u16(m.sellerFeeBasisPoints ?? 500),
    option(
      creators === null
        ? null
        : Buffer.concat([
            u32(creators.length),
            ...creators.map((c) =>
              Buffer.concat([c.address.toBuffer(), Buffer.from([c.verified ? 1 : 0, c.share])]),
            ),
          ]),
    ),
    Buffer.from([1, 1]), // primary_sale_happened, is_mutable
  ];
  if (!m.legacy)
    parts.push(
      option(Buffer.from([255])), // edition_nonce
      option(
        m.tokenStandard === undefined || m.tokenStandard === null ? null : Buffer.from([m.tokenStandard]),
      ),
      option(
        m.collection
          ? Buffer.concat([Buffer.from([m.collection.verified ? 1 : 0]), m.collection.key.toBuffer()])
          : null,
      ),
      option(null), // uses
      option(null), // collection_details
      option(null), // programmable_config
    );
  const data = Buffer.concat(parts);
  return m.unpadded ? data : Buffer.concat([data, Buffer.alloc(Math.max(0, MAX_METADATA_LEN - data.length))]);
}

/** The metadata account's address: the PDA of ['metadata', program, mint]. */
export const metadataAddressOf = (mint: PublicKey): PublicKey =>
  PublicKey.findProgramAddressSync(
    [Buffer.from('metadata'), TOKEN_METADATA_PROGRAM.toBuffer(), mint.toBuffer()],
    TOKEN_METADATA_PROGRAM,
  )[0];

/**
 * Writes `m`'s metadata account on litesvm, owned by the Token Metadata program (not loaded:
 * nothing here executes it, the wallet only reads the account), rent-exempt.
 */
export function putMetadata(svm: LiteSVM, m: MetadataFields): PublicKey {
  const at = metadataAddressOf(m.mint);
  const data = metadataBytes(m);
  svm.setAccount({
    address: address(at.toBase58()),
    data,
    executable: false,
    lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(data.length))),
    programAddress: address(TOKEN_METADATA_PROGRAM.toBase58()),
    space: BigInt(data.length),
  });
  return at;
}
