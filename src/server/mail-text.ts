/** The schemas already refuse control characters; this is the second line of defence, for the mail. */

/** Characters that break a line or reorder text: C0/C1 controls, line and paragraph separators, bidi controls. */
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]/gu;
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** A single-line value: anything that could start a new line becomes a space, bidi controls go. */
export function singleLine(value: string): string {
  return value.replace(LINE_BREAKING, ' ').replace(BIDI_CONTROLS, '');
}

/** A multi-line value (the message): line breaks are kept as \n, other controls and bidi controls go. */
export function multiLine(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2028\u2029]/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '')
    .replace(BIDI_CONTROLS, '');
}

/** Encoded words (`=?charset?Q?…?=`) broken up, so a mail client shows the text typed. */
export function headerText(value: string): string {
  return singleLine(value).replace(/=\?/g, '= ?').replace(/\?=/g, '? =');
}

export const ATTACHMENT_NAME_MAX = 100;

/** No folders, no control, format (bidi, zero-width) or separator characters, no leading dots. */
export function attachmentName(name: string, extension: string, fallback = 'resume'): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/["*:<>?|]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  const hasExtension = cleaned.toLowerCase().endsWith(extension.toLowerCase());
  const kept = hasExtension ? cleaned.slice(cleaned.length - extension.length) : extension;
  const stem = (hasExtension ? cleaned.slice(0, cleaned.length - extension.length) : cleaned)
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .trim();
  const bounded = Array.from(stem).slice(0, ATTACHMENT_NAME_MAX).join('').trim();
  return `${bounded || fallback}${kept}`;
}
