import type { FileWindow } from './file-window';
import { inflateRaw } from './inflate-raw';
import { utf8Text, view } from './resume-bytes';

const ZIP_LOCAL = 0x04034b50; // PK 03 04 (.docx is a zip)
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;

/** Executable extensions refused inside a document's zip. */
const EXECUTABLE = /\.(exe|dll|bat|cmd|com|scr|js|vbs|msi|ps1|sh|jar|app)$/i;
/** Executable formats by their first bytes: MZ (Windows), ELF, Mach-O (32/64-bit, both orders, fat). */
const EXECUTABLE_MAGIC = [
  [0x4d, 0x5a],
  [0x7f, 0x45, 0x4c, 0x46],
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe],
];
/** What a magic number takes: the inflated start of an entry is read up to this. */
const MAGIC_BYTES = Math.max(...EXECUTABLE_MAGIC.map((magic) => magic.length));
/** The compressed bytes read of each entry: they inflate to at most about 64 KB, enough to see a magic number. */
const ENTRY_START_WINDOW = 64;
/** Far more entries than any CV has; past it the file is refused rather than read further. */
export const ZIP_MAX_ENTRIES = 2000;
const ZIP_MAX_DIRECTORY_BYTES = 2 * 1024 * 1024;
/** A document that would expand beyond this is refused (a decompression bomb for the recipient). */
export const ZIP_MAX_EXPANDED_BYTES = 256 * 1024 * 1024;
/** [Content_Types].xml is read only up to this, compressed and inflated. */
const CONTENT_TYPES_MAX_BYTES = 256 * 1024;

type ZipEntry = { name: string; method: number; compressedSize: number; size: number; localOffset: number };

function startsWithMagic(bytes: Uint8Array): boolean {
  return EXECUTABLE_MAGIC.some((magic) => magic.every((byte, index) => bytes[index] === byte));
}

/** The entries a zip's central directory lists, found through its end record; undefined when malformed. */
async function zipEntries(file: FileWindow): Promise<{ entries: ZipEntry[]; directoryOffset: number } | undefined> {
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

/** The first bytes of an entry's data (inflated if deflated, from a small compressed window), or undefined. */
async function entryStart(file: FileWindow, entry: ZipEntry, directoryOffset: number): Promise<Uint8Array | undefined> {
  const dataOffset = await entryDataOffset(file, entry, directoryOffset);
  if (dataOffset === undefined) return undefined;
  const start = await file.read(dataOffset, Math.min(entry.compressedSize, ENTRY_START_WINDOW));
  if (entry.method === 0) return start;
  if (entry.method !== 8) return undefined;
  // The window is a cut-off deflate stream: what it inflated to before the cut is what is checked.
  return (await inflateRaw(new Uint8Array(start), MAGIC_BYTES)).bytes;
}

/** An entry's whole content, inflated with a strict cap; undefined when it is larger or unreadable. */
async function entryText(file: FileWindow, entry: ZipEntry, directoryOffset: number): Promise<string | undefined> {
  if (entry.compressedSize > CONTENT_TYPES_MAX_BYTES || entry.size > CONTENT_TYPES_MAX_BYTES) return undefined;
  const dataOffset = await entryDataOffset(file, entry, directoryOffset);
  if (dataOffset === undefined) return undefined;
  const data = await file.read(dataOffset, entry.compressedSize);
  if (entry.method === 0) return utf8Text(data);
  if (entry.method !== 8) return undefined;
  const inflated = await inflateRaw(new Uint8Array(data), CONTENT_TYPES_MAX_BYTES + 1);
  return inflated.end === 'complete' ? utf8Text(inflated.bytes) : undefined;
}

/**
 * A Word document (.docx) by structure: a zip whose central directory lists
 * `word/document.xml` and `[Content_Types].xml`, with no macros (no vbaProject.bin, no
 * macro-enabled content type) and no executables (by entry name or by the first bytes of an
 * entry), that would not expand past ZIP_MAX_EXPANDED_BYTES. Nothing is inflated but the
 * first bytes of each entry and the small [Content_Types].xml.
 */
export async function isDocx(file: FileWindow): Promise<boolean> {
  const first = await file.read(0, 4);
  if (first.length < 4 || view(first).getUint32(0, true) !== ZIP_LOCAL) return false;
  const zip = await zipEntries(file);
  if (!zip) return false;
  const { entries, directoryOffset } = zip;
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('word/document.xml') || !names.has('[Content_Types].xml')) return false;
  if (entries.some((entry) => EXECUTABLE.test(entry.name) || /(^|\/)vbaProject\.bin$/i.test(entry.name))) return false;
  if (entries.reduce((total, entry) => total + entry.size, 0) > ZIP_MAX_EXPANDED_BYTES) return false;

  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const start = await entryStart(file, entry, directoryOffset);
    if (!start || startsWithMagic(start)) return false;
  }
  const contentTypes = entries.find((entry) => entry.name === '[Content_Types].xml');
  const text = contentTypes ? await entryText(file, contentTypes, directoryOffset) : undefined;
  if (text === undefined) return false;
  return !/macroenabled|vbaproject|ms-office\.vbaproject/i.test(text);
}
