import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['tests/unit/**/*.test.{ts,tsx}'],
      environment: 'node',
      testTimeout: 20_000,
      hookTimeout: 120_000,
    },
  }),
);
