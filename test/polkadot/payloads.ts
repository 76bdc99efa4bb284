/**
 * Signing payloads built offline with the real Polkadot metadata, honest or edited field by
 * field: what a hostile main or Sidecar could hand the signer. The call goes through the
 * registry's own Call type, so every vector is a well-formed payload the chain would accept.
 */
import { hex } from '@scure/base';
import { ss58Decode } from '../../shared/chains/polkadot/validate';
import { POLKADOT_GENESIS, POLKADOT_RUNTIME, polkadotRegistry } from '../../signer/chains/polkadot/runtime';

export interface PayloadParts {
  call: string;
  /** the era: mortal for `period` blocks from `current`, or immortal */
  era: { period: number; current: number } | 'immortal';
  nonce: number;
  tip: bigint;
  mode: number;
  metadataHash: string | null;
  specVersion: number;
  transactionVersion: number;
  genesisHash: string;
  blockHash: string;
}

/** A balances transfer call's hex; `dest` picks the MultiAddress kind (Id is the honest one). */
export function transferCall(
  to: string,
  amount: bigint,
  o: { call?: 'transferKeepAlive' | 'transferAllowDeath' | 'forceTransfer'; dest?: 'Id' | 'Address32' } = {},
): string {
  const registry = polkadotRegistry();
  const tx = registry.createType('Call', {
    callIndex: registry.findMetaCall(callIndexOf(o.call ?? 'transferKeepAlive')).callIndex,
    args:
      o.call === 'forceTransfer'
        ? { source: { Id: to }, dest: { Id: to }, value: amount }
        : { dest: { [o.dest ?? 'Id']: `0x${hex.encode(ss58Decode(to).publicKey)}` }, value: amount },
  });
  return tx.toHex();
}

function callIndexOf(name: string): Uint8Array {
  const registry = polkadotRegistry();
  const pallet = registry.metadata.pallets.find((p) => p.name.toString() === 'Balances')!;
  const calls = registry.lookup.getSiType(pallet.calls.unwrap().type).def.asVariant.variants;
  const snake = name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const v = calls.find((c) => c.name.toString() === snake)!;
  return Uint8Array.of(pallet.index.toNumber(), v.index.toNumber());
}

/** system.remark(bytes): a call that moves nothing, for the wrong-call vector. */
export function remarkCall(text: string): string {
  const registry = polkadotRegistry();
  const pallet = registry.metadata.pallets.find((p) => p.name.toString() === 'System')!;
  const calls = registry.lookup.getSiType(pallet.calls.unwrap().type).def.asVariant.variants;
  const v = calls.find((c) => c.name.toString() === 'remark')!;
  return registry
    .createType('Call', {
      callIndex: Uint8Array.of(pallet.index.toNumber(), v.index.toNumber()),
      args: { remark: `0x${hex.encode(new TextEncoder().encode(text))}` },
    })
    .toHex();
}

export const honestParts = (call: string, over: Partial<PayloadParts> = {}): PayloadParts => ({
  call,
  era: { period: 64, current: 1000 },
  nonce: 0,
  tip: 0n,
  mode: 0,
  metadataHash: null,
  specVersion: POLKADOT_RUNTIME.specVersion,
  transactionVersion: POLKADOT_RUNTIME.transactionVersion,
  genesisHash: POLKADOT_GENESIS.regtest!,
  blockHash: `0x${'11'.repeat(32)}`,
  ...over,
});

/** The payload's hex exactly as txwrapper's `construct.signingPayload` writes it. */
export function payloadHex(parts: PayloadParts): string {
  const registry = polkadotRegistry();
  const era =
    parts.era === 'immortal'
      ? registry.createType('ExtrinsicEra', new Uint8Array([0]))
      : registry.createType('ExtrinsicEra', { current: parts.era.current, period: parts.era.period });
  return registry
    .createType(
      'ExtrinsicPayload',
      {
        method: parts.call,
        era,
        nonce: parts.nonce,
        tip: parts.tip,
        mode: parts.mode,
        metadataHash: parts.metadataHash,
        specVersion: parts.specVersion,
        transactionVersion: parts.transactionVersion,
        genesisHash: parts.genesisHash,
        blockHash: parts.blockHash,
      },
      { version: 4 },
    )
    .toHex();
}
