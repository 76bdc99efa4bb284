export { filecoinSigner } from './derive';
