import type { CaseStudyLabels, CaseStudyMetricValues } from '../../content/schemas/case-studies';

type CaseStudyMetricsProps = { metrics: CaseStudyMetricValues; labels: CaseStudyLabels; className?: string };

/** Each figure is a claim of content/claims.yaml, with the note that the customer reported it. */
export function CaseStudyMetrics({ metrics, labels, className }: CaseStudyMetricsProps) {
  return (
    <div className={className}>
      <dl className="grid gap-4 sm:grid-cols-3">
        {metrics.map((metric) => (
          <div key={metric.claim} className="flex flex-col gap-1 rounded-2xl bg-brand-50 p-5">
            <dt className="text-sm font-medium text-slate-700">{metric.label}</dt>
            <dd className="order-first text-4xl font-extrabold tracking-tight text-brand-700">{metric.value}</dd>
            {metric.basis ? <dd className="text-xs text-slate-600">{metric.basis}</dd> : null}
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">{labels.metricsNote}</p>
    </div>
  );
}
