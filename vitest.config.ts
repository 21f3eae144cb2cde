import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// Time matters in this product: every test runs on Berlin wall time.
process.env.TZ = 'Europe/Berlin';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@mocks': here('./mocks'),
      '@test': here('./test'),
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./test/setup.ts'],
    include: ['packages/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'stories/**/*.test.{ts,tsx}', 'host-demo/**/*.test.ts', 'test/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 30_000,
    restoreMocks: true,
  },
});
