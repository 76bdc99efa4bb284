import { TypedDataEncoder, type TypedDataField } from 'ethers';
import { undeclaredFields, undeclaredFieldsText } from '../../shared/chains/evm/typedDataFields';
import { AppError } from '../../shared/errors';

interface TypedDataJson {
  types: Record<string, TypedDataField[]>;
  primaryType: string;
  domain: Record<string, unknown>;
  message: Record<string, unknown>;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function parse(json: string): TypedDataJson {
  let v: unknown;
  try {
    v = JSON.parse(json);
  } catch {
    throw new AppError('BAD_INPUT', 'typed data is not JSON');
  }
  if (!isObject(v) || !isObject(v.types) || !isObject(v.domain) || !isObject(v.message))
    throw new AppError('BAD_INPUT', 'typed data needs types, domain and message');
  if (typeof v.primaryType !== 'string') throw new AppError('BAD_INPUT', 'typed data needs a primaryType');
  return v as unknown as TypedDataJson;
}

/**
 * The EIP-712 digest of the JSON the modal showed, computed here (main's or the dapp's hash is
 * never taken). Refuses a domain bound to another chain than the request's, a `primaryType`
 * other than the one the types define (the shown type is the one hashed), and message fields
 * the types do not declare (the encoder would skip them: shown, but not signed).
 */
export function typedDataDigest(json: string, chainId: number): string {
  const data = parse(json);
  const chain = data.domain.chainId;
  if (chain !== undefined && BigInt(String(chain)) !== BigInt(chainId))
    throw new AppError('INTENT_MISMATCH', 'chainId');
  // EIP712Domain is implied by the domain object; ethers rejects it among the types
  const types = Object.fromEntries(Object.entries(data.types).filter(([k]) => k !== 'EIP712Domain'));
  let digest: string;
  let primary: string;
  try {
    primary = TypedDataEncoder.getPrimaryType(types);
    digest = TypedDataEncoder.hash(data.domain, types, data.message);
  } catch (e) {
    throw new AppError('BAD_INPUT', `typed data does not encode: ${(e as Error).message.slice(0, 120)}`);
  }
  if (primary !== data.primaryType) throw new AppError('INTENT_MISMATCH', 'primaryType');
  const extra = undeclaredFields(types, primary, data.message);
  if (extra.length > 0) throw new AppError('BAD_INPUT', undeclaredFieldsText(extra));
  return digest;
}
