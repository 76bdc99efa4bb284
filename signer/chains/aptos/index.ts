export { aptosSigner } from './derive';
