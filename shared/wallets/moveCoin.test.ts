import { describe, expect, it } from 'vitest';
import { addWallet } from './addWallet';
import { moveCoin } from './moveCoin';
import { emptyWalletsState } from './types';

const phrase = addWallet(emptyWalletsState(), { kind: 'phrase', origin: 'created' }).wallet;
const tronKey = addWallet(emptyWalletsState(), { kind: 'privateKey', chainName: 'tron' }).wallet;
const firstThree = (coins: { chainName: string }[]) => coins.slice(0, 3).map((c) => c.chainName);

describe('moveCoin', () => {
  it('moves a coin one step up or down, keeping the selection by id', () => {
    expect(firstThree(moveCoin(phrase, 1, 'up').coins)).toEqual([
      'ethereum',
      'bitcoin',
      'binance_smart_chain',
    ]);
    const down = moveCoin(phrase, 0, 'down');
    expect(firstThree(down.coins)).toEqual(['ethereum', 'bitcoin', 'binance_smart_chain']);
    expect(down.selectedCoinId).toBe('bitcoin:native');
  });

  it('needs more than one coin and a valid index; otherwise nothing changes', () => {
    expect(moveCoin(tronKey, 0, 'down')).toBe(tronKey);
    for (const bad of [-1, phrase.coins.length, 0.5]) expect(moveCoin(phrase, bad, 'down')).toBe(phrase);
    expect(moveCoin(phrase, 0, 'up')).toBe(phrase);
    expect(moveCoin(phrase, phrase.coins.length - 1, 'down')).toBe(phrase);
  });
});

describe('moveCoin past hidden coins', () => {
  it('steps over coins the user does not see', () => {
    const w0 = addWallet(emptyWalletsState(), { kind: 'phrase', origin: 'created' }).wallet;
    const w = { ...w0, coins: w0.coins.map((c, i) => (i === 1 ? { ...c, isInWallet: false } : c)) };
    const ids = w.coins.map((c) => c.id);
    const moved = moveCoin(w, 2, 'up');
    expect(moved.coins.map((c) => c.id).slice(0, 3)).toEqual([ids[2], ids[1], ids[0]]);
    // a hidden coin itself does not move
    expect(moveCoin(w, 1, 'down')).toBe(w);
  });
});
