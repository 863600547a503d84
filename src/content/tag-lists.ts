import en from '../generated/tags/en';
import it from '../generated/tags/it';
import type { Tag } from './schemas/tags';
import type { Language } from '../i18n/languages';

/** Build-time only: each page carries the few tags it shows. */
export const TAG_LISTS: Readonly<Record<Language, readonly Tag[]>> = { en: en.tags, it: it.tags };
