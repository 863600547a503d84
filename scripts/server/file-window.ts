import { open } from 'node:fs/promises';

/** Random access to a file's bytes in small windows, so a check never holds the whole file. */
export type FileWindow = {
  readonly size: number;
  /** Up to `length` bytes from `position` (fewer at the end of the file). */
  read(position: number, length: number): Promise<Uint8Array>;
};

/** Windows over bytes already in memory (tests, small files). */
export function bytesWindow(bytes: Uint8Array): FileWindow {
  return {
    size: bytes.byteLength,
    read: (position, length) =>
      Promise.resolve(bytes.subarray(position, Math.min(bytes.byteLength, position + length))),
  };
}

/** Opens a file for windowed reads; `close` when done. */
export async function openFileWindow(path: string): Promise<FileWindow & { close(): Promise<void> }> {
  const handle = await open(path, 'r');
  const { size } = await handle.stat();
  return {
    size,
    async read(position, length) {
      const wanted = Math.max(0, Math.min(length, size - position));
      const buffer = Buffer.alloc(wanted);
      const { bytesRead } = wanted > 0 ? await handle.read(buffer, 0, wanted, position) : { bytesRead: 0 };
      return buffer.subarray(0, bytesRead);
    },
    close: () => handle.close(),
  };
}
