import { describe, expect, it } from 'vitest';
import { testWallet } from '../../../../test/utxo/testWallet';
import { addressDeriver, type DerivedAddress } from './account';
import { deriveAhead } from './deriveAhead';

const derive = addressDeriver('litecoin', 'regtest', testWallet().account('p2wpkh'));
const idle = () => new Promise((r) => setImmediate(r));

function counted() {
  const asked: number[] = [];
  const d = (i: number): DerivedAddress => {
    asked.push(i);
    return derive(0, i);
  };
  return { asked, d };
}

describe('deriveAhead', () => {
  it('hands out what deriving on demand gives, each index derived once', async () => {
    const { asked, d } = counted();
    const ahead = deriveAhead(d);
    ahead.reach(30);
    const early = [0, 1, 2].map((i) => ahead.at(i)); // before any idle turn: derived on demand
    for (let n = 0; n < 10; n++) await idle();
    const rest = Array.from({ length: 27 }, (_, i) => ahead.at(i + 3));
    expect([...early, ...rest].map((a) => a.address)).toEqual(
      Array.from({ length: 30 }, (_, i) => derive(0, i).address),
    );
    expect([...asked].sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it('derives ahead only on idle turns, a slice at a time, and not past what it was asked to reach', async () => {
    const { asked, d } = counted();
    const ahead = deriveAhead(d);
    ahead.reach(20);
    expect(asked).toEqual([]);
    await idle();
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.length).toBeLessThan(20);
    for (let n = 0; n < 10; n++) await idle();
    expect(asked).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('derives nothing more once stopped', async () => {
    const { asked, d } = counted();
    const ahead = deriveAhead(d);
    ahead.reach(50);
    await idle();
    const before = asked.length;
    ahead.stop();
    for (let n = 0; n < 10; n++) await idle();
    expect(asked.length).toBe(before);
    expect(before).toBeLessThan(50);
  });
});
