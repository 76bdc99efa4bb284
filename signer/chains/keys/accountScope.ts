import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { HARDENED_OFFSET, type HDKey } from '@scure/bip32';
import * as ecc from 'tiny-secp256k1';
import { AppError } from '../../../shared/errors';
import type { LendSecpKey } from './lenders';

const Fn = secp256k1.Point.Fn;

/** A key lender over an account node, and the wipe of what it kept between keys. */
export interface AccountScope {
  lend: LendSecpKey;
  /** wipes every node kept between the account and its keys (the account is its owner's) */
  wipe(): void;
}

const stepIndex = (step: string): number => {
  const m = /^(\d{1,10})('?)$/.exec(step);
  const index = m ? Number(m[1]) : NaN;
  if (!m || index >= HARDENED_OFFSET) throw new AppError('BAD_INPUT', 'Invalid derivation path');
  return m[2] ? index + HARDENED_OFFSET : index;
};

/**
 * BIP32 CKDpriv of a non-hardened child: HMAC-SHA512 and one addition, where HDKey.deriveChild
 * would also compute the child's public key (a curve multiplication) on every use. Null in the
 * ~2^-127 case BIP32 skips to the next index, which deriveChild then does itself.
 */
function childPrivateKey(parent: HDKey, index: number): Uint8Array | null {
  const parentKey = parent.privateKey; // copies, wiped here
  const chainCode = parent.chainCode;
  const publicKey = parent.publicKey;
  if (!parentKey || !chainCode || !publicKey) throw new AppError('INTERNAL', 'no key at path');
  const data = new Uint8Array(37);
  data.set(publicKey);
  new DataView(data.buffer).setUint32(33, index, false);
  const i = hmac(sha512, chainCode, data);
  try {
    const tweak = Fn.fromBytes(i.subarray(0, 32), true);
    if (!Fn.isValid(tweak)) return null;
    const child = Fn.create(Fn.fromBytes(parentKey) + tweak);
    return Fn.isValidNot0(child) ? Fn.toBytes(child) : null;
  } finally {
    parentKey.fill(0);
    chainCode.fill(0);
    i.fill(0);
  }
}

/**
 * Keys below `account` (the node at `accountPath`) derived from it: the nodes between it and
 * a key (a receive or change chain) are derived once and kept until `wipe`, and each key is
 * one CKDpriv step from its chain, wiped as soon as its use returns; its public key is
 * remembered for the call (it is public). A path outside the account goes to `outside`.
 */
export function accountScope(account: HDKey, accountPath: string, outside: LendSecpKey): AccountScope {
  const between = new Map<string, HDKey>();
  const publicKeys = new Map<string, Uint8Array>();
  const lend: LendSecpKey = (path, use) => {
    if (!path.startsWith(`${accountPath}/`)) return outside(path, use);
    const steps = path
      .slice(accountPath.length + 1)
      .split('/')
      .map(stepIndex);
    let node = account;
    for (let k = 0; k < steps.length - 1; k++) {
      const at = steps.slice(0, k + 1).join('/');
      let next = between.get(at);
      if (!next) between.set(at, (next = node.deriveChild(steps[k]!)));
      node = next;
    }
    const last = steps[steps.length - 1]!;
    const fast = last < HARDENED_OFFSET ? childPrivateKey(node, last) : null;
    const slow = fast ? null : node.deriveChild(last);
    const privateKey = fast ?? slow?.privateKey;
    try {
      if (!privateKey) throw new AppError('INTERNAL', 'no key at path');
      try {
        let publicKey = publicKeys.get(path);
        if (!publicKey) {
          const point = ecc.pointFromScalar(privateKey, true);
          if (!point) throw new AppError('INTERNAL', 'no key at path');
          publicKeys.set(path, (publicKey = point));
        }
        return use(privateKey, publicKey);
      } finally {
        privateKey.fill(0);
      }
    } finally {
      slow?.wipePrivateData();
    }
  };
  return {
    lend,
    wipe() {
      for (const n of between.values()) n.wipePrivateData();
      between.clear();
    },
  };
}
