import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../generated/locales/en';
import type { UploadProgress as Progress } from '../../../forms/post-form';
import { UploadProgress } from './upload-progress';

const i18n = createInstance({
  lng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
});
await i18n.init();

const render = (progress: Progress) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <UploadProgress progress={progress} />
    </I18nextProvider>,
  );
/** The live region's text, with the entity React writes for an apostrophe decoded. */
const status = (html: string) => /<p role="status"[^>]*>([^<]*)<\/p>/.exec(html)?.[1]?.replaceAll('&#x27;', "'");

describe('UploadProgress', () => {
  it('is a labelled, indeterminate bar until the size is known, and says nothing yet', () => {
    const html = render({ loaded: 0, total: undefined });
    const id = /<progress id="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<label for="${id ?? ''}"`);
    expect(html).toContain(i18n.t('candidateApplication.uploadLabel'));
    expect(html).not.toContain('value=');
    expect(status(html)).toBe('');
  });

  it('shows the exact percentage and announces it in steps of 25', () => {
    const html = render({ loaded: 620, total: 1000 });
    expect(html).toMatch(/<progress[^>]*value="62"[^>]*max="100"/);
    expect(status(html)).toBe(i18n.t('candidateApplication.uploadProgress', { percent: 50 }));
    expect(status(render({ loaded: 0, total: 1000 }))).toBe(
      i18n.t('candidateApplication.uploadProgress', { percent: 0 }),
    );
  });

  it('says the answer is awaited once everything is up', () => {
    const html = render({ loaded: 1000, total: 1000 });
    expect(html).toMatch(/value="100"/);
    expect(status(html)).toBe(i18n.t('candidateApplication.uploadWaiting'));
  });
});
