import type { PermissionRow, RevokeTarget } from '../../../shared/contract/permissions';

/** One key per permission: its chain, kind, asset and spender (what a revoke names). */
export const keyOfTarget = (t: RevokeTarget): string => `${t.chainName}|${t.kind}|${t.asset}|${t.spender}`;

export const keyOfRow = (r: PermissionRow): string =>
  `${r.chainName}|${r.kind}|${r.asset.address}|${r.spender}`;
