import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      root,
      include: ['tests/unit/**/*.test.ts'],
      environment: 'node',
      testTimeout: 20_000,
      pool: 'forks',
    },
  }),
);
