import { getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { checkRemovals, type RemovalFacts } from './checkRemovals';
import type { RevokeToSimulate } from './simulateRevoke';

const OWNER = getAddress('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
const SPENDER = getAddress('0x000000000000000000000000000000000005be11');
const TOKEN = getAddress('0x5FbDB2315678afecb367f032d93F642f64180aa3');
const OTHER = getAddress('0x00000000000000000000000000000000000b0b0b');
const tx = { from: OWNER, to: TOKEN, value: 0n, data: '0x' };
const revoke: RevokeToSimulate = { kind: 'allowance', asset: TOKEN, spender: SPENDER, tx };
const honest: RemovalFacts = {
  removals: [{ kind: 'allowance', asset: TOKEN, spender: SPENDER }],
  flows: { flows: [], grants: [] },
  after: 0n,
};
const words = {
  name: (a: string) => (a === TOKEN ? 'TUSD' : 'OTHER'),
  amount: (a: string, n: bigint, id: bigint | null) =>
    `${n} ${a === TOKEN ? 'TUSD' : 'OTHER'}${id === null ? '' : ` #${id}`}`,
};

describe('checkRemovals', () => {
  it('an honest revoke agrees; an unreadable allowance is not a difference', () => {
    expect(checkRemovals(revoke, honest, words)).toEqual([]);
    expect(checkRemovals(revoke, { ...honest, after: null }, words)).toEqual([]);
  });

  const cases: { name: string; r?: RevokeToSimulate; f: Partial<RemovalFacts>; expect: string[] }[] = [
    { name: 'nothing removed', f: { removals: [] }, expect: [`it does not remove TUSD to ${SPENDER}`] },
    {
      name: 'another spender removed',
      f: { removals: [{ kind: 'allowance', asset: TOKEN, spender: OTHER }] },
      expect: [
        `it does not remove TUSD to ${SPENDER}`,
        `it also removes TUSD to ${OTHER}, which you did not choose`,
      ],
    },
    {
      name: 'another token removed',
      f: { removals: [...honest.removals, { kind: 'allowance', asset: OTHER, spender: SPENDER }] },
      expect: [`it also removes OTHER to ${SPENDER}, which you did not choose`],
    },
    {
      name: 'the operator kind where an allowance was chosen',
      f: { removals: [{ kind: 'operator', asset: TOKEN, spender: SPENDER }] },
      expect: [
        `it does not remove TUSD to ${SPENDER}`,
        `it also removes TUSD to ${SPENDER}, which you did not choose`,
      ],
    },
    { name: 'allowance left', f: { after: 5n }, expect: [`${SPENDER} may still spend 5 TUSD after it`] },
    {
      name: 'unlimited left',
      f: { after: 2n ** 255n },
      expect: [`${SPENDER} may still spend an unlimited amount of TUSD after it`],
    },
    {
      name: 'operator left',
      r: { ...revoke, kind: 'operator' },
      f: { removals: [{ kind: 'operator', asset: TOKEN, spender: SPENDER }], after: 1n },
      expect: [`${SPENDER} stays an operator of TUSD after it`],
    },
    {
      name: 'tokens leave',
      f: { flows: { flows: [{ standard: 'erc20', asset: TOKEN, tokenId: null, delta: -100n }], grants: [] } },
      expect: ['it sends 100 TUSD'],
    },
    {
      name: 'an item arrives',
      f: { flows: { flows: [{ standard: 'erc721', asset: OTHER, tokenId: 7n, delta: 1n }], grants: [] } },
      expect: ['it receives 1 OTHER #7'],
    },
    {
      name: 'a permission given',
      f: {
        flows: {
          flows: [],
          grants: [
            { kind: 'approve', asset: OTHER, owner: OWNER, spender: OTHER, amount: 1n, tokenId: null },
          ],
        },
      },
      expect: [`it gives ${OTHER} a permission over OTHER`],
    },
    {
      name: 'a clearing of an account that delegates nowhere',
      r: { ...revoke, kind: 'delegation', asset: OWNER, spender: OWNER },
      f: { removals: [], delegatedTo: null },
      expect: ['your account delegates to no code: there is nothing to clear'],
    },
  ];
  for (const c of cases)
    it(`refuses: ${c.name}`, () => {
      expect(checkRemovals(c.r ?? revoke, { ...honest, ...c.f }, words)).toEqual(c.expect);
    });

  it('a clearing of a delegated account that moves nothing agrees', () => {
    const r: RevokeToSimulate = { ...revoke, kind: 'delegation', asset: OWNER, spender: OWNER };
    expect(checkRemovals(r, { ...honest, removals: [], after: null, delegatedTo: OTHER }, words)).toEqual([]);
  });
});
