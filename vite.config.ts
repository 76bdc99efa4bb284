import { defineConfig } from 'vite';

// Relative base: the same build is served from app://wallet/ in Electron and from
// http://127.0.0.1:PORT/ in the browser host. Nothing inline, so the CSP needs no 'unsafe-*'.
export default defineConfig({
  root: 'renderer',
  base: './',
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    target: 'chrome120',
    sourcemap: false,
    rollupOptions: {
      // React Query ships "use client" directives and zod ships PURE annotations Rollup cannot
      // place; both are harmless for a client-only bundle and would bury real warnings.
      // The framework every screen needs (React, the router, React Query, jotai) is one chunk
      // that changes less often than the app; every other library goes with the screens that
      // import it, so the lock screen loads only what it draws (routes are lazy in App.tsx).
      output: {
        manualChunks: (id) =>
          /node_modules\/(react|react-dom|scheduler|react-router|@tanstack|jotai)\//.test(id)
            ? 'framework'
            : undefined,
      },
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'INVALID_ANNOTATION') return;
        warn(warning);
      },
    },
  },
});
