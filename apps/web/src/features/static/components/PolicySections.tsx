import type { PolicySection } from '../content/policyTypes';

interface PolicySectionsProps {
  sections: PolicySection[];
  /** Legal documents are cited by clause number, so those pages number their headings. */
  numbered?: boolean;
}

export function PolicySections({ sections, numbered = false }: PolicySectionsProps) {
  return (
    <div className="space-y-8">
      {sections.map((section, index) => {
        const headingId = `section-${index + 1}`;
        return (
          <section key={section.title} aria-labelledby={headingId}>
            <h2 id={headingId} className="text-lg font-semibold text-slate-900 sm:text-xl">
              {numbered ? `${index + 1}. ` : ''}
              {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.bullets ? (
              <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-slate-700">
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
