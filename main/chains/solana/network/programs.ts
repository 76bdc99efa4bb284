/** Program ids the family names on the wire. */
import type { TokenProgramKind } from '../types';

export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM_ID = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
export const STAKE_PROGRAM_ID = 'Stake11111111111111111111111111111111111111';
export const VOTE_PROGRAM_ID = 'Vote111111111111111111111111111111111111111';

export const programIdOf = (k: TokenProgramKind): string =>
  k === 'token' ? TOKEN_PROGRAM_ID : TOKEN_2022_PROGRAM_ID;
