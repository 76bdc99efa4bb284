import { hex } from '@scure/base';
import { AppError } from '../../../shared/errors';
import { polkadotRegistry } from './runtime';

/** The calls a transfer may be; anything else is refused before it is read further. */
export type PolkadotTransferCall = 'transferKeepAlive' | 'transferAllowDeath';

/** A signing payload as the signer reads it with its own metadata. */
export interface DecodedPolkadotPayload {
  /** balances.<call>; null when the call is any other */
  call: PolkadotTransferCall | null;
  /** `section.method` of the call, for refusals and the journal */
  callName: string;
  /** the recipient's 32-byte account id (MultiAddress::Id); null for any other address kind */
  dest: Uint8Array | null;
  value: bigint;
  /** mortal: the era's period in blocks; 0 when immortal */
  eraPeriod: number;
  nonce: number;
  tip: bigint;
  /** CheckMetadataHash: the mode byte and whether a hash is committed */
  metadataMode: number;
  metadataHash: boolean;
  specVersion: number;
  transactionVersion: number;
  genesisHash: string;
  blockHash: string;
  /** the payload's own SCALE bytes, length-prefixed call first (what the extrinsic is built from) */
  bytes: Uint8Array;
}

const refuse = (why: string) => new AppError('INTENT_MISMATCH', why);

interface Codec {
  toU8a(): Uint8Array;
  toHex(): string;
  toNumber(): number;
  toBigInt(): bigint;
  isSome: boolean;
  isMortalEra: boolean;
  asMortalEra: { period: Codec };
}

/**
 * Decodes main's signing payload (txwrapper's `construct.signingPayload`: the
 * `ExtrinsicPayload` with its call length-prefixed) with the bundled Polkadot metadata. The
 * bytes must re-encode to exactly themselves, so nothing trails what was read, and the call
 * likewise.
 */
export function decodePayload(unsigned: string): DecodedPolkadotPayload {
  const text = unsigned.trim().toLowerCase().replace(/^0x/, '');
  if (!/^([0-9a-f]{2})+$/.test(text)) throw refuse('The Polkadot payload is not hex');
  const bytes = hex.decode(text);
  const registry = polkadotRegistry();
  let payload;
  try {
    // Stryker disable next-line ObjectLiteral: v4 is also the registry's default today; kept explicit so a library default cannot change how the bytes are read
    payload = registry.createType('ExtrinsicPayload', bytes, { version: 4 });
  } catch {
    throw refuse('The Polkadot payload does not decode');
  }
  if (payload.toHex() !== `0x${text}`) throw refuse('The Polkadot payload has bytes it does not read');
  // the bundled runtime's extensions include CheckMetadataHash: every payload it reads has both
  const inner = payload.inner as unknown as { get(field: string): Codec };
  const mode = inner.get('mode');
  const metadataHash = inner.get('metadataHash');

  const methodBytes = payload.method.toU8a(true);
  let callName: string;
  let call: PolkadotTransferCall | null = null;
  let dest: Uint8Array | null = null;
  let value = 0n;
  try {
    const c = registry.createType('Call', methodBytes);
    if (hex.encode(c.toU8a()) !== hex.encode(methodBytes))
      throw refuse('The call has bytes it does not read');
    callName = `${c.section}.${c.method}`;
    if (callName === 'balances.transferKeepAlive' || callName === 'balances.transferAllowDeath') {
      call = c.method as PolkadotTransferCall;
      const [address, amount] = c.args as unknown as [{ type: string; value: Codec }, { unwrap(): Codec }];
      dest = address.type === 'Id' ? address.value.toU8a() : null;
      value = amount.unwrap().toBigInt();
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw refuse('The call does not decode');
  }
  const era = payload.era as unknown as Codec;
  return {
    call,
    callName,
    dest,
    value,
    eraPeriod: era.isMortalEra ? era.asMortalEra.period.toNumber() : 0,
    nonce: payload.nonce.toNumber(),
    tip: payload.tip.toBigInt(),
    metadataMode: mode.toNumber(),
    metadataHash: metadataHash.isSome,
    specVersion: payload.specVersion.toNumber(),
    transactionVersion: payload.transactionVersion.toNumber(),
    genesisHash: payload.genesisHash.toHex(),
    blockHash: payload.blockHash.toHex(),
    bytes,
  };
}
