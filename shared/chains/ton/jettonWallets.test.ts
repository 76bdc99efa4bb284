import { JettonWallet } from '@ton-community/assets-sdk/dist/jetton/JettonWallet';
import { Address, beginCell, Cell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { jettonCodeHash, jettonWalletInit, jettonWalletKind, KNOWN_JETTON_WALLETS } from './jettonWallets';

const OWNER = Address.parse('UQDYzZmfsrGzhObKJUw4gzdeIxEai3jAFbiGKGwxvxHinf4K');
const USDT = Address.parse('EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs');
const library = (hash: string) =>
  new Cell({
    exotic: true,
    bits: beginCell().storeUint(2, 8).storeBuffer(Buffer.from(hash, 'hex')).endCell().bits,
    refs: [],
  });

describe('jetton wallets main and the signer can compute', () => {
  it('the TEP-74 wallet lands where assets-sdk’s own JettonWallet computes it', () => {
    const mine = jettonWalletInit(JettonWallet.code, OWNER, USDT)!;
    const theirs = JettonWallet.createFromConfig({ owner: OWNER, jettonMaster: USDT });
    expect(mine.address.equals(theirs.address)).toBe(true);
    expect(mine.data.equals(theirs.init!.data!)).toBe(true);
  });

  it('names the code by its hash, or by the hash a library cell points to', () => {
    const tep74 = JettonWallet.code.hash().toString('hex');
    expect(jettonCodeHash(JettonWallet.code)).toBe(tep74);
    expect(jettonCodeHash(library(tep74))).toBe(tep74);
    expect(jettonWalletKind(library(tep74))).toBe(KNOWN_JETTON_WALLETS.get(tep74));
  });

  it('writes the stablecoin wallet’s storage: status 0, balance 0, owner, master, no code ref', () => {
    const stable = '8f452d7a4dfd74066b682365177259ed05734435be76b5fd4bd5d8af2b7c3d68';
    const init = jettonWalletInit(library(stable), OWNER, USDT)!;
    const s = init.data.beginParse();
    expect(s.loadUint(4)).toBe(0);
    expect(s.loadCoins()).toBe(0n);
    expect(s.loadAddress().equals(OWNER)).toBe(true);
    expect(s.loadAddress().equals(USDT)).toBe(true);
    expect(s.remainingBits + s.remainingRefs).toBe(0);
  });

  it('knows no other code: another ordinary cell, a library of another hash, another exotic cell', () => {
    expect(jettonWalletInit(beginCell().storeUint(1, 8).endCell(), OWNER, USDT)).toBeNull();
    expect(jettonWalletKind(library('00'.repeat(32)))).toBeNull();
    // a pruned branch (type 1, level 1) carrying the TEP-74 hash: it is no code to run
    const pruned = new Cell({
      exotic: true,
      bits: beginCell()
        .storeUint(1, 8)
        .storeUint(1, 8)
        .storeBuffer(JettonWallet.code.hash())
        .storeUint(0, 16)
        .endCell().bits,
      refs: [],
    });
    expect(jettonCodeHash(pruned)).toBeNull();
    expect(jettonWalletInit(pruned, OWNER, USDT)).toBeNull();
  });
});
