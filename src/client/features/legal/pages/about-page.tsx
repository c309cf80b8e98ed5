import { Mail } from "lucide-react";
import { useEffect } from "react";
import { CONTACT_EMAIL } from "@/components/layout/footer-links";
import { PageContainer } from "@/components/layout/page-container";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/use-document-title";
import { scrollToHash, useHash } from "@/lib/use-hash";

/** About Netwise, with the contact section the footer links to. */
export function AboutPage() {
  useDocumentTitle("About");
  const hash = useHash();
  useEffect(() => {
    scrollToHash(hash);
  }, [hash]);

  return (
    <PageContainer className="max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight">About Netwise</h1>
      <p className="mt-4 text-muted-foreground">
        Netwise helps working professionals meet the right people. We match members on what they are looking
        for and what they offer, turn good matches into referrals, and bring opportunities, industry news,
        marketing services and a business directory into one calm place.
      </p>
      <p className="mt-4 text-muted-foreground">
        We believe networking should feel like a conversation between colleagues, not a numbers game. That is
        why every recommendation comes with its reasons, and you decide what to share.
      </p>
      <section
        id="contact"
        aria-labelledby="contact-heading"
        className="mt-10 rounded-card border border-border bg-card p-6"
      >
        <h2 id="contact-heading" className="text-xl font-semibold">
          Contact us
        </h2>
        <p className="mt-2 text-muted-foreground">
          Questions, partnerships or feedback: our team answers within two working days.
        </p>
        <Button asChild className="mt-4">
          <a href={`mailto:${CONTACT_EMAIL}`}>
            <Mail aria-hidden="true" />
            {CONTACT_EMAIL}
          </a>
        </Button>
      </section>
    </PageContainer>
  );
}
