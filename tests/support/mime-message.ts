/**
 * A raw e-mail read the way a mail program shows it, whoever wrote it (nodemailer for the Node
 * server's outbox, worker-mailer for the Cloudflare functions): headers unfolded and their
 * encoded words decoded, the plain text decoded from quoted-printable or base64, and the
 * attachments with their names and bytes. Enough MIME for the tests, not a general parser.
 */

export type MailAttachmentPart = { filename: string; contentType: string; bytes: Buffer };

export type MimeMessage = {
  /** A top-level header's decoded value (first occurrence), or undefined. */
  header(name: string): string | undefined;
  /** The first text/plain part, decoded. */
  text: string;
  attachments: MailAttachmentPart[];
};

type Part = { headers: [string, string][]; body: string };

function splitPart(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = head
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .flatMap((line): [string, string][] => {
      const colon = line.indexOf(':');
      return colon > 0 ? [[line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]] : [];
    });
  return { headers, body };
}

const headerOf = (part: Part, name: string) => part.headers.find(([key]) => key === name.toLowerCase())?.[1];

/** A parameter of a structured header (`boundary`, `filename`, `name`), RFC 2231's `name*=` included. */
function parameter(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  const extended = new RegExp(`;\\s*${name}\\*=([^']*)'[^']*'([^;]+)`, 'i').exec(value);
  if (extended) return decodeURIComponent(extended[2]?.trim() ?? '');
  const plain = new RegExp(`;\\s*${name}=("((?:[^"\\\\]|\\\\.)*)"|[^;\\s]+)`, 'i').exec(value);
  if (!plain) return undefined;
  return decodeWords(plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? ''));
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`); the space between two is dropped. */
export function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-Fa-f]{2})/g, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            );
      return new TextDecoder(charset).decode(bytes);
    });
}

function decodeBody(part: Part): Buffer {
  const encoding = (headerOf(part, 'content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const text = part.body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(text, 'latin1');
  }
  return Buffer.from(part.body, 'utf8');
}

function leaves(part: Part): Part[] {
  const type = headerOf(part, 'content-type') ?? 'text/plain';
  const boundary = /^multipart\//i.test(type) ? parameter(type, 'boundary') : undefined;
  if (!boundary) return [part];
  const sections = part.body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  // The preamble before the first boundary, and the epilogue after the closing one, are no parts.
  return sections
    .slice(1)
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leaves(splitPart(section.replace(/^[ \t]*\r?\n/, ''))));
}

export function parseMail(raw: string): MimeMessage {
  const top = splitPart(raw);
  const parts = leaves(top);
  const textPart = parts.find(
    (part) =>
      /^text\/plain/i.test(headerOf(part, 'content-type') ?? 'text/plain') &&
      !/attachment/i.test(headerOf(part, 'content-disposition') ?? ''),
  );
  const attachments = parts.flatMap((part): MailAttachmentPart[] => {
    const disposition = headerOf(part, 'content-disposition');
    const type = headerOf(part, 'content-type') ?? '';
    const filename = parameter(disposition, 'filename') ?? parameter(type, 'name');
    if (filename === undefined) return [];
    return [{ filename, contentType: type.split(';')[0]?.trim() ?? '', bytes: decodeBody(part) }];
  });
  return {
    header: (name) => {
      const value = headerOf(top, name);
      return value === undefined ? undefined : decodeWords(value);
    },
    text: textPart ? decodeBody(textPart).toString('utf8') : '',
    attachments,
  };
}
