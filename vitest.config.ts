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
      '@stempeluhr/core/element-only': here('./packages/core/src/element-only.ts'),
      '@stempeluhr/core': here('./packages/core/src/index.ts'),
      '@stempeluhr/ui': here('./packages/ui/src/index.ts'),
      '@stempeluhr/views': here('./packages/views/src/index.ts'),
      '@stempeluhr/widgets': here('./packages/widgets/src/index.ts'),
      '@mocks': here('./mocks'),
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./test/setup.ts'],
    include: ['packages/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'stories/**/*.test.{ts,tsx}', 'host-demo/**/*.test.ts', 'test/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 15_000,
    restoreMocks: true,
  },
});
