import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../chains/families';
import { TX_KINDS } from '../../contract/txKinds';
import type { Family } from '../../chains/families';
import type { TxKind } from '../../contract/txKinds';
import { SignIntentSchema } from '.';

/** The kinds `family`'s intent schema lets through, read off the union itself. */
function intentKindsOf(family: Family): readonly TxKind[] {
  const schema = SignIntentSchema.options.find((o) => o.shape.family.value === family);
  if (!schema) throw new Error(`no intent schema for ${family}`);
  return schema.shape.kind.options;
}

// The smallest intent each family's schema takes, but for its kind: enough to see which kinds pass.
const base = { chainName: 'x', to: 'y', amount: '1', feeCap: '1' };

describe("each family's intent kinds, declared as data", () => {
  it('every family signs transfers, and only EVM and UTXO replace one', () => {
    for (const f of FAMILIES) {
      expect(intentKindsOf(f)).toContain('transfer');
      expect(intentKindsOf(f).includes('speedUp')).toBe(f === 'evm' || f === 'utxo');
    }
    expect(intentKindsOf('stellar')).toEqual(['transfer', 'trust', 'untrust', 'sellDeposit']);
    expect(intentKindsOf('solana')).toEqual([
      'transfer',
      'stake',
      'unstake',
      'withdraw',
      'revokeDelegate',
      'nftTransfer',
    ]);
  });

  it("the protocol schema refuses a kind the intent's family does not declare", () => {
    for (const family of FAMILIES)
      for (const kind of TX_KINDS) {
        const r = SignIntentSchema.safeParse({ ...base, family, kind });
        const kindIssue = r.success ? false : r.error.issues.some((i) => i.path[0] === 'kind');
        expect(kindIssue, `${family} ${kind}`).toBe(!intentKindsOf(family).includes(kind));
      }
  });
});
