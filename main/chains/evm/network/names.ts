import { ensNormalize } from 'ethers';
import { AppError } from '../../../../shared/errors';
import { plainText } from '../errors';

/**
 * A typed name in the form both ENS and SPACE ID hash (ENSIP-15: case folded, invisible
 * characters dropped), so `Alice.ETH` and `alice.eth` are one name. A name ENSIP-15 rejects
 * (empty label, disallowed character) is BAD_INPUT with the rule it broke.
 */
export function normaliseName(name: string): string {
  try {
    return ensNormalize(name.trim());
  } catch (e) {
    // ethers says `invalid ENS name (<rule>) (argument=…)`; the rule is what the user can act on
    const short = (e as { shortMessage?: unknown }).shortMessage;
    const rule = typeof short === 'string' ? /\((.*)\)$/.exec(short)?.[1] : undefined;
    // ethers marks label boundaries with U+200E, which plainText does not strip
    const why = rule ? plainText(rule.replace(/\u200e/g, '')) : 'check the spelling';
    throw new AppError('BAD_INPUT', `Not a valid name: ${why}`);
  }
}
