export { tronSigner } from './derive';
