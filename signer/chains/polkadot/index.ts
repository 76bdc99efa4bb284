export { polkadotSigner } from './derive';
