// A hostile main asking for an XMTP identity signature: the signer signs only XMTP's statement
// creating or extending the wallet's own inbox. The text shapes follow libxmtp v1.5.4
// (xmtp_id/src/associations/unsigned_actions.rs); a real client's texts pass through this check
// in main/services/messaging/messagingService.integ.test.ts.
import { verifyMessage, Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import { phraseToSeed } from '../wallets/phrase';
import { importedTestKeys, phraseKeys, TEST_ADDRESS } from '../../test/signer/testKeys';
import { checkXmtpIdentityText, xmtpInboxIdOf } from './identityText';
import { messagingKeyOf } from './messagingKey';
import { signMessagingIdentity } from './signMessagingIdentity';

const OWN = TEST_ADDRESS.toLowerCase();
const OTHER = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const INSTALLATION = 'a1'.repeat(32);

function statement(o: { inbox?: string; owner?: string | null; actions?: string[] } = {}) {
  const owner = o.owner === undefined ? OWN : o.owner;
  const actions = o.actions ?? [
    ...(owner ? ['- Create inbox', `  (Owner: ${owner})`] : []),
    '- Grant messaging access to app',
    `  (ID: ${INSTALLATION})`,
  ];
  return [
    'XMTP : Authenticate to inbox',
    '',
    `Inbox ID: ${o.inbox ?? xmtpInboxIdOf(OWN)}`,
    'Current time: 2026-11-28T17:22:11Z',
    '',
    ...actions,
    '',
    'For more info: https://xmtp.org/signatures',
  ].join('\n');
}

function sign(text: string, over: { address?: string; chain?: string } = {}) {
  return signMessagingIdentity({
    walletId: '1',
    network: 'regtest',
    activePath: '',
    address: over.address ?? TEST_ADDRESS,
    text,
    keys: importedTestKeys(over.chain),
  });
}

function refusal(text: string, over: { address?: string; chain?: string } = {}) {
  try {
    sign(text, over);
  } catch (e) {
    if (e instanceof AppError) return `${e.code}:${e.message}`;
    throw e;
  }
  return 'signed';
}

describe('signMessagingIdentity', () => {
  it('signs the statement creating its own inbox, EIP-191, as the wallet would', () => {
    const text = statement();
    const { signature } = sign(text);
    expect(verifyMessage(text, signature)).toBe(TEST_ADDRESS);
    expect(checkXmtpIdentityText(text, OWN)).toMatchObject({ owner: OWN, installation: INSTALLATION });
  });

  it('signs a new installation on its own inbox (no owner line)', () => {
    const text = statement({ owner: null });
    expect(verifyMessage(text, sign(text).signature)).toBe(TEST_ADDRESS);
  });

  it('signs with the phrase key at the path main names, when it is that address', () => {
    const seed = phraseToSeed('test test test test test test test test test test test junk', '');
    const text = statement();
    const { signature } = signMessagingIdentity({
      walletId: '1',
      network: 'regtest',
      activePath: "m/44'/60'/0'/0/0",
      address: TEST_ADDRESS,
      text,
      keys: phraseKeys(seed),
    });
    expect(verifyMessage(text, signature)).toBe(TEST_ADDRESS);
  });
});

describe('a hostile main', () => {
  it("refuses another address's inbox", () => {
    expect(refusal(statement({ inbox: xmtpInboxIdOf(OTHER), owner: OTHER }))).toBe(
      "INTENT_MISMATCH:messaging identity: another address's inbox",
    );
    expect(refusal(statement({ inbox: xmtpInboxIdOf(OWN, 0) }))).toMatch(/another address's inbox/);
  });
  it('refuses its own inbox with another owner', () => {
    expect(refusal(statement({ owner: OTHER }))).toBe('INTENT_MISMATCH:messaging identity: another owner');
  });
  it('refuses to sign as another address than the key at the path', () => {
    const text = statement({ inbox: xmtpInboxIdOf(OTHER), owner: OTHER });
    expect(refusal(text, { address: OTHER })).toBe(
      'INTENT_MISMATCH:messaging identity: the key is another address',
    );
  });
  it('refuses another text: a sign-in message, a transaction-looking blob', () => {
    expect(refusal('Sign in to example.com\nNonce: 1')).toMatch(/not the identity statement/);
    expect(refusal('0x' + 'ab'.repeat(40))).toMatch(/not the identity statement/);
  });
  it('refuses extra or other actions: linking, revoking, changing the recovery address', () => {
    const grant = ['- Grant messaging access to app', `  (ID: ${INSTALLATION})`];
    expect(
      refusal(statement({ actions: ['- Link address to inbox', `  (Address: ${OTHER})`, ...grant] })),
    ).toMatch(/other than creating/);
    expect(
      refusal(
        statement({
          actions: [
            '- Create inbox',
            `  (Owner: ${OWN})`,
            '- Link address to inbox',
            `  (Address: ${OTHER})`,
          ],
        }),
      ),
    ).toMatch(/other than granting/);
    expect(
      refusal(statement({ actions: ['- Revoke messaging access from app', `  (ID: ${INSTALLATION})`] })),
    ).toMatch(/other than granting/);
    expect(
      refusal(statement({ actions: ['- Change inbox recovery address', `  (Address: ${OTHER})`] })),
    ).toMatch(/other than granting/);
    expect(
      refusal(
        statement({
          actions: [
            '- Create inbox',
            `  (Owner: ${OWN})`,
            ...grant,
            '- Link address to inbox',
            `  (Address: ${OTHER})`,
          ],
        }),
      ),
    ).toMatch(/not the identity statement/);
  });
  it('refuses extra lines, a changed header or footer, a malformed id or time', () => {
    expect(refusal(statement() + '\n')).toMatch(/not the identity statement/);
    expect(refusal('\n' + statement())).toMatch(/not the identity statement/);
    expect(refusal(statement().replace('XMTP : Authenticate', 'XMTP : Authorize'))).toMatch(
      /not the identity/,
    );
    expect(refusal(statement().replace('signatures', 'signatures/'))).toMatch(/not the identity/);
    expect(refusal(statement().replace('Inbox ID: ', 'Inbox ID:  '))).toMatch(/no inbox id/);
    expect(refusal(statement().replace('17:22:11Z', '17:22:11+01:00'))).toMatch(/no time/);
    expect(refusal(statement().replace(`(ID: ${INSTALLATION})`, '(ID: zz)'))).toMatch(/no installation id/);
    expect(refusal(statement().replace(`(Owner: ${OWN})`, `(Owner: ${OWN}) `))).toMatch(/another owner/);
  });
  it('refuses a key imported for another chain family', () => {
    expect(refusal(statement(), { chain: 'tron' })).toBe(
      'INTENT_MISMATCH:This key was imported for another chain',
    );
  });
});

describe('messagingKeyOf', () => {
  it('is the same at every unlock, and differs by wallet secret and by address', () => {
    const seed = phraseToSeed('test test test test test test test test test test test junk', '');
    const phrase = { kind: 'phrase' as const, phrase: 'x', passphrase: '' };
    const k = messagingKeyOf(phrase, seed, OWN);
    expect(k).toMatch(/^[0-9a-f]{64}$/);
    expect(messagingKeyOf(phrase, new Uint8Array(seed), OWN.toUpperCase().replace('0X', '0x'))).toBe(k);
    expect(messagingKeyOf(phrase, seed, OTHER)).not.toBe(k);
    expect(messagingKeyOf(phrase, new Uint8Array(64), OWN)).not.toBe(k);
    const imported = {
      kind: 'privateKey' as const,
      chainName: 'ethereum',
      privateKey: new Wallet(Wallet.createRandom().privateKey).privateKey,
    };
    expect(messagingKeyOf(imported, null, OWN)).not.toBe(k);
    expect(seed.some((b) => b !== 0)).toBe(true);
  });
});
