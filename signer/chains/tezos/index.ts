export { tezosSigner } from './derive';
