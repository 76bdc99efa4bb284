/**
 * What the fixture chain does with a submitted extrinsic: decode it with the real Polkadot
 * metadata, rebuild the payload its signer signed (era birth block, spec and transaction
 * version, this chain's genesis), verify the ed25519 or sr25519 signature, check the nonce,
 * then apply balances.transferKeepAlive / transferAllowDeath with the existential deposit,
 * charging the fee the fee-estimate endpoint quoted.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { blake2b } from '@noble/hashes/blake2.js';
import { hex } from '@scure/base';
import { verify as srVerify } from '@scure/sr25519';
import { ss58Encode } from '../../shared/chains/polkadot/validate';
import { POLKADOT_RUNTIME, polkadotRegistry } from '../../signer/chains/polkadot/runtime';
import { EXISTENTIAL_DEPOSIT, feeOf, type Ledger } from './ledger';

/** A refusal in Sidecar's words: `cause` is what the node said. */
export class SubmitError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export interface DecodedExtrinsic {
  hash: string;
  length: number;
  signer: string;
  call: string;
  dest: string;
  value: bigint;
  nonce: number;
  tip: bigint;
  fee: bigint;
}

interface Codec {
  toU8a(bare?: boolean): Uint8Array;
  toHex(): string;
  toNumber(): number;
  toBigInt(): bigint;
}

/** Decodes a signed v4 extrinsic; `verify` also checks its signature against this chain. */
export function decodeExtrinsic(ledger: Ledger, txHex: string, verify: boolean): DecodedExtrinsic {
  const registry = polkadotRegistry();
  const bytes = hex.decode(txHex.replace(/^0x/, ''));
  let ext;
  try {
    ext = registry.createType('Extrinsic', bytes, { isSigned: true });
  } catch (e) {
    throw new SubmitError(`Could not decode extrinsic: ${(e as Error).message.slice(0, 120)}`);
  }
  if (ext.toHex() !== `0x${hex.encode(bytes)}`) throw new SubmitError('Extrinsic has trailing bytes');
  if (!ext.isSigned) throw new SubmitError('Extrinsic is not signed');
  const body = ext.toU8a(true);
  // 0x84, MultiAddress::Id (0x00 + 32), MultiSignature (variant + 64)
  if (body[0] !== 0x84 || body[1] !== 0) throw new SubmitError('Unsupported extrinsic format');
  const signer = body.subarray(2, 34);
  const variant = body[34];
  const signature = body.subarray(35, 99);
  const era = ext.era as unknown as {
    isMortalEra: boolean;
    asMortalEra: { birth(n: number): number; death(n: number): number };
  };
  if (verify) {
    if (!era.isMortalEra) throw new SubmitError('Invalid Transaction: immortal era not accepted here');
    const birth = era.asMortalEra.birth(ledger.height);
    if (ledger.height >= era.asMortalEra.death(ledger.height))
      throw new SubmitError('Invalid Transaction: Transaction is outdated');
    const payload = registry.createType(
      'ExtrinsicPayload',
      {
        method: ext.method.toHex(),
        era: ext.era,
        nonce: ext.nonce,
        tip: ext.tip,
        mode: 0,
        metadataHash: null,
        specVersion: POLKADOT_RUNTIME.specVersion,
        transactionVersion: POLKADOT_RUNTIME.transactionVersion,
        genesisHash: ledger.genesisHash,
        blockHash: ledger.blockHash(birth),
      },
      { version: 4 },
    );
    const full = payload.toU8a({ method: true });
    const message = full.length > 256 ? blake2b(full, { dkLen: 32 }) : full;
    const ok =
      variant === 0
        ? ed25519.verify(signature, message, signer)
        : variant === 1
          ? srVerify(message, signature, signer)
          : false;
    if (!ok) throw new SubmitError('Invalid Transaction: Transaction has a bad signature');
  }
  const call = `${ext.method.section}.${ext.method.method}`;
  let dest = '';
  let value = 0n;
  if (call === 'balances.transferKeepAlive' || call === 'balances.transferAllowDeath') {
    const [address, amount] = ext.method.args as unknown as [
      { type: string; value: Codec },
      { unwrap(): Codec },
    ];
    if (address.type !== 'Id') throw new SubmitError('Unsupported destination kind');
    dest = hex.encode(address.value.toU8a());
    value = amount.unwrap().toBigInt();
  }
  return {
    hash: ext.hash.toHex(),
    length: bytes.length,
    signer: hex.encode(signer),
    call,
    dest,
    value,
    nonce: ext.nonce.toNumber(),
    tip: ext.tip.toBigInt(),
    fee: feeOf(bytes.length) + ext.tip.toBigInt(),
  };
}

/** Includes a verified transfer in the next block, or throws what the node would say. */
export function applyExtrinsic(ledger: Ledger, txHex: string, now: () => number): DecodedExtrinsic {
  const x = decodeExtrinsic(ledger, txHex, true);
  if (x.nonce < ledger.nonceOf(x.signer))
    throw new SubmitError('Invalid Transaction: Transaction is outdated');
  if (x.nonce > ledger.nonceOf(x.signer))
    throw new SubmitError('Invalid Transaction: Transaction will be valid in the future');
  if (x.call !== 'balances.transferKeepAlive' && x.call !== 'balances.transferAllowDeath')
    throw new SubmitError(`Invalid Transaction: ${x.call} is not served by this fixture`);
  const free = ledger.freeOf(x.signer);
  if (free < x.fee)
    throw new SubmitError('Invalid Transaction: Inability to pay some fees (e.g. account balance too low)');
  const after = free - x.fee - x.value;
  // dispatch errors: the fee is paid, the transfer does not happen
  let success = true;
  if (after < 0n) success = false;
  else if (x.call === 'balances.transferKeepAlive' && after < EXISTENTIAL_DEPOSIT) success = false;
  else if (ledger.freeOf(x.dest) === 0n && x.value < EXISTENTIAL_DEPOSIT) success = false;
  ledger.height += 1;
  ledger.nonces.set(x.signer, x.nonce + 1);
  if (success) {
    ledger.setFree(x.signer, after);
    ledger.setFree(x.dest, ledger.freeOf(x.dest) + x.value);
  } else ledger.setFree(x.signer, free - x.fee);
  ledger.extrinsics.set(x.hash, { success, blockNum: ledger.height });
  ledger.transfers.unshift({
    hash: x.hash,
    from: ss58Encode(hex.decode(x.signer), 42),
    to: ss58Encode(hex.decode(x.dest), 42),
    amount: x.value,
    fee: x.fee,
    success,
    blockNum: ledger.height,
    timestamp: Math.floor(now() / 1000),
    nonce: x.nonce,
  });
  return x;
}
