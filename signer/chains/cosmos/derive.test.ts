import { Secp256k1HdWallet, Secp256k1Wallet } from '@cosmjs/amino';
import { stringToPath } from '@cosmjs/crypto';
import { hex } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import { cosmosSigner } from './index';

const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(MNEMONIC);

async function cosmjs(path: string, prefix: string): Promise<{ address: string; publicKey: string }> {
  const wallet = await Secp256k1HdWallet.fromMnemonic(MNEMONIC, { hdPaths: [stringToPath(path)], prefix });
  const [account] = await wallet.getAccounts();
  return { address: account!.address, publicKey: hex.encode(account!.pubkey) };
}

describe('cosmosSigner against @cosmjs/amino', () => {
  for (const [chain, prefix, coin] of [
    ['cosmos', 'cosmos', 118],
    ['thorchain', 'thor', 931],
  ] as const) {
    it(`${chain}: indexes 0 and 1 and a custom path`, async () => {
      const accounts = [
        ...cosmosSigner.deriveBatch(seed, chain, 0, 2),
        cosmosSigner.deriveFromSeed(seed, `m/44'/${coin}'/2'/0/9`, { chain }),
      ];
      expect(accounts[1]?.path).toBe(`m/44'/${coin}'/0'/0/1`);
      for (const a of accounts)
        expect({ address: a.address, publicKey: a.publicKey }).toEqual(await cosmjs(a.path, prefix));
    });

    it(`${chain}: addressFromPrivateKey equals Secp256k1Wallet.fromKey`, async () => {
      const key = HDKey.fromMasterSeed(seed).derive(`m/44'/${coin}'/0'/0/3`).privateKey!;
      const [account] = await (await Secp256k1Wallet.fromKey(key, prefix)).getAccounts();
      expect(cosmosSigner.addressFromPrivateKey(hex.encode(key), { chain }).address).toBe(account!.address);
    });
  }

  it('needs the chain, and refuses chains of other families', () => {
    expect(() => cosmosSigner.deriveFromSeed(seed, "m/44'/118'/0'/0/0")).toThrow(/chain is required/);
    expect(() => cosmosSigner.deriveBatch(seed, 'ethereum', 0, 1)).toThrow('Unsupported chain');
  });
});
