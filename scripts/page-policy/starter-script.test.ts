import { describe, expect, it } from 'vitest';
import { cspHash } from './csp-hash';
import { inlineScript, starterScript } from './starter-script';

describe('the inline starter', () => {
  it('is the bundled starter with the hash of its code', () => {
    const { code, hash } = starterScript();
    expect(code).toContain('data');
    expect(hash).toBe(cspHash(code));
  });

  it('refuses code the HTML parser would end early or read past', () => {
    expect(() => inlineScript('x="</script>"')).toThrow(/cannot be inlined/);
    expect(() => inlineScript('x="</SCRIPT >"')).toThrow(/cannot be inlined/);
    expect(() => inlineScript('x="<!--"')).toThrow(/cannot be inlined/);
    expect(inlineScript('x="<\\/script>"').code).toBe('x="<\\/script>"');
  });
});
