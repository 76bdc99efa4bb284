import { undeclaredFields, undeclaredFieldsText } from '../../../../shared/chains/evm/typedDataFields';
import { AppError } from '../../../../shared/errors';
import { typedOrder } from './typedDataOrders';

export interface TypedDataView {
  primaryType: string;
  domain: unknown;
  message: unknown;
  warning: string | null;
  /** set when the wallet will not sign it (fields the types do not declare): the modal only closes */
  refusal: string | null;
  /** a Seaport or Permit2 batch order: what the user gives and gets */
  order: { give: string[]; get: string[] } | null;
}

/** said of a domain without chainId: a signature any chain's contract at that address accepts */
export const EVERY_CHAIN_WARNING =
  'This signature is valid on every chain: its domain names no chainId, so a contract on any network can use it.';

const PERMIT_TYPE = /permit/i;

/**
 * The typed data as the modal shows it, parsed from the exact JSON the signer will hash, and
 * a warning when signing it grants a spender rights: EIP-2612 Permit, Uniswap's Permit2
 * (PermitSingle, PermitBatch, PermitTransferFrom…) or an off-chain setApprovalForAll; Seaport
 * and Permit2 batch orders decoded into what is given and got; a domain without chainId
 * warned as valid on every chain; message fields its types do not declare refused (the
 * signer refuses them too: they would be shown but not signed).
 */
export function typedDataView(json: string): TypedDataView {
  let v: {
    primaryType?: unknown;
    domain?: { name?: unknown; chainId?: unknown };
    message?: unknown;
    types?: Record<string, unknown>;
  };
  try {
    v = JSON.parse(json) as typeof v;
  } catch {
    throw new AppError('BAD_INPUT', 'The dapp sent typed data that is not JSON');
  }
  const primaryType = typeof v.primaryType === 'string' ? v.primaryType : '';
  const typeNames = Object.keys(v.types ?? {});
  let warning: string | null = null;
  if (
    v.domain?.name === 'Permit2' ||
    /^Permit(Single|Batch|TransferFrom|BatchTransferFrom|WitnessTransferFrom)/.test(primaryType)
  )
    warning =
      "Permit2: signing lets the spender move your tokens through Uniswap's Permit2 contract without another approval.";
  else if (PERMIT_TYPE.test(primaryType))
    warning = 'Permit: signing lets the spender move your tokens without another approval from you.';
  else if (typeNames.some((t) => /approvalforall/i.test(t)) || /approvalforall/i.test(json))
    warning = 'setApprovalForAll: signing lets the operator move all your NFTs of this collection.';
  const order = typedOrder(v.domain?.name, primaryType, v.message);
  if (order) warning = order.warning;
  if (v.domain && typeof v.domain === 'object' && v.domain.chainId === undefined)
    warning = warning ? `${warning} ${EVERY_CHAIN_WARNING}` : EVERY_CHAIN_WARNING;
  const types = Object.fromEntries(Object.entries(v.types ?? {}).filter(([k]) => k !== 'EIP712Domain'));
  const extra = undeclaredFields(types, primaryType, v.message);
  return {
    primaryType,
    domain: v.domain ?? null,
    message: v.message ?? null,
    warning,
    refusal: extra.length ? undeclaredFieldsText(extra) : null,
    order: order && { give: order.give, get: order.get },
  };
}
