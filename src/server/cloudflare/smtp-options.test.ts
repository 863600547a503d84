import { describe, expect, it } from 'vitest';
import { mailbox, smtpOptions } from './smtp-options';

describe('smtpOptions', () => {
  it('reads smtp:// as STARTTLS when offered, on 587 unless a port is given', () => {
    expect(smtpOptions('smtp://mail.example.com')).toMatchObject({
      host: 'mail.example.com',
      port: 587,
      secure: false,
      startTls: true,
    });
    expect(smtpOptions('smtp://127.0.0.1:2525')).toMatchObject({ host: '127.0.0.1', port: 2525 });
    expect(smtpOptions('smtp://127.0.0.1:2525')).not.toHaveProperty('credentials');
  });

  it('reads smtps:// as TLS from the start, on 465 unless a port is given', () => {
    expect(smtpOptions('smtps://mail.example.com')).toMatchObject({ port: 465, secure: true, startTls: false });
  });

  it('authenticates with the URL’s user and password, decoded', () => {
    expect(smtpOptions('smtps://web%40talvera.example:p%3Ass%2Fw@mail.example.com:465')).toMatchObject({
      credentials: { username: 'web@talvera.example', password: 'p:ss/w' },
      authType: ['plain', 'login'],
    });
  });

  it('refuses another scheme', () => {
    expect(() => smtpOptions('http://mail.example.com')).toThrow(/smtp:\/\//);
  });
});

describe('mailbox', () => {
  it('reads a display name and an address, or an address alone', () => {
    expect(mailbox('Talvera website <website@talvera.example>')).toEqual({
      name: 'Talvera website',
      email: 'website@talvera.example',
    });
    expect(mailbox('"Talvera, Sales" <sales@talvera.example>')).toEqual({
      name: 'Talvera, Sales',
      email: 'sales@talvera.example',
    });
    expect(mailbox('<sales@talvera.example>')).toEqual({ email: 'sales@talvera.example' });
    expect(mailbox(' sales@talvera.example ')).toEqual({ email: 'sales@talvera.example' });
  });
});
