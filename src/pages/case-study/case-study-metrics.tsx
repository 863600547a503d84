import type { CaseStudyLabels, CaseStudyMetricValues } from '../../content/schemas/case-studies';

const METRICS = ['timeSaved', 'hiringSpeed', 'candidateQuality'] as const;

/** How a figure reads: a multiplier as "3×", the others as percentages. */
function formatMetric(metric: (typeof METRICS)[number], value: number): string {
  return metric === 'hiringSpeed' ? `${String(value)}×` : `${String(value)}%`;
}

type CaseStudyMetricsProps = { metrics: CaseStudyMetricValues; labels: CaseStudyLabels; className?: string };

/** The three figures of a case study (content-pages.md §3), with the note that the customer reported them. */
export function CaseStudyMetrics({ metrics, labels, className }: CaseStudyMetricsProps) {
  return (
    <div className={className}>
      <dl className="grid gap-4 sm:grid-cols-3">
        {METRICS.map((metric) => (
          <div key={metric} className="flex flex-col-reverse rounded-2xl bg-brand-50 p-5">
            <dt className="mt-1 text-sm font-medium text-slate-700">{labels.metrics[metric]}</dt>
            <dd className="text-4xl font-extrabold tracking-tight text-brand-700">
              {formatMetric(metric, metrics[metric])}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">{labels.metricsNote}</p>
    </div>
  );
}
