/** Bytes per client per window; past `maxClients` the oldest is forgotten, unless it has spent its budget. */
export function createByteBudget(options: { maxBytes: number; windowMs: number; maxClients: number }) {
  const windows = new Map<string, { start: number; bytes: number }>();
  return {
    /** Spends `bytes` when they fit in the client's budget; else answers how long until they would. */
    spend(
      client: string,
      bytes: number,
      now = Date.now(),
    ): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
      let window = windows.get(client);
      if (window && now - window.start >= options.windowMs) window = undefined;
      window ??= { start: now, bytes: 0 };
      windows.delete(client);
      windows.set(client, window);
      for (const [key, entry] of windows) {
        if (windows.size <= options.maxClients) break;
        if (key !== client && entry.bytes < options.maxBytes) windows.delete(key);
      }
      if (window.bytes + bytes > options.maxBytes) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((window.start + options.windowMs - now) / 1000)),
        };
      }
      window.bytes += bytes;
      return { allowed: true };
    },
  };
}
