/**
 * The UTXO family's entry in the signer's table. Main sends a PSBT and the approved intent;
 * the wallet's change addresses are derived here, from the wallet's own account (the one
 * every input's key belongs to) on its change chain …/1/i, for the indexes the PSBT's outputs
 * claim (or the first few when an output claims none). A list from main is never trusted.
 * A wallet of one imported key has one address, derived here from the key: every input must
 * spend an output paying it, and it is the only change address.
 */
import { isReplacementKind, isSendKind } from '../../../shared/contract/txKinds';
import type { Psbt } from 'bitcoinjs-lib';
import { getChain } from '../../../shared/chains/registry';
import type { NetworkKind } from '../../../shared/chains/validate/result';
import { utxoAddressFromPublicKey } from '../../../shared/chains/utxo/utxoAddress';
import { AppError } from '../../../shared/errors';
import type { JournalEntry } from '../../journal/journalEntry';
import type { SecpKeys } from '../keys/types';
import type { SignedTransfer, TransferSignParams, TransferSigner } from '../types';
import { inputValue, spentOutput } from './checkIntent';
import { checkUtxoReplacement, outpointsOf } from './checkReplacement';
import { checkSwapDeposit, type CheckedSwapDeposit } from './checkSwapDeposit';
import { importedAddress } from './importedAddress';
import { keyPath } from './keyPath';
import { schemeFor } from './scheme';
import { decodePsbt, signUtxo } from './sign';
import { scriptOf } from './signScripts';

/** Change indexes derived for an output that names no path of its own. */
export const UNCLAIMED_CHANGE_SCAN = 20;
/**
 * How far past the highest index this wallet is known to have used (its inputs' paths and the
 * change its journaled transactions paid) a change output may go. Discovery stops after 20
 * unused addresses; change much further out would be invisible to every wallet scanning the
 * phrase, so a main asking for it is refused. Ten gap windows leave room for a wallet also
 * used elsewhere.
 */
export const CHANGE_INDEX_WINDOW = 200;
const MAX_CHANGE_DERIVATIONS = 64;

const mismatch = (why: string): AppError => new AppError('INTENT_MISMATCH', why);
const hexOf = (b: Uint8Array): string => Buffer.from(b).toString('hex');

/** m/purpose'/coin'/0' shared by every input, with coin type for this network. */
export function walletAccountOf(psbt: Psbt, chain: string, network: NetworkKind): string {
  const coin = network === 'mainnet' ? getChain(chain).coinType : 1;
  let account: string | null = null;
  for (const input of psbt.data.inputs) {
    const path = keyPath(input);
    // Stryker disable next-line Regex: bip174 writes each path from uint32s with one 'm', at its start, so dropping ^ matches the same
    const m = /^(m\/(44|49|84|86)'\/(\d+)'\/0')\/[01]\/\d+$/.exec(path);
    if (!m || Number(m[3]) !== coin) throw mismatch('An input is not from this wallet');
    if (account !== null && account !== m[1]) throw mismatch('The inputs come from different accounts');
    account = m[1] as string;
  }
  if (account === null) throw mismatch('The transaction has no inputs');
  return account;
}

/** The highest address index the wallet has demonstrably used: its inputs and its journaled change. */
function highestKnownIndex(psbt: Psbt, account: string, history: readonly JournalEntry[]): number {
  let high = 0;
  for (const input of psbt.data.inputs) {
    const path = keyPath(input);
    high = Math.max(high, Number(path.slice(path.lastIndexOf('/') + 1)) || 0);
  }
  for (const e of history)
    if (e.detail.family === 'utxo' && e.detail.account === account)
      for (const i of e.detail.changeIndexes) high = Math.max(high, i);
  return high;
}

function changeIndexes(psbt: Psbt, account: string, recipient: string, maxIndex: number): number[] {
  const claimed = new Set<number>();
  let unclaimed = false;
  const change = `${account}/1/`;
  for (const [i, out] of psbt.data.outputs.entries()) {
    const path = keyPath(out);
    // a canonical path (see keyPath) goes on after the change chain with one step, or it is
    // a deeper or hardened one, which Number() reads as NaN
    const index = path.startsWith(change) ? Number(path.slice(change.length)) : NaN;
    if (Number.isSafeInteger(index)) {
      if (index > maxIndex) throw mismatch('The change address is far beyond the addresses this wallet uses');
      claimed.add(index);
    } else if (hexOf(psbt.txOutputs[i]!.script) !== recipient) unclaimed = true;
  }
  if (unclaimed) for (let i = 0; i < UNCLAIMED_CHANGE_SCAN; i++) claimed.add(i);
  // each index costs a derivation; a wallet's own transfer has one change output
  if (claimed.size > MAX_CHANGE_DERIVATIONS) throw mismatch('The transaction has too many change outputs');
  return [...claimed];
}

/** The wallet's change addresses at `indexes`, each derived from its own key. */
function changeAddresses(
  keys: SecpKeys,
  chain: string,
  network: NetworkKind,
  account: string,
  indexes: readonly number[],
): string[] {
  const scheme = schemeFor(chain, undefined, account);
  return indexes.map((i) =>
    utxoAddressFromPublicKey(chain, network, scheme, keys.publicKey(`${account}/1/${i}`)),
  );
}

const baseUnits = (s: string): bigint => {
  if (!/^(0|[1-9]\d*)$/.test(s)) throw new AppError('BAD_INPUT', 'Amounts are base units');
  return BigInt(s);
};

/** The one address of an imported key, once every input is shown to spend an output paying it. */
function importedKeyAddress(psbt: Psbt, keys: SecpKeys, chain: string, network: NetworkKind): string {
  const address = importedAddress(chain, network, keys.publicKey(''));
  const script = hexOf(scriptOf(chain, network, address));
  for (let i = 0; i < psbt.inputCount; i++)
    if (hexOf(spentOutput(psbt, i).script) !== script) throw mismatch('An input is not from this wallet');
  return address;
}

export const signUtxoTransfer: TransferSigner = (p) => {
  if (p.intent.family !== 'utxo') throw mismatch('family');
  const swapDeposit = p.intent.kind === 'swapDeposit';
  // only a swap deposit carries a memo (its OP_RETURN output) and swap terms
  if (p.intent.memo && !swapDeposit) throw mismatch('memo');
  if (p.intent.swap && !swapDeposit) throw mismatch('swap');
  // UTXO chains have sends, their replacements and swap deposits, no staking
  if (!isSendKind(p.intent.kind) && !swapDeposit) throw mismatch('kind');
  // the signer's own clock holds the deposit to the quote's expiry
  const swap = swapDeposit ? checkSwapDeposit(p.intent, Math.floor(Date.now() / 1000)) : null;
  const psbt = decodePsbt(p.unsigned);
  // an imported key has one address and no account (''); a phrase wallet's account is lent once
  const account = p.keys.importedFor !== null ? '' : walletAccountOf(psbt, p.chainName, p.network);
  return p.keys.secp.underAccount(account, (secp) => signIn(p, psbt, account, secp, swap));
};

function signIn(
  p: TransferSignParams,
  psbt: Psbt,
  account: string,
  secp: SecpKeys,
  swap: CheckedSwapDeposit | null,
): SignedTransfer {
  const chain = p.chainName;
  const oneKey = account === '';
  const scriptHex = (a: string): string => hexOf(scriptOf(chain, p.network, a));
  let recipient: string;
  try {
    recipient = scriptHex(p.intent.to);
  } catch {
    throw mismatch('The approved recipient is not a valid address');
  }
  let indexes: number[] = [];
  let own: string[];
  if (oneKey) own = [importedKeyAddress(psbt, secp, chain, p.network)];
  else {
    const history = p.history();
    indexes = changeIndexes(
      psbt,
      account,
      recipient,
      highestKnownIndex(psbt, account, history) + CHANGE_INDEX_WINDOW,
    );
    own = changeAddresses(secp, chain, p.network, account, indexes);
  }
  const ownScripts = own.map(scriptHex);
  // a cancel pays the coins back: its only recipient must be the wallet itself
  if (p.intent.kind === 'cancel' && !ownScripts.includes(recipient))
    throw mismatch('A cancel must pay back to your own address');
  // amounts from the verified previous transactions (checkIntent refuses any other source)
  const values = psbt.txInputs.map((_, i) => inputValue(psbt, i));
  if (isReplacementKind(p.intent.kind)) {
    // signTransfer looks the record up and refuses without one; called alone, this signer too
    if (p.replacing === null) throw mismatch('The transaction to replace was not signed by this wallet');
    const fee = values.reduce((a, v) => a + v, 0n) - psbt.txOutputs.reduce((a, o) => a + o.value, 0n);
    checkUtxoReplacement(psbt, p.intent.kind, p.replacing, p.intent, fee, (a, b) => {
      try {
        // a directive takes effect from the node it leads: this one reaches the catch block below
        // Stryker disable BlockStatement: an empty catch returns undefined, which the check reads as false does
        return scriptHex(a) === scriptHex(b);
      } catch {
        // Stryker restore BlockStatement
        // a recorded address of another network (the setting changed since) is no address here
        return false;
      }
    });
  }
  const signed = signUtxo({
    chain,
    network: p.network,
    psbt: p.unsigned,
    intent: {
      chain,
      to: p.intent.to,
      amount: baseUnits(p.intent.amount),
      feeCap: baseUnits(p.intent.feeCap),
      changeAddresses: own,
      ...(swap ? { opReturn: swap.opReturn } : {}),
    },
    keys: secp,
    oneKey,
  });
  const outputs = psbt.txOutputs.map((o) => hexOf(o.script));
  return {
    signed: signed.hex,
    hash: signed.txid,
    fee: signed.fee,
    detail: {
      family: 'utxo',
      inputs: outpointsOf(psbt).map((id, i) => {
        const [txid, vout] = id.split(':') as [string, string];
        return { txid, vout: Number(vout), value: values[i]!.toString(10) };
      }),
      account,
      changeIndexes: indexes.filter((_, k) => outputs.includes(ownScripts[k]!)),
      ...(swap ? { swap: swap.detail } : {}),
    },
  };
}
