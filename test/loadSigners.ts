// Signer tests call the family signers synchronously (signing.ts, session), as the signer does
// once its handlers have loaded the family (signer/chains/registry.ts): load them all first.
// In beforeAll, after the test file's imports, so its vi.mock()s apply to the families too; a
// file that signs while its suite is collected loads them itself (loadAllSigning).
import { beforeAll, expect } from 'vitest';

beforeAll(async () => {
  if (!/[\\/]signer[\\/]/.test(expect.getState().testPath ?? '')) return;
  const { loadAllSigning } = await import('../signer/chains/registry');
  await loadAllSigning();
});
