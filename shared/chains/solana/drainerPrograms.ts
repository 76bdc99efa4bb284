/** The programs whose instructions the preview reads from bytes. */
export const SYSTEM_PROGRAM = '11111111111111111111111111111111';
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';

export const isTokenProgram = (p: string): boolean => p === TOKEN_PROGRAM || p === TOKEN_2022_PROGRAM;

/** SPL token amounts are u64: an approval of this much has no limit. */
export const U64_MAX = 2n ** 64n - 1n;
