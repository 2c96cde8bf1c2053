import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { playersPlugin } from './electron/players/vite-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The dev server (`npm run web`) needs its hot-reload socket and the styles it injects; the built app keeps
 * the strict policy of index.html unchanged.
 */
const devServerPolicy: Plugin = {
  name: 'heistbox-dev-csp',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html
      .replace("connect-src 'self'", "connect-src 'self' ws://localhost:*")
      .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
};

/**
 * The renderer: built into dist/renderer, loaded by Electron from app://heistbox/. `npm run web` and `vite preview`
 * also host the players' hub (the LAN player page and its live channel) and the GM's control socket for it.
 */
export default defineConfig({
  root: `${root}renderer`,
  base: './',
  cacheDir: `${root}node_modules/.vite`,
  plugins: [svelte({ configFile: `${root}svelte.config.js` }), devServerPolicy, playersPlugin()],
  build: {
    outDir: `${root}dist/renderer`,
    emptyOutDir: true,
    // ES2021 rather than the newest Chromium: Electronegativity (npm run test:security) cannot read class private
    // fields, and would leave the page's code unscanned.
    target: 'es2021',
    sourcemap: false,
    // Two pages: the GM's app, and the players' screen (issue 21), whose bundle holds none of the GM's storage.
    rolldownOptions: {
      input: { main: `${root}renderer/index.html`, player: `${root}renderer/player.html` },
    },
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173, strictPort: true },
});
