import { isPageId } from '../routes/pages';
import type { PageRef } from './schemas/sections';

export type FoundPageRef = { ref: PageRef; path: PropertyKey[] };

/** `demo`, `featureDetail/cv-screening`: the build resolves each to an address, which the page looks up by this name. */
export function pageRefId(ref: PageRef): string {
  return ref.key === undefined ? ref.page : `${ref.page}/${ref.key}`;
}

function asPageRef(value: object): PageRef | undefined {
  const page: unknown = Reflect.get(value, 'page');
  const key: unknown = Reflect.get(value, 'key');
  if (!isPageId(page)) return undefined;
  if (key === undefined) return { page };
  return typeof key === 'string' ? { page, key } : undefined;
}

/** Every object with a `page` field: the schemas use that name for page references only. */
export function findPageRefs(value: unknown, path: PropertyKey[] = []): FoundPageRef[] {
  if (Array.isArray(value)) return value.flatMap((item: unknown, index) => findPageRefs(item, [...path, index]));
  if (value === null || typeof value !== 'object') return [];
  const ref = 'page' in value ? asPageRef(value) : undefined;
  if (ref) return [{ ref, path }];
  return Object.entries(value).flatMap(([key, item]) => findPageRefs(item, [...path, key]));
}
