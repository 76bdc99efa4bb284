// The attacks each Tron signer check stops, as data: a hostile node (or main) builds the
// raw_data_hex and writes the intent, and the real signer entry `signTransfer` must refuse with
// INTENT_MISMATCH naming the field. Honest transactions are built offline by tronweb's own
// TransactionBuilder; hostile edits go through tronweb's protobuf classes (test/tron/offlineTx).
// Every vector is built inside its test so the mutation run sees which vector reaches which check.
import { hex } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it, vi } from 'vitest';
import type { SignIntentOf } from '../../../shared/signer/protocol';
import { build, editRaw, newAuthority, utf8Hex } from '../../../test/tron/offlineTx';
import { phraseKeys } from '../keys/walletKeys';
import { signTransfer, type Keys } from '../signing';
import { MAX_EXPIRATION_AHEAD_MS } from './checkIntent';
import { tronSigner } from './derive';
import { signTron } from './transferSigner';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(PHRASE);
const PATH = "m/44'/195'/0'/0/0";
const at = (i: number) => tronSigner.deriveFromSeed(seed, `m/44'/195'/0'/0/${i}`).address;
const ME = at(0);
const BOB = at(1);
const MALLORY = at(2);
const SR1 = at(3);
const SR2 = at(4);
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const FAKE_USDT = 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj';
const walletKeys: Keys = phraseKeys(seed);
type TronIntent = SignIntentOf<'tron'>;

const intent = (over: Partial<TronIntent> = {}): TronIntent => ({
  family: 'tron',
  kind: 'transfer',
  chainName: 'tron',
  from: ME,
  to: BOB,
  amount: '5000000',
  feeCap: '1100000',
  ...over,
});
const tokenIntent = (over: Partial<TronIntent> = {}) =>
  intent({ contractAddress: USDT, amount: '7000000', feeCap: '1001000000', ...over });
const stakeIntent = (over: Partial<TronIntent> = {}) =>
  intent({ kind: 'stake', to: ME, amount: '100000000', resource: 'ENERGY', feeCap: '1000000', ...over });
const voteIntent = (over: Partial<TronIntent> = {}) =>
  intent({
    kind: 'vote',
    to: ME,
    amount: '0',
    feeCap: '1000000',
    votes: [
      { address: SR1, count: 60 },
      { address: SR2, count: 40 },
    ],
    ...over,
  });

const trx = () => build.trx(ME, BOB, 5_000_000);
const trc20 = () => build.trc20(ME, USDT, BOB, '7000000');
const freeze = () => build.freeze(ME, 100_000_000, 'ENERGY');
const vote = () => build.vote(ME, { [SR1]: 60, [SR2]: 40 });
/** protobuf varint of `n`, for amounts tronweb's builder will not write */
function varint(n: bigint): string {
  let out = '';
  for (; n >= 0x80n; n >>= 7n) out += (Number(n & 0x7fn) | 0x80).toString(16).padStart(2, '0');
  return out + Number(n).toString(16).padStart(2, '0');
}
/** TransferContract value with its amount (field 3, last) replaced; built with amount 1 ('1801'). */
const withAmount = (raw: string, amount: bigint) =>
  editRaw(raw, (r) => {
    const any = r.getContractList()[0]!.getParameter();
    any.setValue(hex.decode(hex.encode(any.getValue_asU8()).replace(/1801$/, `18${varint(amount)}`)));
  });
/** every byte and one signature at 1000 sun: what a transaction can burn without a fee limit */
const burnOf = (raw: string) => (BigInt(raw.length / 2) + 67n) * 1000n;
/** a field number tronweb's definitions do not have (20, varint 1) */
const UNKNOWN_FIELD = 'a00101';
/** the contract's value appended with UNKNOWN_FIELD: the signer's own class would drop it */
const withUnknownField = (raw: string) =>
  editRaw(raw, (r) => {
    const any = r.getContractList()[0]!.getParameter();
    any.setValue(hex.decode(hex.encode(any.getValue_asU8()) + UNKNOWN_FIELD));
  });
type PbEdit = { serializeBinary(): Uint8Array } & Record<string, (v: number) => void>;
/**
 * The contract's value decoded by tronweb's class `type`, edited through its setters and written
 * back: an int64 set to -1 is the ten-byte varint a hostile node can write, canonical as it is.
 */
const editContract = (raw: string, type: string, edit: (m: PbEdit) => void) =>
  editRaw(raw, (r) => {
    const any = r.getContractList()[0]!.getParameter();
    const cls = (
      globalThis as unknown as Record<string, Record<string, { deserializeBinary(b: Uint8Array): PbEdit }>>
    ).TronWebProto![type]!;
    const m = cls.deserializeBinary(any.getValue_asU8());
    edit(m);
    any.setValue(m.serializeBinary());
  });

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

interface RefusalVector {
  name: string;
  input: () => Promise<{ unsigned: string; intent: TronIntent }>;
  field: string;
}

const TRON_REFUSALS: readonly RefusalVector[] = [
  // ── a TRX transfer held to the approved one
  {
    name: 'pays another recipient',
    input: async () => ({ unsigned: await build.trx(ME, MALLORY, 5_000_000), intent: intent() }),
    field: 'to',
  },
  {
    name: 'sends another amount',
    input: async () => ({ unsigned: await build.trx(ME, BOB, 5_000_001), intent: intent() }),
    field: 'amount',
  },
  {
    name: 'moves a foreign owner’s TRX (the key would sign for an account it does not own)',
    input: async () => ({ unsigned: await build.trx(MALLORY, BOB, 5_000_000), intent: intent() }),
    field: 'owner',
  },
  {
    name: 'names a sender that is not the signing key',
    input: async () => ({ unsigned: await trx(), intent: intent({ from: MALLORY }) }),
    field: 'from',
  },
  {
    name: 'is another contract type than the kind allows (a freeze for a transfer)',
    input: async () => ({ unsigned: await freeze(), intent: intent({ to: BOB, amount: '100000000' }) }),
    field: 'contract type',
  },
  {
    name: 'is a TRX transfer where a TRC-20 transfer was approved',
    input: async () => ({ unsigned: await trx(), intent: intent({ contractAddress: USDT }) }),
    field: 'contractAddress',
  },
  {
    name: 'carries a fee limit on a TRX transfer',
    input: async () => ({ unsigned: editRaw(await trx(), (r) => r.setFeeLimit(1)), intent: intent() }),
    field: 'feeLimit',
  },
  {
    name: 'adds a memo the user never approved',
    input: async () => ({
      unsigned: editRaw(await trx(), (r) => r.setData(new TextEncoder().encode('x'))),
      intent: intent(),
    }),
    field: 'memo',
  },
  {
    name: 'changes the approved memo',
    input: async () => ({
      unsigned: editRaw(await trx(), (r) => r.setData(new TextEncoder().encode('pay 2'))),
      intent: intent({ memo: { kind: 'text', value: 'pay 1' } }),
    }),
    field: 'memo',
  },
  {
    name: 'drops the approved memo (an exchange deposit without its tag)',
    input: async () => ({
      unsigned: await trx(),
      intent: intent({ memo: { kind: 'text', value: '12345' } }),
    }),
    field: 'memo',
  },
  {
    name: 'takes a numeric tag where Tron carries text',
    input: async () => ({
      unsigned: editRaw(await trx(), (r) => r.setData(hex.decode(utf8Hex('7')))),
      intent: intent({ memo: { kind: 'tag', value: '7' } }),
    }),
    field: 'memo',
  },
  {
    name: 'expires far in the future (replayable for hours)',
    input: async () => ({
      unsigned: editRaw(await trx(), (r) => r.setExpiration(Date.now() + MAX_EXPIRATION_AHEAD_MS + 60_000)),
      intent: intent(),
    }),
    field: 'expiration',
  },
  {
    name: 'has already expired',
    input: async () => ({
      unsigned: editRaw(await trx(), (r) => r.setExpiration(Date.now() - 1)),
      intent: intent(),
    }),
    field: 'expiration',
  },
  // ── the protobuf itself
  {
    name: 'carries an extra contract',
    input: async () => ({
      unsigned: editRaw(await trx(), (r) => r.addContract(r.getContractList()[0]!.cloneMessage())),
      intent: intent(),
    }),
    field: 'contract count',
  },
  {
    name: 'asks for another permission than the owner’s',
    input: async () => ({
      unsigned: editRaw(await trx(), (r) => r.getContractList()[0]!.setPermissionId(2)),
      intent: intent(),
    }),
    field: 'permission_id',
  },
  {
    name: 'fills the contract’s provider field',
    input: async () => ({
      unsigned: editRaw(await trx(), (r) => r.getContractList()[0]!.setProvider(new Uint8Array([1]))),
      intent: intent(),
    }),
    field: 'contract',
  },
  {
    name: 'fills the contract’s name field',
    input: async () => ({
      unsigned: editRaw(await trx(), (r) => r.getContractList()[0]!.setContractname(new Uint8Array([1]))),
      intent: intent(),
    }),
    field: 'contract',
  },
  {
    name: 'carries an authority (raw_data.auths)',
    input: async () => ({
      unsigned: editRaw(await trx(), (r) => r.addAuths(newAuthority())),
      intent: intent(),
    }),
    field: 'raw_data',
  },
  {
    name: 'drops the contract’s parameter',
    input: async () => ({
      unsigned: editRaw(await trx(), (r) => r.getContractList()[0]!.clearParameter()),
      intent: intent(),
    }),
    field: 'type_url',
  },
  {
    name: 'pays a 22-byte address',
    input: async () => ({
      unsigned: editRaw(await trx(), (r) => {
        const any = r.getContractList()[0]!.getParameter();
        const v = hex.encode(any.getValue_asU8());
        // 0a15 <owner> 1215 <to>: the recipient field grows by one byte
        any.setValue(hex.decode(`${v.slice(0, 46)}1216${v.slice(50, 92)}00${v.slice(92)}`));
      }),
      intent: intent(),
    }),
    field: 'address',
  },
  {
    name: 'carries scripts',
    input: async () => ({
      unsigned: editRaw(await trx(), (r) => r.setScripts(new Uint8Array([1]))),
      intent: intent(),
    }),
    field: 'raw_data',
  },
  {
    name: 'is a contract type the signer does not know (a TRC-10 transfer)',
    input: async () => ({
      unsigned: editRaw(await trx(), (r) => {
        r.getContractList()[0]!.setType(2);
        r.getContractList()[0]!
          .getParameter()
          .setTypeUrl('type.googleapis.com/protocol.TransferAssetContract');
      }),
      intent: intent(),
    }),
    field: 'contract type',
  },
  {
    name: 'labels the parameter with another type_url than its contract type',
    input: async () => ({
      unsigned: editRaw(await trx(), (r) =>
        r
          .getContractList()[0]!
          .getParameter()
          .setTypeUrl('type.googleapis.com/protocol.TransferAssetContract'),
      ),
      intent: intent(),
    }),
    field: 'type_url',
  },
  {
    name: 'appends a field unknown to the definitions to raw_data',
    input: async () => ({ unsigned: (await trx()) + UNKNOWN_FIELD, intent: intent() }),
    field: 'encoding',
  },
  {
    name: 'appends a field unknown to the definitions to the contract',
    input: async () => ({
      unsigned: editRaw(await trx(), (r) => {
        const any = r.getContractList()[0]!.getParameter();
        any.setValue(hex.decode(hex.encode(any.getValue_asU8()) + UNKNOWN_FIELD));
      }),
      intent: intent(),
    }),
    field: 'encoding',
  },
  {
    name: 'encodes an amount past 2^53 that decodes to the approved one',
    // 2^53 + 1 on the wire; a JS number reads 2^53
    input: async () => ({
      unsigned: withAmount(await build.trx(ME, BOB, 1), 2n ** 53n + 1n),
      intent: intent({ amount: (2n ** 53n).toString() }),
    }),
    field: 'encoding',
  },
  {
    name: 'sends an amount a JS number holds only by luck (2^53 + 2, past the safe range)',
    input: async () => ({
      unsigned: withAmount(await build.trx(ME, BOB, 1), 2n ** 53n + 2n),
      intent: intent({ amount: (2n ** 53n + 2n).toString() }),
    }),
    field: 'amount',
  },
  {
    name: 'pays an address outside Tron mainnet (prefix 0xa0)',
    input: async () => ({
      unsigned: editRaw(await trx(), (r) => {
        const any = r.getContractList()[0]!.getParameter();
        const v = hex.encode(any.getValue_asU8());
        // 0a15 <owner 21 bytes> 1215 <to 21 bytes>: the recipient's prefix byte is at 50
        any.setValue(hex.decode(`${v.slice(0, 50)}a0${v.slice(52)}`));
      }),
      intent: intent(),
    }),
    field: 'address',
  },
  // ── each contract type's value is read canonically, its int64 fields as non-negative safe integers
  ...(
    [
      ['TriggerSmartContract', () => trc20(), () => tokenIntent()],
      ['FreezeBalanceV2Contract', () => freeze(), () => stakeIntent()],
      [
        'UnfreezeBalanceV2Contract',
        () => build.unfreeze(ME, 100_000_000, 'ENERGY'),
        () => stakeIntent({ kind: 'unstake' }),
      ],
      ['VoteWitnessContract', () => vote(), () => voteIntent()],
      [
        'WithdrawExpireUnfreezeContract',
        () => build.withdrawExpired(ME),
        () => intent({ kind: 'withdraw', to: ME, amount: '0', feeCap: '1000000' }),
      ],
      [
        'WithdrawBalanceContract',
        () => build.claim(ME),
        () => intent({ kind: 'claim', to: ME, amount: '0', feeCap: '1000000' }),
      ],
    ] as const
  ).map(([type, honest, approved]): RefusalVector => ({
    name: `appends a field unknown to the definitions to a ${type}`,
    input: async () => ({ unsigned: withUnknownField(await honest()), intent: approved() }),
    field: 'encoding',
  })),
  {
    name: 'sends a negative call_value with the token call',
    input: async () => ({
      unsigned: editContract(await trc20(), 'TriggerSmartContract', (m) => m.setCallValue!(-1)),
      intent: tokenIntent(),
    }),
    field: 'call_value',
  },
  {
    name: 'sends a negative call_token_value with the token call',
    input: async () => ({
      unsigned: editContract(await trc20(), 'TriggerSmartContract', (m) => m.setCallTokenValue!(-1)),
      intent: tokenIntent(),
    }),
    field: 'call_token_value',
  },
  {
    name: 'names a negative token_id on the token call',
    input: async () => ({
      unsigned: editContract(await trc20(), 'TriggerSmartContract', (m) => m.setTokenId!(-1)),
      intent: tokenIntent(),
    }),
    field: 'token_id',
  },
  {
    name: 'freezes a negative balance',
    input: async () => ({
      unsigned: editContract(await freeze(), 'FreezeBalanceV2Contract', (m) => m.setFrozenBalance!(-1)),
      intent: stakeIntent(),
    }),
    field: 'amount',
  },
  {
    name: 'unfreezes a negative balance',
    input: async () => ({
      unsigned: editContract(
        await build.unfreeze(ME, 100_000_000, 'ENERGY'),
        'UnfreezeBalanceV2Contract',
        (m) => m.setUnfreezeBalance!(-1),
      ),
      intent: stakeIntent({ kind: 'unstake' }),
    }),
    field: 'amount',
  },
  {
    name: 'casts a negative vote count',
    input: async () => ({
      unsigned: editContract(await vote(), 'VoteWitnessContract', (m) =>
        (m as unknown as { getVotesList(): { setVoteCount(v: number): void }[] })
          .getVotesList()[0]!
          .setVoteCount(-1),
      ),
      intent: voteIntent(),
    }),
    field: 'votes',
  },
  // ── a TRC-20 transfer
  {
    name: 'pays another token recipient',
    input: async () => ({ unsigned: await build.trc20(ME, USDT, MALLORY, '7000000'), intent: tokenIntent() }),
    field: 'to',
  },
  {
    name: 'sends another token amount',
    input: async () => ({ unsigned: await build.trc20(ME, USDT, BOB, '7000001'), intent: tokenIntent() }),
    field: 'amount',
  },
  {
    name: 'calls another token contract',
    input: async () => ({
      unsigned: await build.trc20(ME, FAKE_USDT, BOB, '7000000'),
      intent: tokenIntent(),
    }),
    field: 'contractAddress',
  },
  {
    name: 'swaps the transfer selector for approve (an unlimited allowance to the attacker)',
    input: async () => ({
      unsigned: await build.trc20(ME, USDT, BOB, '7000000', 1_000_000_000, 'approve(address,uint256)'),
      intent: tokenIntent(),
    }),
    field: 'data',
  },
  {
    name: 'appends bytes after transfer(to, amount)',
    input: async () => ({
      unsigned: editRaw(await trc20(), (r) => {
        const any = r.getContractList()[0]!.getParameter();
        const v = hex.encode(any.getValue_asU8());
        // the data field (tag 0x22) grows by one byte: length 0x44 → 0x45
        any.setValue(hex.decode(v.replace('2244a9059cbb', '2245a9059cbb') + '00'));
      }),
      intent: tokenIntent(),
    }),
    field: 'data',
  },
  {
    name: 'dirties the address word’s upper bytes (token decoders differ on them)',
    input: async () => ({
      unsigned: editRaw(await trc20(), (r) => {
        const any = r.getContractList()[0]!.getParameter();
        const v = hex.encode(any.getValue_asU8());
        any.setValue(
          hex.decode(v.replace('a9059cbb000000000000000000000000', 'a9059cbb000000000000000000000041')),
        );
      }),
      intent: tokenIntent(),
    }),
    field: 'data',
  },
  {
    name: 'raises the fee limit above the approved cap',
    input: async () => ({
      unsigned: await build.trc20(ME, USDT, BOB, '7000000', 1_001_000_001),
      intent: tokenIntent(),
    }),
    field: 'feeCap',
  },
  {
    name: 'sets a negative fee limit',
    input: async () => ({
      unsigned: editRaw(await trc20(), (r) => r.setFeeLimit(-1)),
      intent: tokenIntent(),
    }),
    field: 'feeLimit',
  },
  {
    name: 'sends TRX along with the token call',
    input: async () => ({
      unsigned: editRaw(await trc20(), (r) => {
        const any = r.getContractList()[0]!.getParameter();
        // call_value (field 3, varint) between contract_address and data
        any.setValue(hex.decode(hex.encode(any.getValue_asU8()).replace('2244a9059cbb', '18012244a9059cbb')));
      }),
      intent: tokenIntent(),
    }),
    field: 'call_value',
  },
  {
    name: 'sends a TRC-10 token along with the token call (call_token_value, token_id)',
    input: async () => ({
      unsigned: editRaw(await trc20(), (r) => {
        const any = r.getContractList()[0]!.getParameter();
        // fields 5 and 6 after data
        any.setValue(hex.decode(`${hex.encode(any.getValue_asU8())}2801`));
      }),
      intent: tokenIntent(),
    }),
    field: 'call_value',
  },
  {
    name: 'names a TRC-10 token id on the token call',
    input: async () => ({
      unsigned: editRaw(await trc20(), (r) => {
        const any = r.getContractList()[0]!.getParameter();
        any.setValue(hex.decode(`${hex.encode(any.getValue_asU8())}3001`));
      }),
      intent: tokenIntent(),
    }),
    field: 'call_value',
  },
  {
    name: 'is a TRC-20 call where a TRX transfer was approved',
    input: async () => ({ unsigned: await trc20(), intent: intent({ amount: '7000000' }) }),
    field: 'contractAddress',
  },
  // ── staking
  {
    name: 'freezes another amount',
    input: async () => ({ unsigned: await build.freeze(ME, 100_000_001, 'ENERGY'), intent: stakeIntent() }),
    field: 'amount',
  },
  {
    name: 'freezes for another resource',
    input: async () => ({
      unsigned: await build.freeze(ME, 100_000_000, 'BANDWIDTH'),
      intent: stakeIntent(),
    }),
    field: 'resource',
  },
  {
    name: 'freezes without the intent naming a resource',
    input: async () => ({ unsigned: await freeze(), intent: stakeIntent({ resource: undefined }) }),
    field: 'resource',
  },
  {
    name: 'unfreezes where a freeze was approved',
    input: async () => ({ unsigned: await build.unfreeze(ME, 100_000_000, 'ENERGY'), intent: stakeIntent() }),
    field: 'contract type',
  },
  {
    name: 'unfreezes more than approved',
    input: async () => ({
      unsigned: await build.unfreeze(ME, 200_000_000, 'ENERGY'),
      intent: stakeIntent({ kind: 'unstake' }),
    }),
    field: 'amount',
  },
  {
    name: 'stakes on someone else’s account by the intent’s `to`',
    input: async () => ({ unsigned: await freeze(), intent: stakeIntent({ to: BOB }) }),
    field: 'to',
  },
  {
    name: 'names a resource on a transfer intent',
    input: async () => ({ unsigned: await trx(), intent: intent({ resource: 'ENERGY' }) }),
    field: 'resource',
  },
  {
    name: 'carries a fee limit on a freeze',
    input: async () => ({
      unsigned: editRaw(await freeze(), (r) => r.setFeeLimit(5)),
      intent: stakeIntent(),
    }),
    field: 'feeLimit',
  },
  {
    name: 'changes a vote count',
    input: async () => ({ unsigned: await build.vote(ME, { [SR1]: 61, [SR2]: 40 }), intent: voteIntent() }),
    field: 'votes',
  },
  {
    name: 'votes for another witness',
    input: async () => ({
      unsigned: await build.vote(ME, { [SR1]: 60, [MALLORY]: 40 }),
      intent: voteIntent(),
    }),
    field: 'votes',
  },
  {
    name: 'adds a vote',
    input: async () => ({
      unsigned: await build.vote(ME, { [SR1]: 60, [SR2]: 40, [MALLORY]: 1 }),
      intent: voteIntent(),
    }),
    field: 'votes',
  },
  {
    name: 'votes without the intent naming votes',
    input: async () => ({ unsigned: await vote(), intent: voteIntent({ votes: undefined }) }),
    field: 'votes',
  },
  {
    name: 'names votes on a transfer intent',
    input: async () => ({ unsigned: await trx(), intent: intent({ votes: [{ address: SR1, count: 1 }] }) }),
    field: 'votes',
  },
  {
    name: 'sets the vote contract’s support flag',
    input: async () => ({
      unsigned: editRaw(await vote(), (r) => {
        const any = r.getContractList()[0]!.getParameter();
        any.setValue(hex.decode(hex.encode(any.getValue_asU8()) + '1801'));
      }),
      intent: voteIntent(),
    }),
    field: 'votes',
  },
  {
    name: 'approves a vote with an amount',
    input: async () => ({ unsigned: await vote(), intent: voteIntent({ amount: '100' }) }),
    field: 'amount',
  },
  {
    name: 'withdraws expired unfreezes where a reward claim was approved',
    input: async () => ({
      unsigned: await build.withdrawExpired(ME),
      intent: intent({ kind: 'claim', to: ME, amount: '0', feeCap: '0' }),
    }),
    field: 'contract type',
  },
  {
    name: 'withdraws expired unfreezes with an amount in the intent',
    input: async () => ({
      unsigned: await build.withdrawExpired(ME),
      intent: intent({ kind: 'withdraw', to: ME, amount: '5', feeCap: '1000000' }),
    }),
    field: 'amount',
  },
  {
    name: 'claims with an amount in the intent',
    input: async () => ({
      unsigned: await build.claim(ME),
      intent: intent({ kind: 'claim', to: ME, amount: '5', feeCap: '0' }),
    }),
    field: 'amount',
  },
  // ── no fee_limit bounds a bandwidth or memo burn: the approved cap must cover the bytes
  {
    name: 'can burn more bandwidth than the approved cap (a node quoting bytes below 1000 sun)',
    input: async () => {
      const unsigned = await trx();
      return { unsigned, intent: intent({ feeCap: String(burnOf(unsigned) - 1n) }) };
    },
    field: 'feeCap',
  },
  {
    name: 'carries a memo whose 1 TRX fee the approved cap leaves out',
    input: async () => {
      const unsigned = editRaw(await trx(), (r) => r.setData(new TextEncoder().encode('invoice 42')));
      return {
        unsigned,
        intent: intent({ feeCap: String(burnOf(unsigned)), memo: { kind: 'text', value: 'invoice 42' } }),
      };
    },
    field: 'feeCap',
  },
  {
    name: 'is a freeze whose bandwidth the approved cap (0: resources were said to cover it) leaves out',
    input: async () => ({ unsigned: await freeze(), intent: stakeIntent({ feeCap: '0' }) }),
    field: 'feeCap',
  },
  {
    name: 'is a TRC-20 call whose fee limit fits the cap but its bandwidth on top does not',
    input: async () => ({ unsigned: await trc20(), intent: tokenIntent({ feeCap: '1000000000' }) }),
    field: 'feeCap',
  },
];

describe('Tron signer refusals (hostile raw_data_hex)', () => {
  it.each(TRON_REFUSALS)('refuses: $name', async ({ input, field }) => {
    const { unsigned, intent: approved } = await input();
    expect(() => sign(unsigned, approved)).toThrow(
      expect.objectContaining({ code: 'INTENT_MISMATCH', message: field }),
    );
  });

  it('the same builders’ honest transactions are signed (the vectors differ from them in one thing)', async () => {
    for (const [unsigned, approved] of [
      [await trx(), intent()],
      [await trc20(), tokenIntent()],
      [await freeze(), stakeIntent()],
      [await build.unfreeze(ME, 100_000_000, 'ENERGY'), stakeIntent({ kind: 'unstake' })],
      [await vote(), voteIntent()],
      [await build.withdrawExpired(ME), intent({ kind: 'withdraw', to: ME, amount: '0', feeCap: '1000000' })],
      [await build.claim(ME), intent({ kind: 'claim', to: ME, amount: '0', feeCap: '1000000' })],
    ] as const)
      expect(sign(unsigned, approved).hash).toMatch(/^[0-9a-f]{64}$/);
    // exactly at the cap: the bytes' burn, and the memo fee with a memo
    const plain = await trx();
    const memo = editRaw(await trx(), (r) => r.setData(new TextEncoder().encode('invoice 42')));
    for (const [unsigned, approved] of [
      [plain, intent({ feeCap: String(burnOf(plain)) })],
      [
        memo,
        intent({ feeCap: String(burnOf(memo) + 1_000_000n), memo: { kind: 'text', value: 'invoice 42' } }),
      ],
    ] as const)
      expect(sign(unsigned, approved).hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('expires exactly now: refused; exactly ten minutes ahead: signed (the signer’s clock)', async () => {
    const base = await trx();
    const now = Date.now();
    const at = (expiration: number) => editRaw(base, (r) => r.setExpiration(expiration));
    vi.useFakeTimers({ now, toFake: ['Date'] });
    try {
      expect(() => sign(at(now), intent())).toThrow(
        expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'expiration' }),
      );
      expect(sign(at(now + MAX_EXPIRATION_AHEAD_MS), intent()).hash).toMatch(/^[0-9a-f]{64}$/);
      expect(() => sign(at(now + MAX_EXPIRATION_AHEAD_MS + 1), intent())).toThrow(
        expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'expiration' }),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('upper-case hex is the same bytes: signed with the same hash', async () => {
    const unsigned = await trx();
    expect(sign(unsigned.toUpperCase(), intent()).hash).toBe(sign(unsigned, intent()).hash);
  });

  it('a phrase wallet handed no path, or the imported key’s empty path, has no sending address', async () => {
    const unsigned = await trx();
    const base = {
      chainName: 'tron',
      network: 'mainnet',
      unsigned,
      intent: intent(),
      keys: walletKeys,
      replacing: null,
      history: () => [],
    } as const;
    for (const activePath of [undefined, ''])
      expect(() => signTron({ ...base, activePath })).toThrow(
        expect.objectContaining({ code: 'BAD_INPUT', message: 'no sending address' }),
      );
  });

  it('a speed-up or cancel is not a Tron kind: Tron transactions expire instead', async () => {
    const unsigned = await trx();
    const direct = {
      chainName: 'tron',
      network: 'mainnet',
      unsigned,
      activePath: PATH,
      keys: walletKeys,
      replacing: null,
      history: () => [],
    } as const;
    for (const kind of ['speedUp', 'cancel'] as const)
      expect(() => signTron({ ...direct, intent: intent({ kind: kind as never }) })).toThrow(
        expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'kind' }),
      );
  });

  it('refuses bytes that are not hex, or not protobuf, before anything else', () => {
    const notHex = expect.objectContaining({ code: 'BAD_INPUT', message: 'unsigned tx is not hex' });
    expect(() => sign('0x1234', intent())).toThrow(notHex);
    expect(() => sign('abc', intent())).toThrow(notHex);
    // a length-delimited field running past the end
    expect(() => sign('0aff01', intent())).toThrow(
      expect.objectContaining({ code: 'BAD_INPUT', message: 'unsigned tx does not decode' }),
    );
  });

  it('another family’s intent is refused by the Tron signer itself', async () => {
    const unsigned = await trx();
    const evm = {
      family: 'evm',
      kind: 'transfer',
      chainName: 'tron',
      from: ME,
      to: BOB,
      amount: '1',
      feeCap: '0',
    } as const;
    expect(() =>
      signTron({
        chainName: 'tron',
        network: 'mainnet',
        unsigned,
        intent: evm,
        activePath: PATH,
        keys: walletKeys,
        replacing: null,
        history: () => [],
      }),
    ).toThrow(expect.objectContaining({ code: 'INTENT_MISMATCH', message: 'family' }));
  });
});
