import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'sandbox/**/*.test.ts', 'integration/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    pool: 'forks',
  },
});
