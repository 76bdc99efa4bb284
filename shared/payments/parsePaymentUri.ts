import { chainOfBip21Scheme, chainOfEvmId } from './paymentSchemes';

/** What a payment link asks for, before it is checked against the coin being sent. */
export interface PaymentRequest {
  chainName: string;
  /** the address (or, in EIP-681, an ENS name) to pay */
  recipient: string;
  /** BIP21: decimal in whole coins */
  amount?: string;
  /** EIP-681: base units (wei, or the token's smallest unit) */
  baseAmount?: bigint;
  /** EIP-681 `transfer`: the token contract the link pays in */
  token?: string;
  label?: string;
  message?: string;
}

export type ParsePaymentUriResult = { ok: true; request: PaymentRequest } | { ok: false; error: string };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** An ENS-style name, as EIP-681 allows in place of an address. */
const NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
/** BIP21: `amount=` *digit [ "." *digit ], no sign, no exponent, no separators. */
const BIP21_AMOUNT = /^(\d*)(?:\.(\d*))?$/;
/** EIP-681's number: [sign] digits [. digits] [e [digits]]; a sign is refused for amounts. */
const EIP681_NUMBER = /^(\d*)(?:\.(\d+))?(?:[eE](\d{1,3}))?$/;

/** True when the text starts with a scheme this parser reads: paste handlers then parse it. */
export function looksLikePaymentUri(text: string): boolean {
  const m = SCHEME.exec(text.trim());
  if (!m) return false;
  const scheme = m[1]!.toLowerCase();
  return scheme === 'ethereum' || chainOfBip21Scheme(scheme) !== undefined;
}

/**
 * Reads a BIP21 (bitcoin:, litecoin:, dogecoin:, bitcoincash:) or EIP-681 (ethereum:) link.
 * Follows each spec's refusals: BIP21's unknown `req-` parameters make the link invalid;
 * EIP-681 names its chain by id (1 when absent) and its amounts in base units, exponents
 * allowed. A parameter given twice is refused rather than one copy silently winning.
 */
export function parsePaymentUri(text: string): ParsePaymentUriResult {
  const uri = text.trim();
  const m = SCHEME.exec(uri);
  if (!m) return fail('Not a payment link');
  const scheme = m[1]!.toLowerCase();
  // Some wallets write bitcoin://address; the slashes carry nothing.
  const rest = uri.slice(m[0].length).replace(/^\/\//, '');
  const q = rest.indexOf('?');
  const path = q < 0 ? rest : rest.slice(0, q);
  const params = readQuery(q < 0 ? '' : rest.slice(q + 1));
  if (!params.ok) return params;
  if (scheme === 'ethereum') return parseEip681(path, params.value);
  const chainName = chainOfBip21Scheme(scheme);
  if (!chainName) return fail(`Links starting with ${scheme}: are not payment links this wallet reads`);
  return parseBip21(chainName, path, params.value);
}

function parseBip21(chainName: string, path: string, params: Map<string, string>): ParsePaymentUriResult {
  if (path === '') return fail('The payment link has no address');
  let recipient: string;
  try {
    recipient = decodeURIComponent(path);
  } catch {
    return fail('The payment link is not correctly encoded');
  }
  const request: PaymentRequest = { chainName, recipient };
  for (const [key, value] of params) {
    if (key === 'amount') {
      const a = BIP21_AMOUNT.exec(value);
      if (!a || (a[1] === '' && (a[2] ?? '') === '')) return fail('The amount in the link is not a number');
      const whole = (a[1] ?? '').replace(/^0+(?=\d)/, '') || '0';
      const frac = (a[2] ?? '').replace(/0+$/, '');
      request.amount = frac ? `${whole}.${frac}` : whole;
    } else if (key === 'label') request.label = value;
    else if (key === 'message') request.message = value;
    // BIP21: "req-" parameters are required; one we do not understand voids the whole link.
    else if (key.startsWith('req-'))
      return fail(`The link requires "${key.slice(4)}", which this wallet does not support`);
  }
  return { ok: true, request };
}

function parseEip681(path: string, params: Map<string, string>): ParsePaymentUriResult {
  const [targetPart = '', fn, ...extra] = path.split('/');
  if (extra.length > 0) return fail('The payment link has an unexpected path');
  const [rawTarget = '', chainPart, ...more] = targetPart.replace(/^pay-/, '').split('@');
  if (more.length > 0) return fail('The payment link names its chain twice');
  if (!EVM_ADDRESS.test(rawTarget) && !NAME.test(rawTarget))
    return fail('The payment link has no valid address');
  let chainId = 1;
  if (chainPart !== undefined) {
    if (!/^[1-9]\d{0,15}$/.test(chainPart)) return fail('The chain id in the link is not a number');
    chainId = Number(chainPart);
  }
  const chain = chainOfEvmId(chainId);
  if (!chain) return fail(`This link is for chain id ${chainId}, which this wallet does not know`);

  if (fn === undefined) {
    const request: PaymentRequest = { chainName: chain.name, recipient: rawTarget };
    const value = params.get('value');
    if (value !== undefined) {
      const wei = eip681Integer(value);
      if (wei === null) return fail('The amount in the link is not a whole number of base units');
      request.baseAmount = wei;
    }
    return { ok: true, request };
  }
  if (fn !== 'transfer') return fail(`The link asks to call "${fn}", which the wallet does not send`);
  if (!EVM_ADDRESS.test(rawTarget)) return fail('A token link must name the token by its contract address');
  const to = params.get('address');
  if (to === undefined || (!EVM_ADDRESS.test(to) && !NAME.test(to)))
    return fail('The token link has no valid recipient address');
  const request: PaymentRequest = { chainName: chain.name, recipient: to, token: rawTarget };
  const units = params.get('uint256');
  if (units !== undefined) {
    const n = eip681Integer(units);
    if (n === null) return fail('The amount in the link is not a whole number of base units');
    request.baseAmount = n;
  }
  return { ok: true, request };
}

/**
 * EIP-681's number as an exact non-negative integer: "2.014e18" is 2014000000000000000.
 * Null when it is signed, malformed, or not whole (2.5 wei cannot be paid).
 */
export function eip681Integer(text: string): bigint | null {
  const m = EIP681_NUMBER.exec(text);
  if (!m || (m[1] === '' && m[2] === undefined)) return null;
  const digits = `${m[1] ?? ''}${m[2] ?? ''}` || '0';
  const shift = Number(m[3] ?? '0') - (m[2]?.length ?? 0);
  if (shift >= 0) return BigInt(digits) * 10n ** BigInt(shift);
  const cut = digits.length + shift;
  const dropped = digits.slice(Math.max(cut, 0));
  if (!/^0*$/.test(dropped)) return null;
  return BigInt(cut > 0 ? digits.slice(0, cut) : '0');
}

function readQuery(query: string): { ok: true; value: Map<string, string> } | { ok: false; error: string } {
  const out = new Map<string, string>();
  if (query === '') return { ok: true, value: out };
  for (const part of query.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const rawKey = eq < 0 ? part : part.slice(0, eq);
    const rawValue = eq < 0 ? '' : part.slice(eq + 1);
    let key: string;
    let value: string;
    try {
      key = decodeURIComponent(rawKey);
      value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    } catch {
      return fail('The payment link is not correctly encoded');
    }
    if (out.has(key)) return fail(`The link gives "${key}" twice`);
    out.set(key, value);
  }
  return { ok: true, value: out };
}

function fail(error: string): { ok: false; error: string } {
  return { ok: false, error };
}
