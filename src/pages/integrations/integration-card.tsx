import type { IntegrationInLanguage } from '../../content/schemas/integrations';

/** One integration: our own monogram (decorative: the name follows), name, category, what it does. */
export function IntegrationCard({
  integration,
  categoryLabel,
}: {
  integration: IntegrationInLanguage;
  categoryLabel: string;
}) {
  return (
    <li
      data-integration={integration.id}
      className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <img src={integration.icon} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0" />
      <div>
        <h3 className="text-lg font-bold text-slate-900">{integration.name}</h3>
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{categoryLabel}</p>
        <p className="mt-3 text-slate-600">{integration.description}</p>
      </div>
    </li>
  );
}
