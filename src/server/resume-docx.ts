import { contentTypesCheck, documentPartCheck, relationshipsCheck, type PartCheck } from './docx-parts';
import type { FileWindow } from './file-window';
import { latin1, view } from './resume-bytes';
import { readEntry, zipEntries } from './zip-archive';
import type { Entry } from '@zip.js/zip.js';

const EXECUTABLE = /\.(exe|dll|bat|cmd|com|scr|js|vbs|msi|ps1|sh|jar|app)$/i;
/** Parts that hold active content whatever their relationships say: macros, OLE objects, ActiveX controls. */
const ACTIVE_PART = /(^|\/)vbaProject\.bin$|^word\/(embeddings|activeX)\//i;
/** Executable formats by their first bytes: MZ (Windows), ELF, Mach-O (32/64-bit, both orders, fat). */
const EXECUTABLE_MAGIC = /^(MZ|\x7fELF|\xfe\xed\xfa[\xce\xcf]|[\xce\xcf]\xfa\xed\xfe|\xca\xfe\xba\xbe)/;
/** What a magic number takes: the start of each entry is kept up to this. */
const MAGIC_BYTES = 4;
const ZIP_LOCAL = 0x04034b50;
/** A document that would expand beyond this is refused (a decompression bomb for the recipient). */
export const ZIP_MAX_EXPANDED_BYTES = 256 * 1024 * 1024;

const startsWithMagic = (bytes: Uint8Array) => EXECUTABLE_MAGIC.test(latin1(bytes));

/** The check an entry's content gets besides its first bytes: the XML parts that can make a document active. */
function partCheck(name: string): PartCheck | undefined {
  if (name === '[Content_Types].xml') return contentTypesCheck();
  if (name.toLowerCase().endsWith('.rels')) return relationshipsCheck();
  if (/^word\/.*\.xml$/i.test(name)) return documentPartCheck();
  return undefined;
}

/** Read whole: no executable's first bytes, exactly its declared size, its part's check passed. */
async function entryPasses(entry: Entry): Promise<boolean> {
  const check = partCheck(entry.filename);
  let start = new Uint8Array(0);
  const read = await readEntry(entry, (chunk) => {
    if (start.length < MAGIC_BYTES) {
      start = Uint8Array.from([...start, ...chunk.subarray(0, MAGIC_BYTES - start.length)]);
      if (start.length >= MAGIC_BYTES && startsWithMagic(start)) return false;
    }
    return check ? check.feed(chunk) : true;
  });
  return read && !startsWithMagic(start) && (check ? check.finish() : true);
}

/** Every entry inflated as a stream and held to its declared size; nothing executable or active. */
export async function isDocx(file: FileWindow): Promise<boolean> {
  const first = await file.read(0, 4);
  if (first.length < 4 || view(first).getUint32(0, true) !== ZIP_LOCAL) return false;
  const entries = await zipEntries(file);
  if (!entries) return false;
  // Part names compare without case in Office: two spellings of one name are two readings of one part.
  const names = new Set(entries.map((entry) => entry.filename.toLowerCase()));
  if (names.size !== entries.length) return false;
  if (!names.has('word/document.xml') || !entries.some((entry) => entry.filename === '[Content_Types].xml'))
    return false;
  if (entries.some((entry) => EXECUTABLE.test(entry.filename) || ACTIVE_PART.test(entry.filename))) return false;
  if (entries.reduce((total, entry) => total + entry.uncompressedSize, 0) > ZIP_MAX_EXPANDED_BYTES) return false;

  for (const entry of entries) {
    if (entry.directory) continue;
    if (!(await entryPasses(entry))) return false;
  }
  return true;
}
