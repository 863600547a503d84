import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'tests/support/**/*.test.ts',
    ],
    environment: 'node',
  },
});
