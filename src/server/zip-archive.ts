import { Reader, ZipReader, type Entry } from '@zip.js/zip.js';
import type { FileWindow } from './file-window';

/** Far more entries than any CV has; past it the file is refused rather than read further. */
export const ZIP_MAX_ENTRIES = 2000;
/** How far an entry's output may pass its declared size before inflating stops (it is refused either way). */
const ZIP_SIZE_MARGIN = 1024;

/** zip.js reads the archive through the file's windows: never the whole file at once. */
class WindowReader extends Reader<FileWindow> {
  constructor(private readonly file: FileWindow) {
    super(file);
    this.size = file.size;
  }

  override readUint8Array(index: number, length: number): Promise<Uint8Array> {
    return this.file.read(index, length);
  }
}

// No web workers (Workers has none, Node needs none for a CV); inflation by the runtime's DecompressionStream.
const OPTIONS = { useWebWorkers: false, useCompressionStream: true, filenameEncoding: 'utf-8' } as const;

export async function zipEntries(file: FileWindow): Promise<Entry[] | undefined> {
  const entries: Entry[] = [];
  try {
    for await (const entry of new ZipReader(new WindowReader(file), OPTIONS).getEntriesGenerator()) {
      if (entries.push(entry) > ZIP_MAX_ENTRIES) return undefined;
    }
  } catch {
    return undefined;
  }
  return entries;
}

class Stopped extends Error {}

/** False for a lying size, broken deflate, an unknown method, or a sink that stopped. */
export async function readEntry(entry: Entry, sink: (chunk: Uint8Array) => boolean): Promise<boolean> {
  if (entry.directory) return false;
  const limit = entry.uncompressedSize + ZIP_SIZE_MARGIN;
  let total = 0;
  const writable = new WritableStream<Uint8Array>({
    write(chunk) {
      total += chunk.length;
      if (total > limit || !sink(chunk)) throw new Stopped();
    },
  });
  try {
    // A CV's zip need not carry checksums (the declared size is what is held to); entries whose
    // data overlap are one way to build a bomb of honest sizes.
    await entry.getData(writable, { ...OPTIONS, checkOverlappingEntry: true });
  } catch {
    return false;
  }
  return total === entry.uncompressedSize;
}
