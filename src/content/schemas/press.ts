import { z } from 'zod';
import { pageMetaSchema, text } from './common';

/** content/press/{en,it}.yaml: the press page. */
export const pressPageSchema = z.strictObject({ meta: pageMetaSchema, heading: text, intro: text });
