import { AppError } from '../../../../shared/errors';

export interface TypedDataView {
  primaryType: string;
  domain: unknown;
  message: unknown;
  warning: string | null;
}

const PERMIT_TYPE = /permit/i;

/**
 * The typed data as the modal shows it, parsed from the exact JSON the signer will hash, and
 * a warning when signing it grants a spender rights: EIP-2612 Permit, Uniswap's Permit2
 * (PermitSingle, PermitBatch, PermitTransferFrom…) or an off-chain setApprovalForAll.
 */
export function typedDataView(json: string): TypedDataView {
  let v: {
    primaryType?: unknown;
    domain?: { name?: unknown };
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
  return { primaryType, domain: v.domain ?? null, message: v.message ?? null, warning };
}
