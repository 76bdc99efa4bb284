import { z } from 'zod';
import { BaseUnits } from './intents/common';
import { SolanaDappRequestSchemas } from '../chains/solana/dappSolana';

const Hex = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})*$/)
  .max(262_146);
export const EvmAddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
const ChainId = z
  .number()
  .int()
  .min(1)
  .max(2 ** 48);

/**
 * A dapp transaction exactly as the modal showed it and the user approved it. The signer
 * holds the transaction it is asked to sign to these fields: chain id, recipient, value and
 * calldata exactly, the gas limit exactly, the per-gas prices as caps.
 */
export const ApprovedDappTxSchema = z.strictObject({
  chainId: ChainId,
  to: EvmAddressSchema,
  value: BaseUnits,
  data: Hex,
  gas: BaseUnits,
  maxFeePerGas: BaseUnits,
  maxPriorityFeePerGas: BaseUnits,
});
export type ApprovedDappTx = z.infer<typeof ApprovedDappTxSchema>;

/**
 * What a dapp asked and the user approved, as the signer receives it: a message (the bytes
 * shown), typed data (the JSON shown: the signer hashes it itself), or a transaction (main's
 * unsigned serialization beside the approved payload it must equal).
 */
export const DappSignRequestSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('personalSign'), message: Hex }),
  z.strictObject({ kind: z.literal('typedData'), chainId: ChainId, json: z.string().min(2).max(200_000) }),
  z.strictObject({ kind: z.literal('transaction'), unsigned: Hex, approved: ApprovedDappTxSchema }),
  ...SolanaDappRequestSchemas,
]);
/** The account a dapp request is signed for: an EVM address or a Solana (base58) key. */
export const DappAccountSchema = z.union([
  EvmAddressSchema,
  z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
]);
export type DappSignRequest = z.infer<typeof DappSignRequestSchema>;
