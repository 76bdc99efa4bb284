// The rule every body main builds is held to before the signer sees it (issue 37): no native
// asset of a spent input is left out of the outputs, burned, or sent to anyone but the
// recipient of exactly the approved amount. Bodies written with CSL (test/cardano/bodies).
import { describe, expect, it } from 'vitest';
import { bodyHex, cardanoAddressAt, type OutputSpec } from '../../../../test/cardano/bodies';
import type { BlockfrostUtxo } from '../network';
import { assertAssetsKept } from './assetsKept';
import { CSL, withFree } from './csl';

const ME = cardanoAddressAt(0);
const BOB = cardanoAddressAt(1);
const SNEK = `${'27'.repeat(28)}534e454b`;
const USDM = `${'c4'.repeat(28)}5553444d`;
const utxo = (txHash: string, index: number, tokens: BlockfrostUtxo['tokens']): BlockfrostUtxo => ({
  address: ME,
  txHash,
  index,
  lovelace: 5_000_000n,
  tokens,
  scripted: false,
});
const A = utxo('a1'.repeat(32), 0, [{ unit: SNEK, quantity: 1_000n }]);
const B = utxo('b2'.repeat(32), 1, [{ unit: USDM, quantity: 7n }]);
/** not spent by the bodies below: its assets are not the body's to keep */
const C = utxo('c3'.repeat(32), 2, [{ unit: USDM, quantity: 99n }]);

function check(outputs: OutputSpec[], sent = new Map<string, bigint>()) {
  const hexBody = bodyHex({ inputs: [`${A.txHash}#0`, `${B.txHash}#1`], outputs, fee: 170_000n, ttl: 9n });
  withFree((keep) =>
    assertAssetsKept(keep, keep(CSL.TransactionBody.from_hex(hexBody)), [A, B, C], ME, sent),
  );
}

describe('assertAssetsKept', () => {
  it('passes when the change keeps every asset of the spent inputs, less what is sent', () => {
    expect(() =>
      check([
        { address: BOB, lovelace: 2_000_000n },
        {
          address: ME,
          lovelace: 7_830_000n,
          assets: [
            [SNEK, 1_000n],
            [USDM, 7n],
          ],
        },
      ]),
    ).not.toThrow();
    expect(() =>
      check(
        [
          { address: BOB, lovelace: 1_200_000n, assets: [[SNEK, 400n]] },
          {
            address: ME,
            lovelace: 8_630_000n,
            assets: [
              [SNEK, 600n],
              [USDM, 7n],
            ],
          },
        ],
        new Map([[SNEK, 400n]]),
      ),
    ).not.toThrow();
  });

  it('throws when an asset is left out of the change (it would be burned or lost)', () => {
    expect(() =>
      check([
        { address: BOB, lovelace: 2_000_000n },
        { address: ME, lovelace: 7_830_000n, assets: [[SNEK, 1_000n]] },
      ]),
    ).toThrow(`The built transaction does not return the native asset ${USDM} to this address`);
    expect(() =>
      check([
        { address: BOB, lovelace: 2_000_000n },
        {
          address: ME,
          lovelace: 7_830_000n,
          assets: [
            [SNEK, 999n],
            [USDM, 7n],
          ],
        },
      ]),
    ).toThrow(SNEK);
  });

  it('throws when an asset goes to the recipient unapproved, or more of the token than approved', () => {
    expect(() =>
      check([
        { address: BOB, lovelace: 2_000_000n, assets: [[USDM, 7n]] },
        { address: ME, lovelace: 7_830_000n, assets: [[SNEK, 1_000n]] },
      ]),
    ).toThrow(USDM);
    expect(() =>
      check(
        [
          { address: BOB, lovelace: 1_200_000n, assets: [[SNEK, 401n]] },
          {
            address: ME,
            lovelace: 8_630_000n,
            assets: [
              [SNEK, 599n],
              [USDM, 7n],
            ],
          },
        ],
        new Map([[SNEK, 400n]]),
      ),
    ).toThrow(SNEK);
  });

  it('throws when the change holds an asset the inputs did not (an unspent UTXO’s)', () => {
    expect(() =>
      check([
        { address: BOB, lovelace: 2_000_000n },
        {
          address: ME,
          lovelace: 7_830_000n,
          assets: [
            [SNEK, 1_000n],
            [USDM, 106n],
          ],
        },
      ]),
    ).toThrow(USDM);
  });
});
