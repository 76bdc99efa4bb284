// Signer tests call the family signers synchronously (signing.ts, session), as the signer does
// once its handlers have loaded the family (signer/chains/registry.ts): load them first.
// In beforeAll, after the test file's imports, so its vi.mock()s apply to the families too; a
// file that signs while its suite is collected loads them itself (loadAllSigning).
// A test inside one family's folder loads only that family: the others' libraries (tronweb,
// the Hedera SDK, Cardano's wasm…) cost seconds per file, and per mutant under Stryker.
import { beforeAll, expect } from 'vitest';
import { FAMILIES, type Family } from '../shared/chains/families';

const familyOf = (path: string): Family | undefined => {
  const m = /[\\/]signer[\\/]chains[\\/]([a-z]+)[\\/]/.exec(path);
  return FAMILIES.find((f) => f === m?.[1]);
};

beforeAll(async () => {
  const path = expect.getState().testPath ?? '';
  if (!/[\\/]signer[\\/]/.test(path)) return;
  const { loadAllSigning, loadFamilySigning } = await import('../signer/chains/registry');
  const family = familyOf(path);
  await (family ? loadFamilySigning(family) : loadAllSigning());
});
