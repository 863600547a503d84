import { describe, expect, it } from 'vitest';
import { filterIntegrations, normalizeForSearch, searchableIntegrations } from './search-integrations';

const categories = [
  { id: 'calendar', label: 'Calendario' },
  { id: 'messaging', label: 'Messaggistica' },
  { id: 'development', label: 'Sviluppo e IT' },
];
const categoryIds = categories.map((category) => category.id);

const integration = (id: string, name: string, category: string, description: string) => ({
  id,
  name,
  category,
  description,
  icon: `/images/integrations/${id}.svg`,
});

const directory = searchableIntegrations(
  [
    integration('google-calendar', 'Google Calendar', 'calendar', 'Proponi gli slot liberi del tuo calendario.'),
    integration('outlook-calendar', 'Outlook Calendar', 'calendar', 'Gli orari già occupati non vengono proposti.'),
    integration('whatsapp', 'WhatsApp Business', 'messaging', 'Inviti al colloquio e promemoria.'),
    integration('webhooks', 'Webhooks', 'development', "Una chiamata firmata per un'assunzione."),
  ],
  categories,
);

const ids = (query: string, category: string | null = null) =>
  filterIntegrations(directory, categoryIds, { query, category }).shown.map((item) => item.id);

describe('normalizeForSearch', () => {
  it('drops accents and case, reads every apostrophe as one, and collapses spaces', () => {
    expect(normalizeForSearch('  Già  PERCHÉ ')).toBe('gia perche');
    expect(normalizeForSearch('un’assunzione l‘offerta dʼoro')).toBe("un'assunzione l'offerta d'oro");
  });
});

describe('filterIntegrations', () => {
  it('shows everything for an empty or blank search', () => {
    expect(ids('')).toHaveLength(4);
    expect(ids('   ')).toHaveLength(4);
  });

  it('matches a part of the name, whatever the case', () => {
    expect(ids('calendar')).toEqual(['google-calendar', 'outlook-calendar']);
    expect(ids('WHATSAPP')).toEqual(['whatsapp']);
    expect(ids('aPp')).toEqual(['whatsapp']);
  });

  it('matches the description and the category label in the page language', () => {
    expect(ids('promemoria')).toEqual(['whatsapp']);
    expect(ids('messaggistica')).toEqual(['whatsapp']);
    expect(ids('sviluppo e it')).toEqual(['webhooks']);
  });

  it('ignores accents on either side', () => {
    expect(ids('gia occupati')).toEqual(['outlook-calendar']);
    expect(ids('GIÀ')).toEqual(['outlook-calendar']);
    expect(ids('càlendàr')).toEqual(['google-calendar', 'outlook-calendar']);
  });

  it("reads ' and ’ alike", () => {
    expect(ids('un’assunzione')).toEqual(['webhooks']);
    expect(ids("un'assunzione")).toEqual(['webhooks']);
  });

  it('matches the whole text, not a match spanning the name and the description', () => {
    expect(ids('business inviti')).toEqual([]);
    expect(ids('zzz')).toEqual([]);
  });

  it('keeps only the chosen category', () => {
    expect(ids('', 'messaging')).toEqual(['whatsapp']);
    expect(ids('calendar', 'messaging')).toEqual([]);
  });

  it("counts the search's matches per category and in all, whatever category is chosen", () => {
    const result = filterIntegrations(directory, categoryIds, { query: 'o', category: 'development' });
    expect(result.shown.map((item) => item.id)).toEqual(['webhooks']);
    expect(result.total).toBe(4);
    const none = filterIntegrations(directory, categoryIds, { query: 'calendar', category: null });
    expect(none.total).toBe(2);
    expect(Object.fromEntries(none.countByCategory)).toEqual({ calendar: 2, messaging: 0, development: 0 });
  });
});
