/**
 * What a chain family offers the permissions page (issue 33): the grants that let someone else
 * move the wallet's assets on one chain, and the transactions that revoke them. The service
 * holds one per family (WalletFamily.permissions) and never asks which chain it is. Declared
 * in main/chains/family.ts with the rest of what services see of a family.
 */
export type { FamilyPermissions, PermissionGrant } from '../chains/family';
