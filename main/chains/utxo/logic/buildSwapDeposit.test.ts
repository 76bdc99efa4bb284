import { describe, expect, it } from 'vitest';
import { testCtx } from '../../../../test/utxo/ctx';
import { testWallet } from '../../../../test/utxo/testWallet';
import { buildSwapDeposit } from './buildSwapDeposit';
import { buildTransfer } from './buildTransfer';

const ctx = testCtx([]);
const account = testWallet().account('p2wpkh');
const base = {
  account,
  depositAddress: 'rltc1qw508d6qejxtdg4y5r3zarvary0c5xw7k693xs3',
  amount: 1_000_000n,
  feeRate: 10n,
};

// the refusals come before any provider is asked: this ctx has none, so reaching one would fail otherwise
describe('buildSwapDeposit', () => {
  it('refuses a memo longer than an OP_RETURN output carries, or none', async () => {
    const rule = { code: 'RULE', message: 'The swap memo must be 1 to 80 bytes on this chain' };
    await expect(
      buildSwapDeposit(ctx, { ...base, memo: `=:ETH.ETH:${'a'.repeat(71)}` }),
    ).rejects.toMatchObject(rule);
    await expect(buildSwapDeposit(ctx, { ...base, memo: '' })).rejects.toMatchObject(rule);
  });

  it('an 80-byte memo gets past the length rule to the chain', async () => {
    await expect(
      buildSwapDeposit(ctx, { ...base, memo: `=:ETH.ETH:${'a'.repeat(70)}` }),
    ).rejects.not.toMatchObject({
      code: 'RULE',
    });
  });

  it('a memo output does not go with send-all', async () => {
    await expect(
      buildTransfer(ctx, {
        ...base,
        to: base.depositAddress,
        sendAll: true,
        opReturn: new Uint8Array([0x6a]),
      }),
    ).rejects.toMatchObject({ code: 'BAD_INPUT', message: 'A memo output cannot go with send-all' });
  });
});
