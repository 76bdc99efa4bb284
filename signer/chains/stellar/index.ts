export { stellarSigner } from './derive';
