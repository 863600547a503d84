/** The first letters of a name, for a picture-less avatar ("Marta Ricci" → "MR"). */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

type TestimonialAttributionProps = {
  author: string;
  role: string;
  company: string;
  image?: string | undefined;
  /** Who says the figures the words cite ("Dato dell'agenzia"): beside the name, never inside the quote. */
  basis?: string | undefined;
};

/** Who said a testimonial: their picture (or initials), name, role and company, and the basis of its figures. */
export function TestimonialAttribution({ author, role, company, image, basis }: TestimonialAttributionProps) {
  return (
    <figcaption className="mt-8 flex items-center gap-4">
      {image ? (
        <img src={image} alt="" width={48} height={48} className="size-12 rounded-full" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
        >
          {initials(author)}
        </span>
      )}
      <span>
        <span className="block font-semibold text-slate-900">{author}</span>
        <span className="block text-sm text-slate-600">
          {role}, {company}
        </span>
        {basis ? <span className="mt-1 block text-sm text-slate-600">{basis}</span> : null}
      </span>
    </figcaption>
  );
}
