import { hex } from '@scure/base';
import { CODEC, getCodec, LocalForger } from '@taquito/local-forging';
import { AppError } from '../../../shared/errors';
import { readTransactionParameters, type TransactionParameters } from './decodeParameters';

const mismatch = (field: string) => new AppError('INTENT_MISMATCH', field);

/** Manager fields every content carries; amounts are mutez, read exactly. */
interface Manager {
  source: string;
  fee: bigint;
  counter: bigint;
  gasLimit: bigint;
  storageLimit: bigint;
}

export interface TezosReveal extends Manager {
  kind: 'reveal';
  publicKey: string;
}

export interface TezosTransaction extends Manager {
  kind: 'transaction';
  amount: bigint;
  destination: string;
  /** a contract call (entrypoint and Michelson value) was encoded */
  hasParameters: boolean;
  /**
   * the call's entrypoint and value, read from the bytes by decodeParameters.ts; null without
   * parameters, and on any content but the operation's last (the only one a send may be)
   */
  parameters: TransactionParameters | null;
}

export type TezosContent = TezosReveal | TezosTransaction;

export interface DecodedTezosOperation {
  /** exactly the forged bytes that were decoded, what the signature covers after the watermark */
  bytes: Uint8Array;
  branch: string;
  contents: TezosContent[];
}

/** The forger of the protocol local-forging was released for (its default). */
const forger = new LocalForger();
const codec = getCodec(CODEC.MANAGER, forger.protocolHash);

type Raw = Record<string, unknown>;

// the decoder writes every field as a string (numbers in decimal); the re-encoding check holds it to that
const text = (r: Raw, field: string): string => String(r[field]);
const mutez = (r: Raw, field: string): bigint => BigInt(text(r, field));

function manager(r: Raw): Manager {
  return {
    source: text(r, 'source'),
    fee: mutez(r, 'fee'),
    counter: mutez(r, 'counter'),
    gasLimit: mutez(r, 'gas_limit'),
    storageLimit: mutez(r, 'storage_limit'),
  };
}

function contentOf(r: Raw): TezosContent {
  if (r.kind === 'reveal')
    return {
      kind: 'reveal',
      ...manager(r),
      publicKey: text(r, 'public_key'),
    };
  if (r.kind === 'transaction')
    return {
      kind: 'transaction',
      ...manager(r),
      amount: mutez(r, 'amount'),
      destination: text(r, 'destination'),
      hasParameters: r.parameters !== undefined,
      parameters: null,
    };
  // a delegation, an origination, a ballot…: nothing the wallet builds for a send
  throw mismatch('operation kind');
}

/**
 * The forged operation main built (hex, no signature), parsed by Taquito's own decoder. Its
 * re-encoding must give back exactly the same bytes, so no second reading of them (a longer
 * number encoding, trailing bytes) hides behind what the checks saw.
 */
export function decodeTezosOperation(unsigned: string): DecodedTezosOperation {
  if (!/^([0-9a-f]{2})+$/.test(unsigned)) throw new AppError('BAD_INPUT', 'unsigned operation is not hex');
  // Taquito's manager decoder always writes both (contents [] when the bytes hold none)
  let parsed: { branch: string; contents: Raw[] };
  try {
    parsed = codec.decoder(unsigned) as typeof parsed;
  } catch {
    throw new AppError('BAD_INPUT', 'unsigned operation does not decode');
  }
  const contents = parsed.contents.map(contentOf);
  if (codec.encoder(parsed).toLowerCase() !== unsigned) throw mismatch('encoding');
  const bytes = hex.decode(unsigned);
  const last = contents.at(-1);
  if (last?.kind === 'transaction' && last.hasParameters) {
    // the last content starts where the bytes of the branch and the contents before it end
    const before = codec.encoder({ branch: parsed.branch, contents: parsed.contents.slice(0, -1) });
    last.parameters = readTransactionParameters(bytes, before.length / 2);
  }
  return { bytes, branch: parsed.branch, contents };
}
