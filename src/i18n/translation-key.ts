import type en from '../generated/locales/en';

type Leaves<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? `${Prefix}${Key}` : Leaves<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

/** Every UI-string key, from the English strings (the reference language). */
export type TranslationKey = Leaves<typeof en>;
