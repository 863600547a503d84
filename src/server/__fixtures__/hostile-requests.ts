import fc from 'fast-check';

/** Values any JSON field might hold: strings of every kind, numbers, nesting, nothing. */
export const anyFieldValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ maxLength: 20 }),
  fc.constantFrom('', ' ', '\r\n', '\u202E', '=?UTF-8?Q?x?=', '11-50', 'a@b.example', '0'.repeat(21)),
  fc.jsonValue({ maxDepth: 3 }),
);

const FIELDS = ['name', 'email', 'company', 'employees', 'phone', 'message', 'website', 'position', 'resume'];

/** A demo request body: the form's fields (some missing) with any values, plus any other keys. */
export const demoBody = fc.oneof(
  fc.record(Object.fromEntries(FIELDS.map((field) => [field, anyFieldValue])), { requiredKeys: [] }),
  fc.jsonValue({ maxDepth: 4 }),
);

/** A valid demo request, with values that vary. */
export const validDemo = fc.record({
  name: fc.stringMatching(/^[A-Za-zÀ-ÿ' -]{0,30}[A-Za-z]$/),
  email: fc.constantFrom('giulia@acme.example', 'a.b+c@x-y.example', 'X@EXAMPLE.COM'),
  company: fc.stringMatching(/^[\p{L}\p{N} &.,'-]{0,40}\p{L}$/u),
  employees: fc.constantFrom('1-10', '11-50', '51-200', '201-500', '501+'),
  phone: fc.stringMatching(/^\d{0,20}$/),
  message: fc
    .string({ maxLength: 300 })
    .map((text) => text.replace(/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu, '')),
});

/** A multipart part: a text field or a file, with any name and content. */
export const multipartPart = fc.oneof(
  fc.record({
    kind: fc.constant('field' as const),
    name: fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 20 })),
    value: fc.string({ unit: 'binary', maxLength: 300 }),
  }),
  fc.record({
    kind: fc.constant('file' as const),
    name: fc.oneof(fc.constantFrom('resume', 'cv', 'name'), fc.string({ maxLength: 10 })),
    filename: fc.oneof(
      fc.string({ unit: 'binary', maxLength: 120 }),
      fc.constantFrom('cv.pdf', 'cv.docx', 'cv.doc', '../../x.pdf', 'a\r\nb.pdf', '\u202Efdp.exe.pdf', ''),
    ),
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 2000 }),
      fc
        .constantFrom('%PDF-1.4\n%%EOF', '%PDF-1.4\n<html><script>', 'PK\x03\x04', 'MZ\x90\x00')
        .map((text) => new Uint8Array(Buffer.from(text, 'latin1'))),
    ),
  }),
);

/** A header value a client could send (printable bytes, no line breaks). */
export const headerValue = fc
  .string({ unit: 'binary-ascii', maxLength: 80 })
  .map((text) => text.replace(/[\r\n\0]/g, ' ').trim());
