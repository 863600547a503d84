import type { GuardStorage } from '../form-guard';

/** A Durable Object's storage in memory, with its alarm, for FormGuard's tests. */
export function memoryGuardStorage(): GuardStorage & { alarm: number | undefined; size(): number } {
  const values = new Map<string, unknown>();
  const storage = {
    alarm: undefined as number | undefined,
    get<T>(key: string) {
      return Promise.resolve(structuredClone(values.get(key)) as T | undefined);
    },
    put(key: string, value: unknown) {
      values.set(key, structuredClone(value));
      return Promise.resolve();
    },
    deleteAll() {
      values.clear();
      storage.alarm = undefined;
      return Promise.resolve();
    },
    setAlarm(time: number) {
      storage.alarm = time;
      return Promise.resolve();
    },
    size: () => values.size,
  };
  return storage;
}
