/** Polkadot's rules and texts (spec/chains.md §5, §9; spec/app.md §8). */

export const DOT_DECIMALS = 10;
/** spec §9: the minimum receiver balance, Polkadot's existential deposit: 1 DOT */
export const EXISTENTIAL_DEPOSIT = 10_000_000_000n;
/** spec §9: history length */
export const HISTORY_LIMIT = 20;
/** blocks a signed transfer stays valid for (about 6.4 minutes); the signer allows up to 256 */
export const ERA_PERIOD = 64;
/**
 * blocks after the one the wallet saw before sending in which a sent extrinsic is looked for:
 * its mortality twice over (the era starts at the block it was built on, which may be a little
 * ahead of the finalized head); past them it can never be included
 */
export const INCLUSION_WINDOW = ERA_PERIOD * 2;
/** Sidecar blocks read in one status look, so a restart's catch-up is spread over several */
export const BLOCKS_PER_LOOK = 32;

/** What the history card says when Polkadot history cannot be read (spec §7: a keyed scan service). */
export const POLKADOT_NOTICES = {
  noScan:
    'Polkadot history needs a scan service (Subscan), and none is set for this network. Sends still confirm through the node.',
  needsKey:
    'Polkadot history needs a Subscan API key: add one in Settings → API keys. Sends still confirm through the node.',
  scanFailed: (why: string) => `Could not read Polkadot history from Subscan (${why}).`,
} as const;

export const POLKADOT_ERRORS = {
  /** spec §5: the error code, and the text its toast shows (app.md §8: 'Polkadot warning: …') */
  receiverMinimumCode: 'polkadot_receiver_should_1_dot',
  receiverMinimum: 'Receiver address should have minimum 1 DOT',
  /** a keep-alive send that would leave the sender under the existential deposit */
  wouldReap:
    'This send would leave less than 1 DOT in your account, and Polkadot would close it and lose the rest. Send less, or send all.',
  insufficient: 'Insufficient balance to pay the amount and the fee',
} as const;
