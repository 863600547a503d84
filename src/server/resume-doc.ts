import type { FileWindow } from './file-window';
import { latin1, OLE2, utf16leText, view } from './resume-bytes';

const OLE_FREE = 0xffffffff;
const OLE_END_OF_CHAIN = 0xfffffffe;
/** Directory sectors followed before the file is refused (a loop or an absurd directory). */
const OLE_MAX_DIRECTORY_SECTORS = 512;
const OLE_STORAGE = 1;
const OLE_STREAM = 2;
/** Macros and embedded OLE objects; compound file names compare without case. */
const ACTIVE_STORAGES = new Set(['MACROS', 'VBA', '_VBA_PROJECT_CUR', 'OBJECTPOOL']);

/** A `WordDocument` stream, found through the allocation table, and none of the ACTIVE_STORAGES. */
export async function isDoc(file: FileWindow): Promise<boolean> {
  const header = await file.read(0, 512);
  if (header.length < 512 || latin1(header.subarray(0, 8)) !== OLE2) return false;
  const headerView = view(header);
  const shift = headerView.getUint16(30, true);
  if (shift !== 9 && shift !== 12) return false;
  const sectorSize = 1 << shift;
  const perSector = sectorSize / 4;
  const difatStart = headerView.getUint32(68, true);
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;

  /** Where the allocation table sector `index` is, from the header's list or the DIFAT chain. */
  async function fatSector(index: number): Promise<number | undefined> {
    if (index < 109) return headerView.getUint32(76 + index * 4, true);
    let remaining = index - 109;
    let difat = difatStart;
    for (let hops = 0; hops < 1000 && difat < OLE_END_OF_CHAIN; hops += 1) {
      const entries = view(await file.read(sectorOffset(difat), sectorSize));
      if (entries.byteLength < sectorSize) return undefined;
      if (remaining < perSector - 1) return entries.getUint32(remaining * 4, true);
      remaining -= perSector - 1;
      difat = entries.getUint32((perSector - 1) * 4, true);
    }
    return undefined;
  }

  async function next(sector: number): Promise<number | undefined> {
    const table = await fatSector(Math.floor(sector / perSector));
    if (table === undefined || table >= OLE_END_OF_CHAIN) return undefined;
    const entry = await file.read(sectorOffset(table) + (sector % perSector) * 4, 4);
    return entry.length === 4 ? view(entry).getUint32(0, true) : undefined;
  }

  let sector: number | undefined = headerView.getUint32(48, true);
  const seen = new Set<number>();
  let wordDocument = false;
  while (sector !== undefined && sector < OLE_END_OF_CHAIN) {
    if (seen.size >= OLE_MAX_DIRECTORY_SECTORS) return false;
    if (seen.has(sector) || sectorOffset(sector) + sectorSize > file.size) return false;
    seen.add(sector);
    const directory = await file.read(sectorOffset(sector), sectorSize);
    for (let offset = 0; offset + 128 <= directory.length; offset += 128) {
      const entryView = view(directory.subarray(offset, offset + 128));
      const nameBytes = Math.min(64, entryView.getUint16(64, true));
      const type = directory[offset + 66];
      // Whole UTF-16 units only: an odd length's last byte is no part of the name.
      const nameLength = Math.max(0, nameBytes - 2) & ~1;
      const name = utf16leText(directory.subarray(offset, offset + nameLength));
      if (type === OLE_STREAM && name === 'WordDocument') wordDocument = true;
      if ((type === OLE_STORAGE || type === OLE_STREAM) && ACTIVE_STORAGES.has(name.toUpperCase())) return false;
    }
    sector = await next(sector);
    if (sector === OLE_FREE) return false;
  }
  return wordDocument;
}
