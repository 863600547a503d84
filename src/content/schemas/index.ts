/**
 * Every content schema and type. The content compiler finds a registered schema here by its
 * identity and writes `z.infer<typeof thatSchema>` into the generated modules, so their types
 * come from the schemas themselves; a new schema file needs its line here.
 */
export * from './article';
export * from './articles-list';
export * from './case-studies';
export * from './claims';
export * from './common';
export * from './company';
export * from './demo';
export * from './home';
export * from './integrations';
export * from './legal';
export * from './locale';
export * from './logos';
export * from './newsletter-mail';
export * from './person';
export * from './picture';
export * from './pricing';
export * from './sections';
export * from './team';
export * from './tags';
export * from './testimonials';
