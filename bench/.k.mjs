import { keccak_256 } from '@noble/hashes/sha3.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
const time = (name, f, n = 200) => { for (let i=0;i<20;i++) f(); const t = performance.now(); for (let i = 0; i < n; i++) f(); console.log(name, ((performance.now() - t) / n).toFixed(4), 'ms'); };
const b = new Uint8Array(33);
time('keccak', () => keccak_256(b), 2000);
const sk = secp256k1.utils.randomSecretKey();
time('getPublicKey', () => secp256k1.getPublicKey(sk, true));
