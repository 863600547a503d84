type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  /** h1 on a page that starts with this section, h2 otherwise. */
  level?: 1 | 2;
  align?: 'center' | 'left';
};

/** The short line, heading and introduction that open a section; `id` labels the section. */
export function SectionHeading({ id, eyebrow, heading, intro, level = 2, align = 'center' }: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
      <Heading id={id} className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {heading}
      </Heading>
      {intro ? <p className="mt-4 text-lg leading-8 text-slate-600">{intro}</p> : null}
    </div>
  );
}
