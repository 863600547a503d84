import { describe, expect, it } from 'vitest';
import { DENIED_FEATURES, permissionsPolicy } from './permissions-policy';

describe('permissionsPolicy', () => {
  const policy = permissionsPolicy();
  const entries = new Map(
    policy.split(', ').map((entry) => {
      const [name = '', allow = ''] = entry.split('=');
      return [name, allow];
    }),
  );

  it('allows the player features for this origin and the configured video host only', () => {
    for (const feature of ['fullscreen', 'autoplay', 'encrypted-media'])
      expect(entries.get(feature)).toBe('(self "https://video.talvera.example")');
  });

  it('denies what the site does not use, to everyone', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(entries.get(feature)).toBe('()');
    expect(DENIED_FEATURES.every((feature) => entries.get(feature) === '()')).toBe(true);
  });

  it('follows the configuration', () => {
    const other = permissionsPolicy({ videoHostOrigin: 'https://films.example' });
    expect(other).toContain('fullscreen=(self "https://films.example")');
    expect(other).not.toContain('video.talvera.example');
  });
});
