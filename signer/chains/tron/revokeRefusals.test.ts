// A TRC-20 allowance revoke (issue 33) against a hostile main: main builds the raw_data_hex and
// writes the intent, and the real signer entry `signTransfer` must sign only a call to exactly
// the approved token whose call data is exactly approve(spender, 0), moving no TRX or TRC-10,
// and refuse everything else with INTENT_MISMATCH naming the field. Honest transactions come from
// tronweb's own TransactionBuilder; hostile edits go through tronweb's protobuf classes.
import { hex } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { build, editRaw } from '../../../test/tron/offlineTx';
import { phraseKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';
import { APPROVE_SELECTOR } from './checkRevoke';
import { tronSigner } from './derive';

const seed = mnemonicToSeedSync(
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
);
const PATH = "m/44'/195'/0'/0/0";
const at = (i: number) => tronSigner.deriveFromSeed(seed, `m/44'/195'/0'/0/${i}`).address;
const ME = at(0);
const SPENDER = at(5);
const MALLORY = at(2);
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const FAKE_USDT = 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj';
const FEE_LIMIT = 100_000_000;
const walletKeys: Keys = phraseKeys(seed);
type TronIntent = SignIntentOf<'tron'>;

const revoke = (over: Partial<TronIntent> = {}): TronIntent => ({
  family: 'tron',
  kind: 'revokeAllowance',
  chainName: 'tron',
  from: ME,
  to: SPENDER,
  contractAddress: USDT,
  amount: '0',
  feeCap: '101000000',
  ...over,
});

/** approve(spender, amount) on `token`, as tronweb builds it */
const approve = (spender = SPENDER, amount = '0', token = USDT, selector = 'approve(address,uint256)') =>
  build.trc20(ME, token, spender, amount, FEE_LIMIT, selector);

type PbEdit = { serializeBinary(): Uint8Array } & Record<string, (v: unknown) => void>;
/** the TriggerSmartContract value decoded by tronweb's class, edited through its setters */
const editTrigger = (raw: string, edit: (m: PbEdit) => void) =>
  editRaw(raw, (r) => {
    const any = r.getContractList()[0]!.getParameter();
    const cls = (
      globalThis as unknown as Record<string, Record<string, { deserializeBinary(b: Uint8Array): PbEdit }>>
    ).TronWebProto!.TriggerSmartContract!;
    const m = cls.deserializeBinary(any.getValue_asU8());
    edit(m);
    any.setValue(m.serializeBinary());
  });
const withData = (raw: string, data: string) => editTrigger(raw, (m) => m.setData!(hex.decode(data)));
const word = (h: string) => h.padStart(64, '0');

const sign = (unsigned: string, approved: TronIntent) =>
  signTransfer({
    chainName: 'tron',
    network: 'mainnet',
    unsigned,
    intent: approved,
    activePath: PATH,
    keys: walletKeys,
    replacing: null,
    history: () => [],
  });

/** the approve's own call data, read back from tronweb's bytes */
async function honestData(): Promise<string> {
  let data = '';
  editTrigger(await approve(), (m) => {
    data = hex.encode((m as unknown as { getData_asU8(): Uint8Array }).getData_asU8());
  });
  return data;
}

interface Vector {
  name: string;
  input: () => Promise<{ unsigned: string; intent: TronIntent }>;
  field: string;
}

const REVOKE_REFUSALS: readonly Vector[] = [
  {
    name: 'approve for another spender than the one approved',
    input: async () => ({ unsigned: await approve(MALLORY), intent: revoke() }),
    field: 'to',
  },
  {
    name: 'approve(spender, 1): a grant, not a revoke',
    input: async () => ({ unsigned: await approve(SPENDER, '1'), intent: revoke() }),
    field: 'amount',
  },
  {
    name: 'approve(spender, max uint256): an unlimited grant',
    input: async () => ({ unsigned: await approve(SPENDER, (2n ** 256n - 1n).toString()), intent: revoke() }),
    field: 'amount',
  },
  {
    name: 'a bit set only in the amount’s top byte',
    input: async () => {
      const d = await honestData();
      return {
        unsigned: withData(await approve(), `${d.slice(0, 72)}01${'0'.repeat(62)}`),
        intent: revoke(),
      };
    },
    field: 'amount',
  },
  {
    name: 'transfer(spender, 0) instead of approve',
    input: async () => ({
      unsigned: await approve(SPENDER, '0', USDT, 'transfer(address,uint256)'),
      intent: revoke(),
    }),
    field: 'data',
  },
  {
    name: 'increaseAllowance(spender, 0) (same arguments, another function)',
    input: async () => ({
      unsigned: await approve(SPENDER, '0', USDT, 'increaseAllowance(address,uint256)'),
      intent: revoke(),
    }),
    field: 'data',
  },
  {
    name: 'the approve on another token contract',
    input: async () => ({ unsigned: await approve(SPENDER, '0', FAKE_USDT), intent: revoke() }),
    field: 'contractAddress',
  },
  {
    name: 'an intent that names no token contract',
    input: async () => ({ unsigned: await approve(), intent: revoke({ contractAddress: undefined }) }),
    field: 'contractAddress',
  },
  {
    name: 'TRX sent with the call (call_value 1)',
    input: async () => ({
      unsigned: editTrigger(await approve(), (m) => m.setCallValue!(1)),
      intent: revoke(),
    }),
    field: 'call_value',
  },
  {
    name: 'TRC-10 sent with the call (call_token_value 1)',
    input: async () => ({
      unsigned: editTrigger(await approve(), (m) => {
        m.setCallTokenValue!(1);
        m.setTokenId!(1000001);
      }),
      intent: revoke(),
    }),
    field: 'call_value',
  },
  {
    name: 'a TRC-10 amount alone (call_token_value 1, token id 0)',
    input: async () => ({
      unsigned: editTrigger(await approve(), (m) => m.setCallTokenValue!(1)),
      intent: revoke(),
    }),
    field: 'call_value',
  },
  {
    name: 'a TRC-10 token id alone',
    input: async () => ({
      unsigned: editTrigger(await approve(), (m) => m.setTokenId!(1000001)),
      intent: revoke(),
    }),
    field: 'call_value',
  },
  {
    name: 'bytes appended after approve’s arguments',
    input: async () => ({ unsigned: withData(await approve(), `${await honestData()}00`), intent: revoke() }),
    field: 'data',
  },
  {
    name: 'a whole word appended after approve’s arguments',
    input: async () => ({
      unsigned: withData(await approve(), `${await honestData()}${word('1')}`),
      intent: revoke(),
    }),
    field: 'data',
  },
  {
    name: 'the amount word cut off',
    input: async () => ({
      unsigned: withData(await approve(), (await honestData()).slice(0, 72)),
      intent: revoke(),
    }),
    field: 'data',
  },
  {
    name: 'the selector alone',
    input: async () => ({ unsigned: withData(await approve(), APPROVE_SELECTOR), intent: revoke() }),
    field: 'data',
  },
  {
    name: 'a spender word with bits above its 20 bytes (not an address)',
    input: async () => {
      const d = await honestData();
      return { unsigned: withData(await approve(), `${d.slice(0, 8)}01${d.slice(10)}`), intent: revoke() };
    },
    field: 'to',
  },
  {
    name: 'an intent whose amount is not 0',
    input: async () => ({ unsigned: await approve(), intent: revoke({ amount: '1' }) }),
    field: 'amount',
  },
  {
    name: 'a TRX transfer to the spender under a revoke',
    input: async () => ({ unsigned: await build.trx(ME, SPENDER, 1), intent: revoke({ feeCap: '1000000' }) }),
    field: 'contract type',
  },
  {
    name: 'a fee limit over the approved cap',
    input: async () => ({ unsigned: await approve(), intent: revoke({ feeCap: '100000000' }) }),
    field: 'feeCap',
  },
  {
    name: 'the revoke signed for another owner',
    input: async () => ({ unsigned: await approve(), intent: revoke({ from: MALLORY }) }),
    field: 'from',
  },
];

describe('a TRC-20 revoke signs only approve(spender, 0) on the approved token', () => {
  it.each(REVOKE_REFUSALS)('refuses $name ($field)', async ({ input, field }) => {
    const { unsigned, intent } = await input();
    expect(() => sign(unsigned, intent)).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: field }),
    );
  });

  it('signs the honest approve(spender, 0), exactly at its cap; the journal keeps the token', async () => {
    const unsigned = await approve();
    expect((await honestData()).slice(0, 8)).toBe(APPROVE_SELECTOR);
    const burn = (BigInt(unsigned.length / 2) + 67n) * 1000n;
    const signed = sign(unsigned, revoke({ feeCap: String(BigInt(FEE_LIMIT) + burn) }));
    expect(signed.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(signed.fee).toBe(BigInt(FEE_LIMIT) + burn);
    expect(signed.detail).toMatchObject({
      family: 'tron',
      contractType: 'TriggerSmartContract',
      txTo: USDT,
      amount: '0',
    });
    expect(() => sign(unsigned, revoke({ feeCap: String(BigInt(FEE_LIMIT) + burn - 1n) }))).toThrow(
      expect.objectContaining({ message: 'feeCap' }),
    );
  });

  it('a transfer intent still refuses the approve bytes: only the revoke kind signs them', async () => {
    const unsigned = await approve();
    expect(() => sign(unsigned, revoke({ kind: 'transfer', amount: '0', to: SPENDER }))).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'data' }),
    );
  });

  it('a revoke intent refuses the honest transfer(spender, amount) a send would sign', async () => {
    const unsigned = await build.trc20(ME, USDT, SPENDER, '7000000', FEE_LIMIT);
    expect(() => sign(unsigned, revoke())).toThrow(expect.objectContaining({ message: 'data' }));
    expect(sign(unsigned, revoke({ kind: 'transfer', amount: '7000000' })).hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
