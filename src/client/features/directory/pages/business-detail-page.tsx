import { AlertTriangle, ArrowLeft, SearchX } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { Link, useParams } from "wouter";
import { PageContainer } from "@/components/layout/page-container";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-request";
import { useAuth } from "@/lib/auth-provider";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useBusiness } from "../api";
import { AboutTab } from "../components/detail/about-tab";
import { BusinessHero } from "../components/detail/business-hero";
import { ContactSidebar } from "../components/detail/contact-sidebar";
import { EditBusinessDialog } from "../components/detail/edit-business-dialog";
import { ReviewsTab } from "../components/detail/reviews-tab";
import { ServicesTab } from "../components/detail/services-tab";
import { TeamTab } from "../components/detail/team-tab";

const TABS = [
  ["about", "About"],
  ["services", "Services"],
  ["reviews", "Reviews"],
  ["team", "Team"],
] as const;

const tabClassName =
  "inline-flex h-9 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-xs";

function BackToDirectory() {
  return (
    <Link href="/businesses" className="inline-flex items-center gap-2 text-sm text-primary hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Directory
    </Link>
  );
}

/** /business/{slug}: the business page, or 'Business Not Found'. */
export function BusinessDetailPage() {
  const { slug = "" } = useParams<{ slug: string }>();
  const { user } = useAuth();
  const query = useBusiness(slug);
  const [isEditOpen, setIsEditOpen] = useState(false);
  const business = query.data;
  const status = parseApiError(query.error).status;
  useDocumentTitle(business ? business.name : status === 404 ? "Business Not Found" : "Business");

  if (query.isPending) {
    return (
      <PageContainer className="grid gap-6" aria-busy="true">
        <span className="sr-only" role="status">
          Loading business
        </span>
        <Skeleton className="h-64 w-full rounded-card" />
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <Skeleton className="h-72 w-full rounded-card" />
          <Skeleton className="h-72 w-full rounded-card" />
        </div>
      </PageContainer>
    );
  }

  if (!business) {
    const isMissing = status === 404 || status === 400;
    return (
      <PageContainer className="flex min-h-[60vh] items-center justify-center">
        <Card
          className="grid max-w-lg justify-items-center gap-4 px-6 py-12 text-center"
          data-testid="business-not-found"
        >
          {isMissing ? (
            <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
          ) : (
            <AlertTriangle aria-hidden="true" className="size-10 text-destructive" />
          )}
          <h1 className="text-2xl font-bold tracking-tight">
            {isMissing ? "Business Not Found" : "We couldn't load this business"}
          </h1>
          <p className="text-muted-foreground">
            {isMissing
              ? "The business you're looking for doesn't exist or is no longer listed."
              : (parseApiError(query.error).message ?? "Check your connection and try again.")}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            {isMissing ? null : (
              <Button variant="outline" onClick={() => void query.refetch()}>
                Try again
              </Button>
            )}
            <Button asChild>
              <Link href="/businesses">Back to Directory</Link>
            </Button>
          </div>
        </Card>
      </PageContainer>
    );
  }

  const canManage = business.viewer.isOwner || user?.role === "admin";

  return (
    <PageContainer className="grid gap-6">
      <BackToDirectory />
      <BusinessHero
        business={business}
        onEdit={canManage ? () => setIsEditOpen(true) : null}
        canReport={user !== null && !business.viewer.isOwner}
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Card className="min-w-0 p-5 sm:p-6">
          <Tabs.Root defaultValue="about">
            <Tabs.List
              aria-label="Business sections"
              className="flex w-full gap-1 overflow-x-auto rounded-lg bg-muted p-1 sm:w-fit"
            >
              {TABS.map(([value, label]) => (
                <Tabs.Trigger key={value} value={value} className={tabClassName}>
                  {label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="about" className="mt-6 outline-none">
              <AboutTab business={business} />
            </Tabs.Content>
            <Tabs.Content value="services" className="mt-6 outline-none">
              <ServicesTab business={business} />
            </Tabs.Content>
            <Tabs.Content value="reviews" className="mt-6 outline-none">
              <ReviewsTab business={business} />
            </Tabs.Content>
            <Tabs.Content value="team" className="mt-6 outline-none">
              <TeamTab business={business} canManage={canManage} />
            </Tabs.Content>
          </Tabs.Root>
        </Card>
        <ContactSidebar business={business} />
      </div>
      {canManage ? (
        <EditBusinessDialog business={business} open={isEditOpen} onOpenChange={setIsEditOpen} />
      ) : null}
    </PageContainer>
  );
}
