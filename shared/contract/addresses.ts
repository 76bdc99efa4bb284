import { z } from 'zod';
import { ChainNameSchema } from '../chains/registry';

const Chain = z.strictObject({ chainName: ChainNameSchema });
const Empty = z.strictObject({});
const Address = z.string().min(1).max(200);

export const DerivedAddressViewSchema = z.strictObject({
  address: z.string(),
  path: z.string(),
  isCustom: z.boolean(),
  active: z.boolean(),
});

/** Extra derived addresses of the current wallet (spec §4 "Derived addresses"). */
export const addressCalls = {
  'addresses.list': {
    input: Chain,
    output: z.strictObject({
      setKey: z.string(),
      isEVMAddressesAdded: z.boolean(),
      /** false for private-key wallets: one key, one address */
      available: z.boolean(),
      addresses: z.array(DerivedAddressViewSchema),
    }),
  },
  'addresses.enable': { input: Empty, output: Empty },
  'addresses.addMore': { input: Chain, output: z.strictObject({ added: z.number().int() }) },
  'addresses.addCustom': {
    input: z.strictObject({ chainName: ChainNameSchema, path: z.string().max(128) }),
    output: z.strictObject({ address: z.string() }),
  },
  'addresses.delete': {
    input: z.strictObject({ chainName: ChainNameSchema, address: Address }),
    output: Empty,
  },
  'addresses.select': {
    input: z.strictObject({ chainName: ChainNameSchema, address: Address }),
    output: Empty,
  },
  /** The counterpart of enable: the shared EVM, Tron and Solana sets keep their first and custom addresses. */
  'addresses.disable': { input: Empty, output: Empty },
  /** Address types a chain offers (bitcoin: native, nested, legacy, taproot); empty elsewhere. */
  'addresses.types': {
    input: Chain,
    output: z.strictObject({
      types: z.array(
        z.strictObject({ scheme: z.string(), label: z.string(), path: z.string(), active: z.boolean() }),
      ),
    }),
  },
  'addresses.setType': {
    input: z.strictObject({ chainName: ChainNameSchema, scheme: z.string().max(32) }),
    output: Empty,
  },
} as const;
