import { describe, expect, it } from 'vitest';
import { applicationMail } from './application-handler';
import { demoRequestMail } from './demo-request-handler';
import { ATTACHMENT_NAME_MAX, attachmentName, headerText, multiLine, singleLine } from './mail-text';

describe('attachmentName', () => {
  it.each([
    ['../../etc/passwd.pdf', '.pdf', 'passwd.pdf'],
    ['..\\..\\windows\\win.ini.pdf', '.pdf', 'win.ini.pdf'],
    ['a\r\nBcc: victim@evil.example\r\n.pdf', '.pdf', 'aBcc_ victim@evil.example.pdf'],
    ['cv\u0000.exe.pdf', '.pdf', 'cv.exe.pdf'],
    ['résumé 履歴書 \u202Efdp.exe.pdf', '.pdf', 'résumé 履歴書 fdp.exe.pdf'],
    ['\u2066cv\u2069\u200B.docx', '.docx', 'cv.docx'],
    ['CV.PDF', '.pdf', 'CV.PDF'],
    ['.pdf', '.pdf', 'resume.pdf'],
    ['...hidden.doc', '.doc', 'hidden.doc'],
    ['a"; x="y.pdf', '.pdf', 'a_; x=_y.pdf'],
  ])('reduces %j to a safe base name', (name, extension, expected) => {
    expect(attachmentName(name, extension)).toBe(expected);
  });

  it('bounds the length and keeps the extension', () => {
    const long = attachmentName(`${'x'.repeat(5000)}.docx`, '.docx');
    expect(long).toBe(`${'x'.repeat(ATTACHMENT_NAME_MAX)}.docx`);
    expect(Array.from(attachmentName(`${'履'.repeat(300)}.pdf`, '.pdf'))).toHaveLength(ATTACHMENT_NAME_MAX + 4);
  });
});

describe('single-line values in the mail', () => {
  it('turn line breaks, controls and separators into spaces and drop bidi controls', () => {
    expect(singleLine('Ann\r\nBcc: victim@evil.example')).toBe('Ann  Bcc: victim@evil.example');
    expect(singleLine('A\u2028B\u2029C\u0085D\u0000E\rF')).toBe('A B C D E F');
    expect(singleLine('x\u202Eevil\u2066')).toBe('xevil');
    expect(singleLine('Zoë \u200C ok')).toBe('Zoë \u200C ok');
  });

  it('break up RFC 2047 encoded words in the Subject', () => {
    expect(headerText('=?UTF-8?Q?=0D=0ABcc:_v@evil.example?=')).toBe('= ?UTF-8?Q? =0D=0ABcc:_v@evil.example? =');
  });

  it('keep the message on its own lines, without other controls', () => {
    expect(multiLine('one\r\ntwo\rthree\u2028four\u0000\u202E')).toBe('one\ntwo\nthree\nfour');
  });

  it('cannot add lines to the body of either mail', () => {
    const injected = 'Acme\r\nBcc: victim@evil.example\nX-Injected: 1';
    const demo = demoRequestMail({
      name: injected,
      email: 'a@b.example',
      company: injected,
      employees: '1-10',
      phone: '',
      message: 'hello',
    });
    expect(demo.text.split('\n').filter((line) => /^(Bcc|X-Injected):/.test(line))).toEqual([]);
    expect(demo.subject).not.toMatch(/[\r\n]/);
    const application = applicationMail(
      { name: injected, email: 'a@b.example', phone: '1\n2', position: `=?UTF-8?B?QmNj?= ${injected}`, message: '' },
      undefined,
    );
    expect(application.text.split('\n').filter((line) => /^(Bcc|X-Injected):/.test(line))).toEqual([]);
    expect(application.subject).not.toContain('=?');
    expect(application.text).toContain('Phone: 1 2');
  });
});
