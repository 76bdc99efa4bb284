import { CODEC, getCodec, LocalForger } from '@taquito/local-forging';
import type { RpcContent } from '../network';

/** Taquito's encoder for the protocol local-forging was released for. */
const codec = getCodec(CODEC.MANAGER, new LocalForger().protocolHash);
const BRANCH_HEX = 64;

/** The forged bytes (hex) of an operation: what the signer parses and signs. */
export function forgeOperation(branch: string, contents: readonly RpcContent[]): string {
  return codec.encoder({ branch, contents }).toLowerCase();
}

/** The forged size in bytes of one content on its own. */
export function contentBytes(branch: string, content: RpcContent): bigint {
  return BigInt((forgeOperation(branch, [content]).length - BRANCH_HEX) / 2);
}
