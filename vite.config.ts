import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompress } from './scripts/precompress.ts';
import { serviceWorker } from './scripts/sw-precache.ts';

const stub = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), serviceWorker(), precompress()],
  resolve: {
    alias: {
      // pose-detection imports @mediapipe/pose for its mediapipe runtime, which we never use and
      // which has no ES exports (Vite cannot bundle it). See docs/architecture.md#pose-model.
      '@mediapipe/pose': stub('./src/stubs/mediapipe-pose.ts'),
    },
  },
  worker: {
    format: 'es',
  },
  build: {
    target: 'es2022',
    // Maps stay in dist/ to read a production stack trace locally; no sourceMappingURL points at
    // them and the server never serves *.map (server/README.md#serving-the-app).
    sourcemap: 'hidden',
    // bench/bundle.mjs reads the manifest to size what / and /app really load.
    manifest: true,
    chunkSizeWarningLimit: 2000,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
});
