import { rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), withoutDemoFiles()],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/uploads': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
  },
});

/**
 * For a VITE_DEMO_APPS=false build: the demo sections' code is already left out
 * (src/demo/resources.tsx); this also leaves out what public/ copies for them, the MSW worker
 * script and the demo images. Does nothing when the demo sections are on.
 */
function withoutDemoFiles(): Plugin {
  let outDir: string | null = null;
  return {
    name: 'partypass:without-demo-files',
    apply: 'build',
    configResolved(config) {
      if (config.env.VITE_DEMO_APPS !== 'false') return;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!outDir) return;
      for (const file of ['mockServiceWorker.js', 'demo']) {
        rmSync(path.join(outDir, file), { recursive: true, force: true });
      }
    },
  };
}
