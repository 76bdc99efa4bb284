/**
 * The sandboxed preload, bundled to CJS (a sandboxed preload can load neither ESM nor node
 * modules). It exposes `window.walletBridge` and nothing else.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_GLOBAL } from '../../shared/contract/bridge';
import { createBridge } from './bridge';

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, createBridge(ipcRenderer));
