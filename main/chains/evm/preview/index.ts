export { previewEvmTx, type PreviewParams } from './previewEvmTx';
export type { PreviewIntent } from './checkIntent';
export type { PreviewNode, PreviewTx } from './types';
export { previewNodeAt } from './node';
