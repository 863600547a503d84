import { describe, expect, it } from 'vitest';
import { candidateApplicationSchema } from './candidate-application';
import { demoRequestSchema } from './demo-request';
import { CONTROL_CHARACTERS_KEY } from './fields';

const demo = {
  name: 'Giulia Rossi',
  email: 'giulia.rossi@acme.example',
  company: 'Acme Srl',
  employees: '11-50',
  phone: '3471234567',
  message: 'Hello',
};
const application = {
  name: 'Giulia Rossi',
  email: 'giulia.rossi@acme.example',
  phone: '+39 347 1234567',
  position: 'Design',
  message: 'Five years of B2B design.',
};

/** The first message of each invalid field, as the endpoint answers them. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('single-line fields', () => {
  it.each([
    ['a CR/LF header in the company', { company: 'Acme\r\nBcc: victim@evil.example' }, 'company'],
    ['a bare CR in the company', { company: 'Acme\rBcc: x' }, 'company'],
    ['a tab inside the name', { name: 'Giulia\tRossi' }, 'name'],
    ['a NUL in the name', { name: 'Giulia\u0000' }, 'name'],
    ['an escape sequence in the name', { name: 'Giulia \u001b[31mRossi' }, 'name'],
    ['DEL in the company', { company: 'Acme\u007f' }, 'company'],
    ['a C1 control (NEL) in the company', { company: 'Acme\u0085Srl' }, 'company'],
    ['U+2028 in the company', { company: 'Acme\u2028Srl' }, 'company'],
    ['U+2029 in the name', { name: 'Giulia\u2029Rossi' }, 'name'],
    ['a right-to-left override in the name', { name: 'Giulia \u202Efdp.exe' }, 'name'],
    ['a left-to-right embedding in the company', { company: '\u202AAcme' }, 'company'],
    ['a first-strong isolate in the company', { company: 'Acme \u2068Srl\u2069' }, 'company'],
    ['a newline in the phone', { phone: '347\n1234567' }, 'phone'],
    ['a CR/LF in the email', { email: 'giulia@acme.example\r\nBcc: victim@evil.example' }, 'email'],
  ])('the demo request refuses %s', (_label, change, field) => {
    expect(errorsOf(demoRequestSchema.safeParse({ ...demo, ...change }))).toEqual({
      [field]: CONTROL_CHARACTERS_KEY,
    });
  });

  it.each([
    ['a CR/LF Bcc line in the name', { name: 'Ann\r\nBcc: victim@evil.example' }, 'name'],
    ['a CR/LF Cc line in the position', { position: 'eng\r\nCc: x@evil.example' }, 'position'],
    ['a vertical tab in the phone', { phone: '+39\u000b347' }, 'phone'],
    ['a pop-directional isolate in the position', { position: 'Design\u2069' }, 'position'],
    ['a right-to-left override in the name', { name: 'Ann \u202Efdp.exe' }, 'name'],
  ])('the application refuses %s', (_label, change, field) => {
    expect(errorsOf(candidateApplicationSchema.safeParse({ ...application, ...change }))).toEqual({
      [field]: CONTROL_CHARACTERS_KEY,
    });
  });

  it('keeps accents, emoji, non-Latin scripts and the joiners ZWNJ/ZWJ', () => {
    const names = ['Zoë Ñúñez-Çelik', 'Giulia 🌻 Rossi', 'فرهاد\u200Cزاده', 'क्\u200Dष', '山田 太郎', 'Ann\u200F Lee'];
    for (const name of names) {
      expect(demoRequestSchema.safeParse({ ...demo, name }).success, name).toBe(true);
      expect(candidateApplicationSchema.safeParse({ ...application, name }).success, name).toBe(true);
    }
    const family = '👨\u200D👩\u200D👧';
    expect(demoRequestSchema.parse({ ...demo, company: family }).company).toBe(family);
  });

  it('drops a tab or line break at either end instead of refusing it (a paste)', () => {
    const parsed = candidateApplicationSchema.parse({ ...application, name: ' Giulia Rossi\n', position: '\tQA\r\n' });
    expect(parsed.name).toBe('Giulia Rossi');
    expect(parsed.position).toBe('QA');
  });

  it('keeps the other messages first where they apply', () => {
    expect(errorsOf(demoRequestSchema.safeParse({ ...demo, company: '\n' }))).toEqual({
      company: 'demoForm.errors.companyRequired',
    });
    expect(errorsOf(demoRequestSchema.safeParse({ ...demo, phone: '347 abc' }))).toEqual({
      phone: 'demoForm.errors.phoneDigits',
    });
  });
});

describe('the multi-line message', () => {
  it('keeps line breaks, tabs and the Unicode line separators', () => {
    const message = 'First line\r\nSecond line\n\tindented\u2028after a soft break\u2029new paragraph';
    expect(demoRequestSchema.parse({ ...demo, message }).message).toBe(message);
    expect(candidateApplicationSchema.parse({ ...application, message }).message).toBe(message);
  });

  it.each([
    ['a NUL', 'Hi\u0000there'],
    ['an escape sequence', 'Hi \u001b]8;;https://evil.example\u0007link'],
    ['a form feed', 'Hi\fthere'],
    ['a C1 control', 'Hi\u009bthere'],
    ['a right-to-left override', 'Invoice \u202Efdp.exe'],
    ['a left-to-right isolate', 'Hi \u2066there\u2069'],
  ])('refuses %s', (_label, message) => {
    expect(errorsOf(demoRequestSchema.safeParse({ ...demo, message }))).toEqual({ message: CONTROL_CHARACTERS_KEY });
    expect(errorsOf(candidateApplicationSchema.safeParse({ ...application, message }))).toEqual({
      message: CONTROL_CHARACTERS_KEY,
    });
  });
});

describe('one of a fixed set', () => {
  it.each([
    ['left on the empty choice', ''],
    ['not one of the bands', '11-49'],
    ['missing', undefined],
  ])('refuses a size band %s with the one message', (_, employees) => {
    expect(errorsOf(demoRequestSchema.safeParse({ ...demo, employees }))).toEqual({
      employees: 'demoForm.errors.employeesRequired',
    });
  });

  it('gives the band itself', () => {
    expect(demoRequestSchema.parse(demo).employees).toBe('11-50');
  });
});
