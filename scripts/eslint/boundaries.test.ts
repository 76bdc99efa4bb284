import { describe, expect, it } from 'vitest';
import { checkImport } from './boundaries.js';

const root = '/repo';
const f = (p: string) => `${root}/${p}`;

describe('process import boundaries', () => {
  it('lets every process import shared/', () => {
    for (const p of ['main', 'signer', 'renderer', 'shared'])
      expect(checkImport(f(`${p}/a/b.ts`), '../../shared/x', root)).toBeNull();
  });
  it('refuses renderer → main and renderer → signer however the path is spelled', () => {
    expect(checkImport(f('renderer/a/b.tsx'), '../../main/services/x', root)).toMatch(
      /renderer\/ may not import from main/,
    );
    expect(checkImport(f('renderer/b.tsx'), '../signer/vault', root)).toMatch(/from signer/);
  });
  it('refuses main → signer and signer → main', () => {
    expect(checkImport(f('main/a.ts'), '../signer/x', root)).toMatch(/main\/ may not import from signer/);
    expect(checkImport(f('signer/a.ts'), '../main/x', root)).toMatch(/signer\/ may not import from main/);
  });
  it('refuses shared → anything of ours but shared', () => {
    expect(checkImport(f('shared/a.ts'), '../main/x', root)).toMatch(/shared\/ may not import from main/);
  });
  it('keeps the signer off the network', () => {
    expect(checkImport(f('signer/a.ts'), 'node:https', root)).toMatch(/no network/);
    expect(checkImport(f('signer/a.ts'), 'ws', root)).toMatch(/no network/);
    expect(checkImport(f('signer/a.ts'), 'node:fs', root)).toBeNull();
  });
  it('keeps Node and electron out of renderer and shared', () => {
    expect(checkImport(f('renderer/a.tsx'), 'node:fs', root)).toMatch(/without Node/);
    expect(checkImport(f('shared/a.ts'), 'crypto', root)).toMatch(/without Node/);
    expect(checkImport(f('renderer/a.tsx'), 'electron', root)).toMatch(/only main/);
    expect(checkImport(f('main/electron/a.ts'), 'electron', root)).toBeNull();
  });
  it('lets tests, and only tests, use the test/ helpers', () => {
    expect(checkImport(f('main/a.test.ts'), '../test/signerProcess', root)).toBeNull();
    expect(checkImport(f('main/a.ts'), '../test/signerProcess', root)).toMatch(/outside the process folders/);
  });
  it('keeps test-only files (fixtures/, testing/, *.fixture.ts) out of production code', () => {
    expect(checkImport(f('main/prices/a.ts'), './fixtures/coingeckoServer', root)).toMatch(/test-only/);
    expect(checkImport(f('renderer/a/b.tsx'), '../testing/fakeDom', root)).toMatch(/test-only/);
    expect(checkImport(f('main/electron/a.ts'), './utilityShim.fixture', root)).toMatch(/test-only/);
    expect(checkImport(f('main/prices/a.test.ts'), './fixtures/coingeckoServer', root)).toBeNull();
    expect(checkImport(f('main/prices/fixtures/a.ts'), './marketChartRoute', root)).toBeNull();
  });
  it('ignores files outside the process folders', () => {
    expect(checkImport(f('e2e/a.ts'), '../main/x', root)).toBeNull();
  });
});

describe('layers inside main/', () => {
  it("lets only a family's logic/ (its network/, its descriptor and tests) import its network/", () => {
    expect(checkImport(f('main/chains/evm/logic/getBalances.ts'), '../network', root)).toBeNull();
    expect(checkImport(f('main/chains/evm/logic/getBalances.ts'), '../network/rpc', root)).toBeNull();
    expect(checkImport(f('main/chains/evm/network/feeData.ts'), './explorers', root)).toBeNull();
    expect(checkImport(f('main/chains/evm/network/index.ts'), './rpc', root)).toBeNull();
    expect(checkImport(f('main/chains/evm/index.ts'), './network/index.ts', root)).toBeNull();
    expect(checkImport(f('main/chains/evm/network/rpc.test.ts'), './rpc', root)).toBeNull();
    expect(checkImport(f('main/chains/evm/walletFamily.integ.test.ts'), './network/rpc', root)).toBeNull();
  });
  it('refuses network/ to the rest of the family, other families and the rest of main', () => {
    const why = /main\/chains\/evm\/network\/ may be imported only from main\/chains\/evm\/logic\//;
    expect(checkImport(f('main/chains/evm/walletFamily.ts'), './network', root)).toMatch(why);
    expect(checkImport(f('main/chains/evm/pendingEntry.ts'), './network/rpc.ts', root)).toMatch(why);
    expect(checkImport(f('main/chains/utxo/logic/x.ts'), '../../evm/network/rpc', root)).toMatch(why);
    expect(checkImport(f('main/services/a.ts'), '../chains/evm/network', root)).toMatch(/network/);
    expect(checkImport(f('main/app/createApp.ts'), '../chains/utxo/network/esplora', root)).toMatch(
      /utxo\/network\/ may be imported only/,
    );
  });
  it('lets services see chain families only through family.ts and the type files', () => {
    expect(checkImport(f('main/services/t/s.ts'), '../../chains/family', root)).toBeNull();
    expect(checkImport(f('main/services/t/s.ts'), '../../chains/types.ts', root)).toBeNull();
    expect(checkImport(f('main/services/t/s.ts'), '../../chains/descriptor', root)).toBeNull();
    const why = /main\/services\/ may import from main\/chains\/ only/;
    expect(checkImport(f('main/services/t/s.ts'), '../../chains/evm/walletFamily', root)).toMatch(why);
    expect(checkImport(f('main/services/t/s.ts'), '../../chains/evm', root)).toMatch(why);
    expect(checkImport(f('main/services/t/s.ts'), '../../chains/families', root)).toMatch(why);
    expect(
      checkImport(f('main/services/t/s.integ.test.ts'), '../../chains/evm/walletFamily', root),
    ).toBeNull();
    expect(checkImport(f('main/app/createApp.ts'), '../chains/families', root)).toBeNull();
  });
  it('lets WalletConnect reach a chain family only through its index', () => {
    const ns = f('main/walletconnect/namespaces/eip155/chains.ts');
    expect(checkImport(ns, '../../../chains/evm', root)).toBeNull();
    expect(checkImport(ns, '../../../chains/evm/index', root)).toBeNull();
    expect(checkImport(ns, '../../../chains/descriptor', root)).toBeNull();
    expect(checkImport(f('main/walletconnect/a.ts'), '../chains/families', root)).toBeNull();
    const why = /main\/walletconnect\/ reaches a chain family only through its index \(main\/chains\/evm\)/;
    expect(checkImport(ns, '../../../chains/evm/familyConfig', root)).toMatch(why);
    expect(checkImport(f('main/walletconnect/a.ts'), '../chains/evm/localEndpoints.ts', root)).toMatch(why);
    expect(checkImport(f('main/walletconnect/a.ts'), '../chains/evm/logic/getBalance', root)).toMatch(why);
    expect(
      checkImport(f('main/walletconnect/a.integ.test.ts'), '../chains/evm/familyConfig', root),
    ).toBeNull();
  });
});
