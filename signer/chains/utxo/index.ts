export { utxoSigner } from './derive';
