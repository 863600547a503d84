/** Random access to a file's bytes in small windows, so a check never holds the whole file. */
export type FileWindow = {
  readonly size: number;
  read(position: number, length: number): Promise<Uint8Array>;
};

export function bytesWindow(bytes: Uint8Array): FileWindow {
  return {
    size: bytes.byteLength,
    read: (position, length) =>
      Promise.resolve(bytes.subarray(position, Math.min(bytes.byteLength, position + length))),
  };
}
