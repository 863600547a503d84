import { open } from 'node:fs/promises';
import type { FileWindow } from '../file-window';

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
