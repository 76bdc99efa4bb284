export { hederaSigner } from './derive';
