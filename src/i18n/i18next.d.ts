import 'i18next';
import type en from '../generated/locales/en';

// Types every t() key from the English strings, so t('no.such.key') does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
