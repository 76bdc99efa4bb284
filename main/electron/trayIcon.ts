/**
 * The tray icon (the app icon's vault door, gold on transparent), embedded so it travels
 * inside the bundle and needs no file in the asar. 16 px for 1x screens, 32 px for 2x.
 */
export const TRAY_ICON_PNG = {
  1: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAAeElEQVR42mNgGJ7gwSavmAebvE4/2OT1H4pB7BhiNU9+sMnr+oNNXj4PNnllQLEPVGwyMTaDFPJA+QkgDGXzQOVi8BkAcqoPlM3yYJNXCRSzQMVALjmNz4D/UCcnQDXCwqAEKgaS+09TAyj2AmWBSHE0UiUhDT0AAC+Tv3EL130lAAAAAElFTkSuQmCC',
  2: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAABAElEQVR42u1Wyw2DMAxlAA4cODACQzCB58gI7MMIlbxARmAFb9BDDxxbGdlSlLoc+DRBiiVLKDZ5z47tpKqKFLmzEELL+k/AhhBGQvCEsBDCW3SRNbY1V4Hz5s8A9Jeyz3gmcE0IjwBgJgRHCL1E7eXbiU39+J/6DAIK/mKQyLYSiNac+K4kzki7gg+G/YuArA8BifFIwemZux8+JoEgE1oTzZHo5w2fjnXDPu/OgkRnRi+FOUn7LfJdb2TB7yGgfd4btslov8nw63VO7JlwurGPtIuGUDiMOsNf7e19CCQ/glyKMHkbph1EyUdxFpdRFtdx8gdJNk+yLB6lRYpcIR9SkXgjU2TeHwAAAABJRU5ErkJggg==',
} as const;
