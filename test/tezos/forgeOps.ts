/**
 * Operations forged offline with Taquito's own encoder, for the signer's tests and the fixture
 * node: honest ones, and the edits a hostile builder would make (any field, any kind).
 */
import { CODEC, getCodec, LocalForger } from '@taquito/local-forging';

const codec = getCodec(CODEC.MANAGER, new LocalForger().protocolHash);

/** the genesis block hash: a valid branch for offline tests */
export const GENESIS_BRANCH = 'BLockGenesisGenesisGenesisGenesisGenesisf79b5d1CoW2';

export type Content = Record<string, unknown> & { kind: string };

export interface ManagerFields {
  source: string;
  counter: bigint | number;
  fee?: bigint | number;
  gasLimit?: bigint | number;
  storageLimit?: bigint | number;
}

const manager = (m: ManagerFields) => ({
  source: m.source,
  fee: String(m.fee ?? 400),
  counter: String(m.counter),
  gas_limit: String(m.gasLimit ?? 1100),
  storage_limit: String(m.storageLimit ?? 0),
});

export function transaction(
  m: ManagerFields & { destination: string; amount: bigint | number; parameters?: unknown },
): Content {
  return {
    kind: 'transaction',
    ...manager(m),
    amount: String(m.amount),
    destination: m.destination,
    ...(m.parameters !== undefined ? { parameters: m.parameters } : {}),
  };
}

export function reveal(m: ManagerFields & { publicKey: string }): Content {
  return { kind: 'reveal', ...manager({ gasLimit: 171, ...m }), public_key: m.publicKey };
}

/** Forged bytes (hex) of `contents` on `branch`. */
export function forge(contents: readonly Content[], branch = GENESIS_BRANCH): string {
  return codec.encoder({ branch, contents }).toLowerCase();
}

/** Taquito's reading of forged bytes. */
export function parseForged(hex: string): { branch: string; contents: Content[] } {
  return codec.decoder(hex) as { branch: string; contents: Content[] };
}
