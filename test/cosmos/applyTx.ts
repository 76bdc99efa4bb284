/**
 * CheckTx and DeliverTx of the fixture chain, in the SDK's order and with its error codes: a
 * transaction that fails the ante checks (decode, sequence, signature, fee) is refused by
 * broadcast_tx_sync and never included; one that passes is included, pays its fee and bumps the
 * sequence even when its message then fails (insufficient funds: code 5, a Failed row).
 * Signatures are verified with @cosmjs/crypto over the SIGN_MODE_DIRECT document, with the key
 * the signer info names (or the one the account registered earlier).
 */
import { Secp256k1, Secp256k1Signature } from '@cosmjs/crypto';
import { makeSignBytes } from '@cosmjs/proto-signing';
import { sha256 } from '@noble/hashes/sha2.js';
import { bech32, hex } from '@scure/base';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { ThorMsgDepositCodec } from '../../signer/chains/cosmos/thorMsgDeposit';
import { ThorMsgSendCodec } from '../../signer/chains/cosmos/thorMsgSend';
import { actionOf, ASGARD } from './midgard';
import type { Event, IncludedTx, Ledger } from './ledger';

export interface CheckResult {
  code: number;
  codespace: string;
  log: string;
  hash: string;
}

/** what the message moves, whatever its type; null when it is not the chain's send */
export interface ParsedTx {
  raw: Uint8Array;
  body: TxBody;
  authInfo: AuthInfo;
  signatures: Uint8Array[];
  from: string;
  to: string;
  amount: bigint;
  denom: string;
  /** THORChain's MsgDeposit: coins into THORChain itself (Asgard) with the message's memo */
  deposit?: { memo: string };
}

/** THORChain's MsgDeposit: the only message besides the chain's send this fixture executes */
const THOR_DEPOSIT = '/types.MsgDeposit';

export class TxError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const txHash = (raw: Uint8Array) => hex.encode(sha256(raw)).toUpperCase();

function addressOf(prefix: string, publicKey: Uint8Array): string {
  return bech32.encode(prefix, bech32.toWords(ripemd160(sha256(publicKey))));
}

export function parseTx(ledger: Ledger, raw: Uint8Array): ParsedTx {
  let r: TxRaw, body: TxBody, authInfo: AuthInfo;
  try {
    r = TxRaw.decode(raw);
    body = TxBody.decode(r.bodyBytes);
    authInfo = AuthInfo.decode(r.authInfoBytes);
  } catch {
    throw new TxError(2, 'tx parse error');
  }
  if (body.messages.length !== 1) throw new TxError(18, 'one message per transaction here');
  const m = body.messages[0]!;
  const { spec } = ledger;
  if (spec.chain === 'thorchain' && m.typeUrl === THOR_DEPOSIT)
    return parseDeposit(ledger, raw, r, body, authInfo);
  if (m.typeUrl !== spec.msgType) throw new TxError(3, `unable to resolve type URL ${m.typeUrl}`);
  let from: string, to: string, coins: { denom: string; amount: string }[];
  if (m.typeUrl === '/types.MsgSend') {
    const t = ThorMsgSendCodec.decode(m.value);
    from = bech32.encode(spec.prefix, bech32.toWords(t.fromAddress));
    to = bech32.encode(spec.prefix, bech32.toWords(t.toAddress));
    coins = t.amount;
  } else {
    const b = MsgSend.decode(m.value);
    [from, to, coins] = [b.fromAddress, b.toAddress, b.amount];
  }
  // the Hub's bank sends any denom (x/bank's own rule for its shape); THORChain only its native one here
  const denom = coins[0]?.denom ?? '';
  const valid =
    spec.chain === 'cosmos' ? /^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/.test(denom) : denom === spec.denom;
  if (coins.length !== 1 || !valid || !/^\d+$/.test(coins[0]!.amount)) throw new TxError(10, 'invalid coins');
  return {
    raw,
    body,
    authInfo,
    signatures: r.signatures,
    from,
    to,
    amount: BigInt(coins[0]!.amount),
    denom,
  };
}

/**
 * A MsgDeposit as THORChain's handler reads it: the signer's 20 bytes, exactly one coin of native
 * THOR.RUNE (a synth, trade or secured asset or another chain's RUNE is refused as invalid coins
 * here: the fixture holds no such balances), the memo of the message. Its coins go to Asgard.
 */
function parseDeposit(ledger: Ledger, raw: Uint8Array, r: TxRaw, body: TxBody, authInfo: AuthInfo): ParsedTx {
  let d: ReturnType<typeof ThorMsgDepositCodec.decode>;
  try {
    d = ThorMsgDepositCodec.decode(body.messages[0]!.value);
  } catch {
    throw new TxError(2, 'tx parse error');
  }
  if (d.signer.length !== 20) throw new TxError(7, 'invalid signer address');
  const c = d.coins[0];
  const a = c?.asset;
  if (
    d.coins.length !== 1 ||
    !a ||
    a.chain !== 'THOR' ||
    a.symbol !== 'RUNE' ||
    a.ticker !== 'RUNE' ||
    a.synth ||
    a.trade ||
    a.secured ||
    !/^[1-9]\d*$/.test(c.amount)
  )
    throw new TxError(10, 'invalid coins');
  return {
    raw,
    body,
    authInfo,
    signatures: r.signatures,
    from: bech32.encode(ledger.spec.prefix, bech32.toWords(d.signer)),
    to: ASGARD,
    amount: BigInt(c.amount),
    denom: ledger.spec.denom,
    deposit: { memo: d.memo },
  };
}

/** gas the fixture charges: a fixed part and 10 per transaction byte */
export const gasOf = (raw: Uint8Array) => 60_000n + 10n * BigInt(raw.length);

function feeOf(ledger: Ledger, tx: ParsedTx): bigint {
  let fee = 0n;
  for (const c of tx.authInfo.fee?.amount ?? []) {
    if (c.denom !== ledger.spec.denom) throw new TxError(13, `fee denom ${c.denom} not accepted`);
    fee += BigInt(c.amount);
  }
  return fee;
}

/** The ante handler: everything that keeps a transaction out of a block. */
function anteCheck(ledger: Ledger, tx: ParsedTx, simulate: boolean) {
  const { spec } = ledger;
  const account = ledger.account(tx.from);
  if (!account) throw new TxError(9, `account ${tx.from} not found`);
  if (tx.authInfo.signerInfos.length !== 1) throw new TxError(4, 'wrong number of signers');
  const info = tx.authInfo.signerInfos[0]!;
  if (info.sequence !== account.sequence)
    throw new TxError(32, `account sequence mismatch, expected ${account.sequence}, got ${info.sequence}`);
  const fee = feeOf(ledger, tx);
  const gasLimit = tx.authInfo.fee?.gasLimit ?? 0n;
  if (!simulate) {
    const key = info.publicKey ? PubKey.decode(info.publicKey.value).key : account.publicKey;
    if (!key) throw new TxError(8, 'pubkey on account is not set');
    if (addressOf(spec.prefix, key) !== tx.from) throw new TxError(8, 'pubkey does not match signer address');
    if (info.modeInfo?.single?.mode !== SignMode.SIGN_MODE_DIRECT)
      throw new TxError(4, 'sign mode not supported');
    const r = TxRaw.decode(tx.raw);
    const doc = makeSignBytes({
      bodyBytes: r.bodyBytes,
      authInfoBytes: r.authInfoBytes,
      chainId: spec.chainId,
      accountNumber: account.accountNumber,
    });
    const sig = tx.signatures[0];
    if (
      !sig ||
      sig.length !== 64 ||
      !Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(sig), sha256(doc), key)
    )
      throw new TxError(4, 'signature verification failed; please verify account number and chain-id');
    if (spec.minGasPrice.num > 0n && fee * spec.minGasPrice.den < gasLimit * spec.minGasPrice.num)
      throw new TxError(13, `insufficient fees; got: ${fee}${spec.denom}`);
    account.publicKey = key;
  }
  if (fee > account.balance) throw new TxError(5, `insufficient funds to pay the fee`);
  return { account, fee, gasLimit };
}

/** Simulate: the ante checks without the signature, then the gas it would use. */
export function simulate(ledger: Ledger, raw: Uint8Array): bigint {
  const tx = parseTx(ledger, raw);
  anteCheck(ledger, tx, true);
  return gasOf(raw);
}

function events(tx: ParsedTx, spec: Ledger['spec'], hash: string, fee: bigint, ok: boolean): Event[] {
  const a = (key: string, value: string) => ({ key, value });
  const out: Event[] = [
    { type: 'tx', attributes: [a('fee', `${fee}${spec.denom}`), a('fee_payer', tx.from)] },
    { type: 'tx', attributes: [a('acc_seq', `${tx.from}/x`)] },
    { type: 'tx', attributes: [a('hash', hash)] },
  ];
  if (ok && tx.deposit)
    out.push(
      {
        type: 'message',
        attributes: [a('action', 'deposit'), a('sender', tx.from), a('module', 'thorchain')],
      },
      {
        type: 'transfer',
        attributes: [a('recipient', tx.to), a('sender', tx.from), a('amount', `${tx.amount}${tx.denom}`)],
      },
      { type: 'deposit', attributes: [a('memo', tx.deposit.memo)] },
    );
  else if (ok)
    out.push(
      { type: 'message', attributes: [a('action', 'send'), a('sender', tx.from), a('module', 'bank')] },
      {
        type: 'transfer',
        attributes: [a('recipient', tx.to), a('sender', tx.from), a('amount', `${tx.amount}${tx.denom}`)],
      },
    );
  else out.push({ type: 'message', attributes: [a('sender', tx.from)] });
  return out;
}

/** broadcast_tx_sync: CheckTx, then (this fixture has instant blocks) inclusion and DeliverTx. */
export function broadcast(
  ledger: Ledger,
  raw: Uint8Array,
  forced?: { code: number; log: string },
): CheckResult {
  const hash = txHash(raw);
  let tx: ParsedTx, ante: ReturnType<typeof anteCheck>;
  try {
    tx = parseTx(ledger, raw);
    ante = anteCheck(ledger, tx, false);
  } catch (e) {
    if (e instanceof TxError) return { code: e.code, codespace: 'sdk', log: e.message, hash };
    throw e;
  }
  if (ledger.txs.some((t) => t.hash === hash))
    return { code: 19, codespace: 'sdk', log: 'tx already in mempool', hash };
  const { account, fee, gasLimit } = ante;
  account.balance -= fee;
  account.sequence += 1n;
  const gasUsed = gasOf(raw);
  const native = tx.denom === ledger.spec.denom;
  const spend = native ? tx.amount + ledger.spec.nativeFee : tx.amount;
  const held = ledger.balanceOf(tx.from, tx.denom);
  let code = 0;
  let log = '';
  if (forced) [code, log] = [forced.code, forced.log];
  else if (gasUsed > gasLimit) [code, log] = [11, `out of gas; gasWanted: ${gasLimit}, gasUsed: ${gasUsed}`];
  else if (spend > held)
    [code, log] = [
      5,
      `spendable balance ${held}${tx.denom} is smaller than ${spend}${tx.denom}: insufficient funds`,
    ];
  else if (native) {
    account.balance -= spend;
    (ledger.account(tx.to) ?? ledger.create(tx.to)).balance += tx.amount;
  } else {
    account.tokens.set(tx.denom, held - spend);
    ledger.fundToken(tx.to, tx.denom, tx.amount);
  }
  const included: Omit<IncludedTx, 'height' | 'time'> = {
    hash,
    raw,
    code,
    codespace: code ? 'sdk' : '',
    log,
    gasWanted: gasLimit,
    gasUsed,
    events: events(tx, ledger.spec, hash, fee, code === 0),
    from: tx.from,
    to: tx.to,
    amount: tx.amount,
    denom: tx.denom,
    fee: fee + (code === 0 ? ledger.spec.nativeFee : 0n),
    // THORChain reads a deposit's memo from its message
    memo: tx.deposit ? tx.deposit.memo : tx.body.memo,
    ...(tx.deposit ? { message: 'deposit' as const } : {}),
  };
  const done = ledger.include(included);
  if (ledger.spec.chain === 'thorchain') {
    const action = actionOf(ledger, done);
    if (action) ledger.actions.push(action);
  }
  return { code: 0, codespace: '', log: '[]', hash };
}
