import {
  sectionAnchor,
  type ResourceSection,
} from '~/shared/marketing/resources/resource-document';

/** One section of a resource: prose, points, and prompts printed with lines to write on. */
export function ResourceSectionView({ section }: { section: ResourceSection }) {
  return (
    <section
      id={sectionAnchor(section.heading)}
      className="mt-12 break-inside-avoid-page print:mt-8"
    >
      <h2 className="text-2xl font-semibold tracking-tight text-ink-100 print:text-black">
        {section.heading}
      </h2>
      {section.paragraphs?.map((paragraph) => (
        <p
          key={paragraph}
          className="mt-4 text-lg leading-relaxed text-pretty text-ink-300 print:text-base print:text-black"
        >
          {paragraph}
        </p>
      ))}
      {section.points && (
        <ul className="mt-4 list-disc space-y-2 pl-6 text-lg leading-relaxed text-ink-300 marker:text-signal-400 print:text-base print:text-black">
          {section.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
      {section.prompts && (
        <ol className="mt-4 space-y-6">
          {section.prompts.map((prompt) => (
            <li
              key={prompt}
              className="rounded-2xl border border-ink-700 bg-ink-900/60 p-5 print:rounded-none print:border-0 print:border-b print:border-black print:bg-transparent print:p-0 print:pb-24"
            >
              <p className="text-lg font-medium text-ink-100 print:text-base print:text-black">
                {prompt}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
