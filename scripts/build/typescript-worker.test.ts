import { describe, expect, it } from 'vitest';
import { sharedCursor, threadCount, workTaken } from './typescript-worker';

describe('a shared cursor', () => {
  it('gives each index once, whichever thread takes it, and the taken work with its index', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    const first = sharedCursor();
    // A second thread's cursor over the same memory (as a worker makes it from `buffer`).
    const second = sharedCursor(first.buffer);
    expect(first.take()).toBe(0);
    expect(workTaken(items, second, (item) => item.toUpperCase())).toEqual([
      [1, 'B'],
      [2, 'C'],
      [3, 'D'],
      [4, 'E'],
    ]);
    expect(workTaken(items, first, (item) => item)).toEqual([]);
  });
});

describe('threadCount', () => {
  it('gives each thread at least its share of items, and one thread for a few', () => {
    expect(threadCount(10, 500, 'NO_SUCH_SETTING')).toBe(1);
    process.env.TYPESCRIPT_WORKER_TEST_THREADS = '4';
    try {
      expect(threadCount(1_200, 500, 'TYPESCRIPT_WORKER_TEST_THREADS')).toBe(3);
      expect(threadCount(5_000, 500, 'TYPESCRIPT_WORKER_TEST_THREADS')).toBe(4);
    } finally {
      delete process.env.TYPESCRIPT_WORKER_TEST_THREADS;
    }
  });
});
