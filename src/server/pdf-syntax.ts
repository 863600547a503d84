/** Names that make a PDF act, and encryption (which hides the rest from this check). */
export const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'Encrypt',
  'AA',
  'SubmitForm',
  'ImportData',
]);

/** A referenced /OpenAction (`98 0 R`) is judged once the file is read: refused when it points to a dictionary. */
export class OpenActions {
  readonly dictionaries = new Set<number>();
  readonly targets: number[] = [];

  runsAnAction(): boolean {
    return this.targets.some((target) => this.dictionaries.has(target));
  }
}

export type StreamDictionary = { filters: string[]; objectStream: boolean };

export type StreamStart = { dataAt: number; dictionary: StreamDictionary };

const MAX_TOKEN = 256;
const isWhitespace = (byte: number) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0;
const DELIMITERS = new Set(Array.from('()<>[]{}/%', (char) => char.charCodeAt(0)));

type Mode = 'normal' | 'comment' | 'string' | 'hexString' | 'name' | 'word' | 'streamCR';
type Token = 'name' | 'word' | 'string' | '<<' | '>>' | '[' | ']' | 'brace';

/** A stream begins only at `stream` right after a dictionary with `/Length`, never inside a comment or string. */
export class PdfSyntax {
  refused = false;
  private mode: Mode = 'normal';
  private token = '';
  private stringDepth = 0;
  private escaped = false;
  private afterLessThan = false;
  private afterGreaterThan = false;
  private containers: ('<<' | '[')[] = [];
  private dictionary: (StreamDictionary & { length: boolean }) | undefined;
  /** The object's dictionary just closed, with nothing since but whitespace and comments. */
  private closed: (StreamDictionary & { length: boolean }) | undefined;
  private expecting: 'Filter' | 'Type' | 'OpenAction' | undefined;
  private pendingStream: StreamDictionary | undefined;
  /** The last two words, to tell `12 0 obj` and whose value it is. */
  private words: [string, string] = ['', ''];
  private objectNumber: number | undefined;

  /** `streams`: false inside an object stream, which may hold no stream. */
  constructor(
    readonly openActions = new OpenActions(),
    private readonly streams = true,
  ) {}

  /** Reads `bytes` from `from`; answers where a stream's data starts, or undefined once all is read. */
  feed(bytes: Uint8Array, from = 0): StreamStart | undefined {
    for (let index = from; index < bytes.length && !this.refused; index += 1) {
      const byte = bytes[index] ?? 0;
      switch (this.mode) {
        case 'comment':
          if (byte === 0x0a || byte === 0x0d) this.mode = 'normal';
          continue;
        case 'string':
          if (this.escaped) this.escaped = false;
          else if (byte === 0x5c) this.escaped = true;
          else if (byte === 0x28) this.stringDepth += 1;
          else if (byte === 0x29 && --this.stringDepth === 0) this.mode = 'normal';
          continue;
        case 'hexString':
          if (byte === 0x3e) this.mode = 'normal';
          continue;
        case 'streamCR':
          return this.streamAt(byte === 0x0a ? index + 1 : index);
        case 'name':
        case 'word': {
          if (!isWhitespace(byte) && !DELIMITERS.has(byte)) {
            if (this.token.length < MAX_TOKEN) this.token += String.fromCharCode(byte);
            continue;
          }
          if (this.mode === 'name') this.name(this.token);
          const start = this.mode === 'word' ? this.word(this.token, byte) : undefined;
          this.mode = start === 'cr' ? 'streamCR' : 'normal';
          if (start === 'data-next') return this.streamAt(index + 1);
          if (start === 'cr') continue;
          break;
        }
        case 'normal':
          break;
      }
      this.normal(byte);
    }
    return undefined;
  }

  /** Where a stream's data starts; after its data and `endstream`, plain syntax again, outside any object. */
  private streamAt(dataAt: number): StreamStart {
    const dictionary = this.pendingStream ?? { filters: [], objectStream: false };
    this.mode = 'normal';
    this.containers = [];
    this.dictionary = undefined;
    this.closed = undefined;
    this.expecting = undefined;
    this.pendingStream = undefined;
    this.afterLessThan = false;
    this.afterGreaterThan = false;
    return { dataAt, dictionary };
  }

  private normal(byte: number): void {
    if (this.afterLessThan) {
      this.afterLessThan = false;
      if (byte === 0x3c) {
        this.open('<<');
        return;
      }
      this.event('string');
      this.mode = byte === 0x3e ? 'normal' : 'hexString';
      return;
    }
    if (this.afterGreaterThan) {
      this.afterGreaterThan = false;
      if (byte === 0x3e) {
        this.close('<<');
        return;
      }
    }
    if (isWhitespace(byte)) return;
    switch (byte) {
      case 0x25: // %
        this.mode = 'comment';
        return;
      case 0x28: // (
        this.event('string');
        this.mode = 'string';
        this.stringDepth = 1;
        return;
      case 0x3c: // <
        this.afterLessThan = true;
        return;
      case 0x3e: // >
        this.afterGreaterThan = true;
        return;
      case 0x5b: // [
        this.open('[');
        return;
      case 0x5d: // ]
        this.close('[');
        return;
      case 0x7b:
      case 0x7d:
        this.event('brace');
        return;
      case 0x2f: // /
        this.mode = 'name';
        this.token = '';
        return;
      default:
        this.mode = 'word';
        this.token = String.fromCharCode(byte);
    }
  }

  private open(container: '<<' | '['): void {
    this.event(container);
    this.containers.push(container);
    if (container === '<<' && this.containers.length === 1) {
      this.dictionary = { filters: [], objectStream: false, length: false };
    }
  }

  private close(container: '<<' | '['): void {
    this.event(container === '<<' ? '>>' : ']');
    if (this.containers.at(-1) !== container) return;
    this.containers.pop();
    if (container === '<<' && this.containers.length === 0) {
      this.closed = this.dictionary;
      this.dictionary = undefined;
    }
  }

  /** Every token but whitespace and comments: what an expected value turns out to be. */
  private event(token: Token, name = ''): void {
    this.closed = undefined;
    if (this.objectNumber !== undefined) {
      if (token === '<<') this.openActions.dictionaries.add(this.objectNumber);
      this.objectNumber = undefined;
    }
    const expecting = this.expecting;
    if (!expecting) return;
    const inArray = this.containers.at(-1) === '[' && this.containers.length > 1;
    if (expecting === 'OpenAction') {
      this.expecting = undefined;
      // A reference is judged at the end, by what it points to; a dictionary here is an action.
      if (token === 'word' && /^\d+$/.test(name)) this.openActions.targets.push(Number(name));
      else if (token !== '[') this.refused = true;
    } else if (expecting === 'Filter') {
      if (token === 'name') this.dictionary?.filters.push(name);
      if (!(token === '[' || (token === 'name' && inArray))) this.expecting = undefined;
    } else {
      this.expecting = undefined;
      if (token === 'name' && this.dictionary) this.dictionary.objectStream = name === 'ObjStm';
    }
  }

  /** `raw` with its `#xx` escapes decoded: `/Java#53cript` is `/JavaScript`. */
  private name(raw: string): void {
    const name = raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const wasExpecting = this.expecting !== undefined;
    this.event('name', name);
    if (ACTIVE_NAMES.has(name)) this.refused = true;
    if (name === 'OpenAction') this.expecting = 'OpenAction';
    const isKey = !wasExpecting && this.containers.length === 1 && this.containers[0] === '<<';
    if (!isKey || !this.dictionary) return;
    if (name === 'Length') this.dictionary.length = true;
    else if (name === 'Filter') this.expecting = 'Filter';
    else if (name === 'Type') this.expecting = 'Type';
  }

  /** A word (keyword or number) ended by `next`: whether it opens a stream, and where its data starts. */
  private word(word: string, next: number): 'data-next' | 'cr' | undefined {
    const dictionary = this.closed;
    this.event('word', word);
    if (word === 'obj' && /^\d+$/.test(this.words[0]) && /^\d+$/.test(this.words[1])) {
      this.objectNumber = Number(this.words[0]);
    }
    this.words = [this.words[1], word];
    if (word !== 'stream' || !dictionary?.length) return undefined;
    if (next !== 0x0a && next !== 0x0d) return undefined;
    if (!this.streams) {
      this.refused = true;
      return undefined;
    }
    this.pendingStream = { filters: dictionary.filters, objectStream: dictionary.objectStream };
    return next === 0x0a ? 'data-next' : 'cr';
  }
}
