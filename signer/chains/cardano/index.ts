export { cardanoSigner } from './derive';
