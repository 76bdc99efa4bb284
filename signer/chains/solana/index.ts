export { solanaSigner, SOLANA_SHORT_PATH } from './derive';
