import type { FileWindow } from './file-window';
import { startInflate } from './inflate-stream';
import { utf8Text, view } from './resume-bytes';

export const ZIP_LOCAL = 0x04034b50; // PK 03 04
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;

/** Far more entries than any CV has; past it the file is refused rather than read further. */
export const ZIP_MAX_ENTRIES = 2000;
const ZIP_MAX_DIRECTORY_BYTES = 2 * 1024 * 1024;
/** How far an entry's output may pass its declared size before inflating stops (it is refused either way). */
const ZIP_SIZE_MARGIN = 1024;
/** The compressed bytes read at a time. */
const READ_WINDOW = 64 * 1024;

export type ZipEntry = { name: string; method: number; compressedSize: number; size: number; localOffset: number };
export type ZipArchive = { entries: ZipEntry[]; directoryOffset: number };

/** The entries a zip's central directory lists, found through its end record; undefined when malformed. */
export async function zipEntries(file: FileWindow): Promise<ZipArchive | undefined> {
  const tailLength = Math.min(file.size, 22 + 0xffff);
  const tail = await file.read(file.size - tailLength, tailLength);
  const tailView = view(tail);
  let end = -1;
  for (let index = tail.length - 22; index >= 0; index -= 1) {
    if (tailView.getUint32(index, true) === ZIP_END) {
      end = index;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = tailView.getUint16(end + 10, true);
  const directorySize = tailView.getUint32(end + 12, true);
  const directoryOffset = tailView.getUint32(end + 16, true);
  const endOffset = file.size - tailLength + end;
  if (count > ZIP_MAX_ENTRIES || directorySize > ZIP_MAX_DIRECTORY_BYTES) return undefined;
  if (directoryOffset + directorySize > endOffset) return undefined; // also refuses zip64 (0xffffffff)

  const directory = await file.read(directoryOffset, directorySize);
  const directoryView = view(directory);
  const entries: ZipEntry[] = [];
  let offset = 0;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > directory.length || directoryView.getUint32(offset, true) !== ZIP_CENTRAL) return undefined;
    const nameLength = directoryView.getUint16(offset + 28, true);
    const extraLength = directoryView.getUint16(offset + 30, true);
    const commentLength = directoryView.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > directory.length) return undefined;
    entries.push({
      method: directoryView.getUint16(offset + 10, true),
      compressedSize: directoryView.getUint32(offset + 20, true),
      size: directoryView.getUint32(offset + 24, true),
      localOffset: directoryView.getUint32(offset + 42, true),
      name: utf8Text(directory.subarray(offset + 46, offset + 46 + nameLength)),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, directoryOffset };
}

/** Where an entry's data starts, from its local header; undefined when it is not where the directory says. */
async function entryDataOffset(
  file: FileWindow,
  entry: ZipEntry,
  directoryOffset: number,
): Promise<number | undefined> {
  const header = await file.read(entry.localOffset, 30);
  if (header.length < 30 || view(header).getUint32(0, true) !== ZIP_LOCAL) return undefined;
  const dataOffset = entry.localOffset + 30 + view(header).getUint16(26, true) + view(header).getUint16(28, true);
  return dataOffset + entry.compressedSize > directoryOffset ? undefined : dataOffset;
}

/**
 * Reads an entry's content piece by piece into `sink` (false from the sink stops it), inflating
 * it as it is read, never past its declared size and a small margin. True when the content was
 * read whole and is exactly the size the archive declares: a lying size, data that is not whole
 * deflate, or an unknown method is false, as is a sink that stopped.
 */
export async function readEntry(
  file: FileWindow,
  archive: ZipArchive,
  entry: ZipEntry,
  sink: (chunk: Uint8Array) => boolean,
): Promise<boolean> {
  const dataOffset = await entryDataOffset(file, entry, archive.directoryOffset);
  if (dataOffset === undefined) return false;
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) return false;
    for (let read = 0; read < entry.size; read += READ_WINDOW) {
      const chunk = await file.read(dataOffset + read, Math.min(READ_WINDOW, entry.size - read));
      if (chunk.length === 0 || !sink(chunk)) return false;
    }
    return true;
  }
  if (entry.method !== 8) return false;
  const inflater = startInflate('deflate-raw', entry.size + ZIP_SIZE_MARGIN, sink);
  for (let read = 0; read < entry.compressedSize; read += READ_WINDOW) {
    const chunk = await file.read(dataOffset + read, Math.min(READ_WINDOW, entry.compressedSize - read));
    if (!(await inflater.write(chunk))) break;
  }
  const { end, total } = await inflater.finish();
  return end === 'complete' && total === entry.size;
}
