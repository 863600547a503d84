import { z } from 'zod';
import { text } from './common';

/**
 * content/company.yaml: the identity Italian law (art. 2250 c.c.) requires on a company's
 * website. One file for both languages; the labels are UI strings.
 */
export const companySchema = z.strictObject({
  legalName: text,
  registeredOffice: text,
  /** Registro delle Imprese / REA number, e.g. MI-2719384. */
  reaNumber: z.string().regex(/^[A-Z]{2}-\d{4,7}$/, { error: 'a REA number like MI-1234567' }),
  /** Fully paid-up share capital, as written, e.g. "€ 10.000,00 i.v.". */
  shareCapital: text,
  /** Italian VAT number: IT followed by 11 digits. */
  vatNumber: z.string().regex(/^IT\d{11}$/, { error: 'an Italian VAT number like IT01234567890' }),
  foundedYear: z.number().int().min(2000).max(2100),
});

export type Company = z.infer<typeof companySchema>;
