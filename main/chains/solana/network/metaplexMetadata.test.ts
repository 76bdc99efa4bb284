import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { metadataBytes } from '../../../../test/solana/metaplexLayout';
import { decodeMetaplexMetadata } from './metaplexMetadata';

const key = (n: number) => Keypair.fromSeed(new Uint8Array(32).fill(n)).publicKey;
const MINT = key(1);
const AUTH = key(2);
const CREATOR = key(3);
const COLLECTION = key(4);

describe('Metaplex metadata, decoded from the Borsh layout', () => {
  it('reads a padded account as the program writes it (679 bytes, NUL padding removed)', () => {
    const bytes = metadataBytes({
      mint: MINT,
      updateAuthority: AUTH,
      name: 'Wallet Test Ape #7',
      symbol: 'WTA',
      uri: 'https://example.test/7.json',
      sellerFeeBasisPoints: 250,
      creators: [{ address: CREATOR, verified: true, share: 100 }],
      tokenStandard: 0,
      collection: { verified: true, key: COLLECTION },
    });
    expect(bytes.length).toBe(679);
    expect(decodeMetaplexMetadata(bytes)).toEqual({
      mint: MINT.toBase58(),
      updateAuthority: AUTH.toBase58(),
      name: 'Wallet Test Ape #7',
      symbol: 'WTA',
      uri: 'https://example.test/7.json',
      sellerFeeBasisPoints: 250,
      creators: [{ address: CREATOR.toBase58(), verified: true, share: 100 }],
      tokenStandard: 'NonFungible',
      collection: { verified: true, key: COLLECTION.toBase58() },
    });
  });

  it('the first bytes are where the layout puts them', () => {
    const bytes = metadataBytes({ mint: MINT, updateAuthority: AUTH, name: 'A', symbol: 'B', uri: 'C' });
    expect(bytes[0]).toBe(4);
    expect(bytes.subarray(1, 33)).toEqual(AUTH.toBuffer());
    expect(bytes.subarray(33, 65)).toEqual(MINT.toBuffer());
    expect(bytes.readUInt32LE(65)).toBe(32); // the name, padded to MAX_NAME_LENGTH
    expect(bytes[69]).toBe('A'.charCodeAt(0));
  });

  it('tells a programmable NFT by its token standard', () => {
    const m = decodeMetaplexMetadata(
      metadataBytes({ mint: MINT, name: 'P', symbol: 'P', uri: 'u', tokenStandard: 4 }),
    );
    expect(m.tokenStandard).toBe('ProgrammableNonFungible');
  });

  it('reads an account written before the later fields existed, and one without padding', () => {
    const legacy = metadataBytes({
      mint: MINT,
      name: 'Old',
      symbol: 'OLD',
      uri: 'u',
      legacy: true,
      unpadded: true,
    });
    expect(decodeMetaplexMetadata(legacy)).toMatchObject({
      name: 'Old',
      tokenStandard: null,
      collection: null,
      creators: [],
    });
    const exact = metadataBytes({
      mint: MINT,
      name: 'Exact',
      symbol: 'EX',
      uri: 'u',
      tokenStandard: 0,
      unpadded: true,
    });
    expect(decodeMetaplexMetadata(exact)).toMatchObject({
      name: 'Exact',
      symbol: 'EX',
      tokenStandard: 'NonFungible',
    });
  });

  it.each([
    ['another account kind (an edition)', (b: Buffer) => b.fill(6, 0, 1), 'not a Metaplex metadata account'],
    [
      'a name longer than the program allows',
      (b: Buffer) => (b.writeUInt32LE(33, 65), b),
      'metadata string of 33 bytes, over 32',
    ],
    ['a cut account', (b: Buffer) => b.subarray(0, 80), 'metadata account ends early'],
    ['an unknown token standard', (b: Buffer) => b.fill(9, b.length - 1), 'unknown token standard 9'],
    [
      'a bad option tag',
      (b: Buffer) => b.fill(7, b.length - 2, b.length - 1),
      'metadata option tag is neither 0 nor 1',
    ],
  ] as [string, (b: Buffer) => Buffer, string][])('refuses %s', (_name, bend, why) => {
    const exact = metadataBytes({
      mint: MINT,
      name: 'N',
      symbol: 'S',
      uri: 'u',
      tokenStandard: 0,
      legacy: false,
      unpadded: true,
    });
    // cut after token_standard: the last byte is the standard, the one before it its option tag
    const cut = Buffer.from(exact.subarray(0, exact.length - 4));
    expect(() => decodeMetaplexMetadata(bend(cut))).toThrow(why);
  });
});
