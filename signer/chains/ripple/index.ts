export { rippleSigner } from './derive';
