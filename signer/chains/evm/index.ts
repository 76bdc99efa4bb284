export { evmSigner } from './derive';
