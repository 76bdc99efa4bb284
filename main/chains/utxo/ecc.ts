// bitcoinjs-lib needs an elliptic-curve backend for taproot payments; registered once.
import { initEccLib } from 'bitcoinjs-lib';
import * as ecc from 'tiny-secp256k1';

initEccLib(ecc);
