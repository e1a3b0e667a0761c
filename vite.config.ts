import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/**
 * With VITE_DEMO_APPS=false the demo sections' code is already left out (src/demo/resources.tsx);
 * this also leaves out what public/ would copy for them: the MSW worker script and the demo images.
 */
function withoutDemoFiles(): Plugin {
  let outDir = '';
  return {
    name: 'partypass:without-demo-files',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of ['mockServiceWorker.js', 'demo']) {
        rmSync(join(outDir, file), { recursive: true, force: true });
      }
    },
  };
}

export default defineConfig(({ mode }) => {
  const demoApps = loadEnv(mode, process.cwd(), 'VITE_').VITE_DEMO_APPS !== 'false';
  return {
    plugins: [react(), ...(demoApps ? [] : [withoutDemoFiles()])],
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
  };
});
