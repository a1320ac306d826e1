import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressDir } from './scripts/precompress.js';

// In development the API runs on :3000 (tsx watch) and Vite serves the app with hot reload on :5173.
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;
const FEATURE_CODE = /\/src\/web\/features\/.+\.tsx?$/;

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  // The manifest lets bench/bundle-size.mjs follow exactly what a route loads.
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Flags stay files, fetched when shown, rather than 270 data URLs inlined into the statistics chunk.
    assetsInlineLimit: (file) => (file.includes('/flag-icons/') ? false : undefined),
    // A feature's modules only declare (screens, hooks, schemas) and do nothing when loaded, so a module reached
    // through another feature's face (its index.ts) but not used is left out of the importing screen's chunks
    // rather than loaded with them. Stylesheets (leaflet.css) keep their effect.
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id, external) => (!external && FEATURE_CODE.test(id) ? false : undefined),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/r/': apiTarget,
      '/Q/': apiTarget,
      '/q/': apiTarget,
      '/f/': apiTarget,
      '/p/': apiTarget,
      '/m/': apiTarget,
    },
  },
});

/** After the build (the public/ files copied too), the brotli and gzip copy of each text file: scripts/precompress.ts. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'scanlink:precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler: async () => {
        await precompressDir(outDir);
      },
    },
  };
}
