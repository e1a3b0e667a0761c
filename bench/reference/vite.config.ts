/**
 * The reference app's build: Vite's defaults with React, as create-refine-app writes it, plus the
 * console's pre-compression so the server sends both apps' files alike (.br/.gz, immutable).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  plugins: [
    react(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
});
