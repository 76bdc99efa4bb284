export { cosmosSigner } from './derive';
