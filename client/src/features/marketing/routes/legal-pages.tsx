import { PRIVACY_POLICY, TERMS_OF_SERVICE, type LegalDocument } from '@/content/legal-copy';
import { DocumentPage } from '../components/document-page';

function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <DocumentPage
      heading={document.heading}
      lead={
        <>
          <p>{document.intro}</p>
          <p className="mt-2 text-sm text-ink-subtle">{document.updated}</p>
        </>
      }
    >
      {document.sections.map((section) => (
        <section key={section.heading} aria-labelledby={slug(section.heading)}>
          <h2 id={slug(section.heading)} className="text-title font-bold text-ink">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-base leading-relaxed text-ink-muted">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </DocumentPage>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export const PrivacyPage = () => <LegalPage document={PRIVACY_POLICY} />;
export const TermsPage = () => <LegalPage document={TERMS_OF_SERVICE} />;
