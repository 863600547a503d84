import type { FileWindow } from './file-window';
import { startInflate, type Inflater } from './inflate-stream';
import { OpenActions, PdfSyntax, type StreamDictionary } from './pdf-syntax';
import { latin1, OLE2 } from './resume-bytes';

const ENDSTREAM = 'endstream';

/** Chunk size of the sequential PDF scan: memory stays at about twice this. */
const SCAN_CHUNK = 64 * 1024;
/** What FlateDecode streams may expand to in all before the PDF is refused (a decompression bomb). */
export const PDF_MAX_INFLATED_BYTES = 256 * 1024 * 1024;

/** Outside the streams: the polyglots that pass a header sniff (zip, OLE, executables, HTML). */
const FORBIDDEN = ['PK\x03\x04', OLE2, '\x7fELF'];
const MARKUP = ['<html', '<script', '<!doctype', '<svg'];
/** Inside a stream's decoded bytes: a zip's local header, central header or end record (PK 3 4, PK 1 2, PK 5 6). */
const ZIP_SIGNATURES = ['PK\x03\x04', 'PK\x01\x02', 'PK\x05\x06'];

/** The decoded bytes of one stream, checked as they come: no zip inside, and an object stream's objects read as PDF. */
class StreamCheck {
  refused = false;
  private carry = '';
  private readonly objects: PdfSyntax | undefined;
  private readonly inflater: Inflater | undefined;
  private readonly raw: boolean;

  constructor(
    dictionary: StreamDictionary,
    private readonly budget: { left: number },
    openActions: OpenActions,
  ) {
    const [first, ...rest] = dictionary.filters;
    this.raw = first === undefined;
    // An object stream holds objects (a catalog, actions): one this check cannot decode is refused.
    if (dictionary.objectStream && !(first === 'FlateDecode' && rest.length === 0)) this.refused = true;
    // Unfiltered data is read as PDF too: a reader that does not trust /Length may read it so.
    this.objects = dictionary.objectStream || this.raw ? new PdfSyntax(openActions, false) : undefined;
    if (first === 'FlateDecode') {
      this.inflater = startInflate('deflate', budget.left, (chunk) => this.decoded(chunk));
    }
  }

  async data(bytes: Uint8Array): Promise<void> {
    if (this.raw) this.decoded(bytes);
    else await this.inflater?.write(bytes);
  }

  async end(): Promise<boolean> {
    if (this.inflater) {
      const { end, total } = await this.inflater.finish();
      this.budget.left -= total;
      if (end === 'over-limit') this.refused = true;
    }
    return !this.refused;
  }

  private decoded(bytes: Uint8Array): boolean {
    const text = this.carry + latin1(bytes);
    if (ZIP_SIGNATURES.some((signature) => text.includes(signature))) this.refused = true;
    this.carry = text.slice(-3);
    this.objects?.feed(bytes);
    if (this.objects?.refused) this.refused = true;
    return !this.refused;
  }
}

function hasPolyglot(text: string): boolean {
  const lower = text.toLowerCase();
  return FORBIDDEN.some((signature) => text.includes(signature)) || MARKUP.some((marker) => lower.includes(marker));
}

/** No polyglot signature outside streams, no ACTIVE_NAMES or /OpenAction action, no zip in a decoded stream. */
export async function isPdf(file: FileWindow): Promise<boolean> {
  if (latin1(await file.read(0, 5)) !== '%PDF-') return false;
  const tail = latin1(await file.read(Math.max(0, file.size - 1024), 1024));
  if (!tail.includes('%%EOF')) return false;

  const openActions = new OpenActions();
  const syntax = new PdfSyntax(openActions);
  /** The end of the bytes outside streams read so far, for a signature across two reads. */
  let outside = '';
  const budget = { left: PDF_MAX_INFLATED_BYTES };
  let stream: StreamCheck | undefined;
  let position = 0;
  while (position < file.size) {
    const chunk = await file.read(position, SCAN_CHUNK);
    if (chunk.length === 0) break;
    const text = latin1(chunk);
    let from = 0;
    let next = position + chunk.length;
    while (from < chunk.length) {
      if (!stream) {
        const begun = syntax.feed(chunk, from);
        const outsideText = outside + latin1(chunk.subarray(from, begun?.dataAt ?? chunk.length));
        outside = begun ? '' : outsideText.slice(-16);
        if (hasPolyglot(outsideText) || syntax.refused) return false;
        if (!begun) break;
        stream = new StreamCheck(begun.dictionary, budget, openActions);
        from = begun.dataAt;
        continue;
      }
      const end = text.indexOf(ENDSTREAM, from);
      const last = position + chunk.length >= file.size;
      // Without `endstream` here, all but its possible start goes in; the next read starts there.
      const dataEnd = end >= 0 ? end : last ? chunk.length : Math.max(from, chunk.length - ENDSTREAM.length);
      await stream.data(chunk.subarray(from, dataEnd));
      if (stream.refused) return false;
      if (end < 0) {
        next = position + dataEnd;
        break;
      }
      if (!(await stream.end())) return false;
      stream = undefined;
      from = end + ENDSTREAM.length;
    }
    if (next === position) break;
    position = next;
  }
  if (stream && !(await stream.end())) return false;
  return !openActions.runsAnAction();
}
