import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['tests/unit/**/*.test.{ts,tsx}'],
      environment: 'node',
      // A folder per run for the one production build the test files share (tests/support/builtSite.ts).
      globalSetup: ['tests/support/unitGlobalSetup.ts'],
      testTimeout: 20_000,
      hookTimeout: 120_000,
    },
  }),
);
