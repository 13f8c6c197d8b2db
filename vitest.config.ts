import os from 'node:os';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    // Vitest's default is one process less than the CPUs: a single one on a 2-core machine, where the checks of the
    // build then run one file at a time.
    maxWorkers: os.availableParallelism(),
  },
});
