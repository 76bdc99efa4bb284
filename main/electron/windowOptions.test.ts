import { describe, expect, it } from 'vitest';
import { windowOptions } from './windowOptions';

describe('windowOptions', () => {
  const opts = windowOptions('/app/dist/electron/preload.cjs');
  const web = opts.webPreferences!;

  it('keeps the renderer isolated from Node and sandboxed', () => {
    expect(web.preload).toBe('/app/dist/electron/preload.cjs');
    expect(web.contextIsolation).toBe(true);
    expect(web.sandbox).toBe(true);
    expect(web.nodeIntegration).toBe(false);
    expect(web.nodeIntegrationInWorker).toBe(false);
    expect(web.nodeIntegrationInSubFrames).toBe(false);
  });

  it('keeps web security on and extra features off', () => {
    expect(web.webSecurity).toBe(true);
    expect(web.allowRunningInsecureContent).toBe(false);
    expect(web.webviewTag).toBe(false);
    expect(web.spellcheck).toBe(false);
    expect(web.experimentalFeatures).toBe(false);
    expect(web.navigateOnDragDrop).toBe(false);
    expect(web.enableBlinkFeatures).toBeUndefined();
  });

  it('turns DevTools off unless asked for', () => {
    expect(web.devTools).toBe(false);
    expect(windowOptions('/p', { devTools: true }).webPreferences!.devTools).toBe(true);
  });

  it('shows the window only once it is ready, at a usable size', () => {
    expect(opts.show).toBe(false);
    expect(opts.backgroundColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(opts.minWidth).toBeGreaterThanOrEqual(800);
    expect(opts.minHeight).toBeGreaterThanOrEqual(560);
    expect(opts.width).toBeGreaterThanOrEqual(opts.minWidth!);
    expect(opts.height).toBeGreaterThanOrEqual(opts.minHeight!);
  });
});
