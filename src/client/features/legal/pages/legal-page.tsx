import { useEffect } from "react";
import { CONTACT_EMAIL, LEGAL_COLUMNS } from "@/components/layout/footer-links";
import { PageContainer } from "@/components/layout/page-container";
import { useDocumentTitle } from "@/lib/use-document-title";
import { scrollToHash, useHash } from "@/lib/use-hash";
import { LEGAL_SUMMARIES } from "../legal-content";

/** The policies the footer links to, one anchored section each. */
export function LegalPage() {
  useDocumentTitle("Legal");
  const hash = useHash();
  useEffect(() => {
    scrollToHash(hash);
  }, [hash]);

  return (
    <PageContainer className="max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight">Legal &amp; Policies</h1>
      <p className="mt-2 text-muted-foreground">
        Plain-language summaries of how Netwise works with you. Questions? Write to{" "}
        <a href={`mailto:${CONTACT_EMAIL}`} className="text-primary underline-offset-4 hover:underline">
          {CONTACT_EMAIL}
        </a>
        .
      </p>
      {LEGAL_COLUMNS.map((column) => (
        <section key={column.title} className="mt-10" aria-label={column.title}>
          <h2 className="border-b border-border pb-2 text-xl font-semibold">{column.title}</h2>
          {column.links.map((link) => (
            <article key={link.id} id={link.id} className="mt-6">
              <h3 className="text-base font-semibold">{link.label}</h3>
              <p className="mt-1 text-muted-foreground">{LEGAL_SUMMARIES[link.id]}</p>
            </article>
          ))}
        </section>
      ))}
    </PageContainer>
  );
}
