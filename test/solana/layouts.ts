/**
 * Decoders for the account layouts the facade renders as jsonParsed: SPL Token / Token-2022
 * accounts and mints (the base layouts; Token-2022 extensions follow byte 165 and are not
 * rendered) and stake accounts (StakeStateV2).
 */
import { base58 } from '@scure/base';

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
export const STAKE_PROGRAM = 'Stake11111111111111111111111111111111111111';
export const SYSTEM_PROGRAM = '11111111111111111111111111111111';
export const ATA_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
export const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';

export const isTokenProgram = (owner: string): boolean =>
  owner === TOKEN_PROGRAM || owner === TOKEN_2022_PROGRAM;

const ACCOUNT_LEN = 165;
const MINT_LEN = 82;

const view = (d: Uint8Array) => new DataView(d.buffer, d.byteOffset, d.byteLength);
/** base58 is quadratic and the same few hundred keys recur in every scan: remembered */
const names = new Map<string, string>();
export function keyName(bytes: Uint8Array): string {
  const raw = String.fromCharCode(...bytes);
  let name = names.get(raw);
  if (name === undefined) {
    name = base58.encode(bytes);
    if (names.size > 100_000) names.clear();
    names.set(raw, name);
  }
  return name;
}
const key = (d: Uint8Array, at: number): string => keyName(d.subarray(at, at + 32));
const u64 = (d: Uint8Array, at: number): bigint => view(d).getBigUint64(at, true);
const u32 = (d: Uint8Array, at: number): number => view(d).getUint32(at, true);
const optKey = (d: Uint8Array, at: number): string | null => (u32(d, at) === 1 ? key(d, at + 4) : null);

export interface TokenAccountState {
  mint: string;
  owner: string;
  amount: bigint;
  delegate: string | null;
  state: 'uninitialized' | 'initialized' | 'frozen';
  isNative: boolean;
  rentExemptReserve: bigint | null;
  delegatedAmount: bigint;
  closeAuthority: string | null;
}

export interface MintState {
  mintAuthority: string | null;
  supply: bigint;
  decimals: number;
  isInitialized: boolean;
  freezeAuthority: string | null;
}

/** Token-2022 marks the account kind at byte 165 once extensions make the data longer. */
function kindOf(data: Uint8Array): 'account' | 'mint' | undefined {
  if (data.length === MINT_LEN) return 'mint';
  if (data.length === ACCOUNT_LEN) return 'account';
  if (data.length > ACCOUNT_LEN)
    return data[ACCOUNT_LEN] === 1 ? 'mint' : data[ACCOUNT_LEN] === 2 ? 'account' : undefined;
  return undefined;
}

export function decodeTokenAccount(data: Uint8Array): TokenAccountState | undefined {
  if (kindOf(data) !== 'account') return undefined;
  const stateByte = data[108];
  const native = u32(data, 109) === 1;
  return {
    mint: key(data, 0),
    owner: key(data, 32),
    amount: u64(data, 64),
    delegate: optKey(data, 72),
    state: stateByte === 2 ? 'frozen' : stateByte === 1 ? 'initialized' : 'uninitialized',
    isNative: native,
    rentExemptReserve: native ? u64(data, 113) : null,
    delegatedAmount: u64(data, 121),
    closeAuthority: optKey(data, 129),
  };
}

export function decodeMint(data: Uint8Array): MintState | undefined {
  if (kindOf(data) !== 'mint') return undefined;
  return {
    mintAuthority: optKey(data, 0),
    supply: u64(data, 36),
    decimals: data[44] ?? 0,
    isInitialized: data[45] === 1,
    freezeAuthority: optKey(data, 46),
  };
}

export interface StakeState {
  type: 'initialized' | 'delegated';
  rentExemptReserve: bigint;
  staker: string;
  withdrawer: string;
  lockup: { unixTimestamp: bigint; epoch: bigint; custodian: string };
  delegation?: {
    voter: string;
    stake: bigint;
    activationEpoch: bigint;
    deactivationEpoch: bigint;
    warmupCooldownRate: number;
  };
  creditsObserved?: bigint;
}

/** StakeStateV2: u32 tag (1 Initialized, 2 Stake), Meta at 4, Delegation at 124. */
export function decodeStake(data: Uint8Array): StakeState | undefined {
  if (data.length < 124) return undefined;
  const tag = u32(data, 0);
  if (tag !== 1 && tag !== 2) return undefined;
  const base: StakeState = {
    type: tag === 2 ? 'delegated' : 'initialized',
    rentExemptReserve: u64(data, 4),
    staker: key(data, 12),
    withdrawer: key(data, 44),
    lockup: {
      unixTimestamp: view(data).getBigInt64(76, true),
      epoch: u64(data, 84),
      custodian: key(data, 92),
    },
  };
  if (tag !== 2 || data.length < 196) return base;
  return {
    ...base,
    delegation: {
      voter: key(data, 124),
      stake: u64(data, 156),
      activationEpoch: u64(data, 164),
      deactivationEpoch: u64(data, 172),
      warmupCooldownRate: view(data).getFloat64(180, true),
    },
    creditsObserved: u64(data, 188),
  };
}

/** The RPC's uiTokenAmount: amount in base units, and the decimal form with zeros trimmed. */
export function uiTokenAmount(amount: bigint, decimals: number) {
  const s = amount.toString().padStart(decimals + 1, '0');
  const whole = s.slice(0, s.length - decimals);
  const frac = s.slice(s.length - decimals).replace(/0+$/, '');
  const uiAmountString = frac ? `${whole}.${frac}` : whole;
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}
