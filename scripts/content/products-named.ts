import { integrationsSchema } from '../../src/content/schemas/integrations';
import { fieldIssue, type ContentIssue } from './issues';
import type { CheckedFile } from './page-refs';
import { mapProseFields } from './prose-fields';
import { isRecord } from './schema-def';

/**
 * Third-party products a recruiting site may name as working with it: job boards, messaging,
 * calendars, video calls, HR suites, applicant tracking systems and automation tools. `name` is
 * the directory's name for it; prose is searched for the forms `written` (the name by default),
 * so a product whose name is also a common word ("Make", "Teams", "Subito") is found only in a
 * form that cannot be the word.
 */
export const THIRD_PARTY_PRODUCTS: readonly { name: string; written?: readonly string[] }[] = [
  { name: 'Google Calendar' },
  { name: 'Outlook Calendar' },
  { name: 'Outlook' },
  { name: 'Apple Calendar', written: ['Apple Calendar', 'iCloud'] },
  { name: 'Gmail' },
  { name: 'Brevo' },
  { name: 'WhatsApp Business', written: ['WhatsApp'] },
  { name: 'Twilio SMS', written: ['Twilio'] },
  { name: 'Slack' },
  { name: 'Microsoft Teams' },
  { name: 'Zoom' },
  { name: 'Google Meet' },
  { name: 'Webex' },
  { name: 'Indeed' },
  { name: 'LinkedIn' },
  { name: 'InfoJobs' },
  { name: 'Monster' },
  { name: 'Glassdoor' },
  { name: 'Jobrapido' },
  { name: 'Personio' },
  { name: 'Factorial' },
  { name: 'Zucchetti HR', written: ['Zucchetti'] },
  { name: 'SAP SuccessFactors', written: ['SuccessFactors'] },
  { name: 'Workday' },
  { name: 'Zapier' },
  { name: 'Make', written: ['Make.com'] },
  { name: 'n8n' },
  { name: 'Power Automate' },
  { name: 'Telegram' },
  { name: 'Facebook' },
  { name: 'Instagram' },
  { name: 'Google for Jobs', written: ['Google for Jobs', 'Google Jobs'] },
  { name: 'Subito.it' },
  { name: 'Talent.com' },
  { name: 'Trovit' },
  { name: 'Bakeca.it' },
  { name: 'Teamtailor' },
  { name: 'Workable' },
  { name: 'SmartRecruiters' },
  { name: 'Recruitee' },
  { name: 'Greenhouse' },
  { name: 'iCIMS' },
  { name: 'Taleo' },
  { name: 'BambooHR' },
  { name: 'HiBob' },
  { name: 'TeamSystem HR', written: ['TeamSystem'] },
  { name: 'HubSpot' },
  { name: 'Salesforce' },
  { name: 'Calendly' },
  { name: 'Skype' },
];

const escaped = (form: string) => form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, String.raw`\s+`);

/** The integrations directory's file and product names, or undefined for a site without one. */
function listedProducts(checked: readonly CheckedFile[]): { file: string; names: Set<string> } | undefined {
  const directory = checked.find(({ schema }) => schema === integrationsSchema);
  if (directory === undefined || !isRecord(directory.data) || !Array.isArray(directory.data.integrations)) return;
  const names = directory.data.integrations.flatMap((item) => (isRecord(item) ? [String(item.name)] : []));
  return { file: directory.file, names: new Set(names) };
}

/**
 * A third-party product named as working with Talvera is one the integrations directory lists,
 * which it does only with an agreement (its schema): a page's prose naming a product of the list
 * above that the directory lacks is refused at its field. Articles discuss the market and may name
 * any product; the legal pages and UI strings are not among the checked files.
 */
export function checkProductsNamed(checked: readonly CheckedFile[]): ContentIssue[] {
  const directory = listedProducts(checked);
  if (directory === undefined) return [];
  const unlisted = THIRD_PARTY_PRODUCTS.filter(({ name }) => !directory.names.has(name));
  if (unlisted.length === 0) return [];
  const forms = unlisted.flatMap(({ name, written = [name] }) => written);
  const named = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${forms.map(escaped).join('|')})(?![\p{L}\p{N}])`, 'gu');
  return checked.flatMap(({ file, document, languages, schema }) => {
    if (schema === undefined) return [];
    const issues: ContentIssue[] = [];
    mapProseFields(schema, document.data, languages.length === 1 ? languages[0] : undefined, (value, _, path) => {
      for (const [found] of value.matchAll(named))
        issues.push(
          fieldIssue(
            file,
            document,
            path,
            `expected a third-party product named only when ${directory.file} lists it, with the agreement that lets Talvera connect to it, found "${found.replace(/\s+/g, ' ')}" (add it to the directory with its agreement, or take it off the page)`,
          ),
        );
      return value;
    });
    return issues;
  });
}
