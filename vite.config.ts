import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The renderer: built into dist/renderer, loaded by Electron from app://heistbox/. */
export default defineConfig({
  root: `${root}renderer`,
  base: './',
  cacheDir: `${root}node_modules/.vite`,
  plugins: [svelte({ configFile: `${root}svelte.config.js` })],
  build: {
    outDir: `${root}dist/renderer`,
    emptyOutDir: true,
    target: 'chrome130',
    sourcemap: false,
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173, strictPort: true },
});
