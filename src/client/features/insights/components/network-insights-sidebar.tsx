import { CONNECTION_REQUEST_SENT } from "@shared/contracts/connections";
import type { NetworkInsights, NetworkRecommendation, TrendingTopic } from "@shared/contracts/insights";
import { NETWORK_INSIGHTS_LIMITS } from "@shared/contracts/insights";
import { Lightbulb, TrendingUp, UserPlus, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { connectFailureText, useSendConnectionRequest } from "@/features/connections/api";
import type { DashboardTab } from "@/features/dashboard";
import { useAuthDialog } from "@/lib/auth-dialog";
import { useAuth } from "@/lib/auth-provider";
import { toast } from "@/lib/toast";
import { ListSkeleton } from "../../../components/feedback/list-skeleton";
import { SectionError } from "../../../components/feedback/section-error";
import { useNetworkInsights } from "../api";

/**
 * A trending topic: a link to its topic feed (/topics/{tag}) when the server named a tag with posts,
 * plain text otherwise (never a link to an empty page).
 */
function TrendingTopicName({ topic }: { topic: TrendingTopic }) {
  if (topic.tag === null) return <span className="text-sm font-medium break-words">{topic.topic}</span>;
  return (
    <Link
      href={`/topics/${encodeURIComponent(topic.tag)}`}
      className="text-sm font-medium break-words text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {topic.topic}
    </Link>
  );
}

/** Signed out: an invitation to join (docs/product.md, Network Insights sidebar). */
function JoinYourNetwork() {
  const { openAuthDialog, preloadAuthDialog } = useAuthDialog();
  return (
    <Card data-testid="network-insights">
      <CardHeader>
        <CardTitle className="text-base">Join Your Network</CardTitle>
        <CardDescription>
          Sign in to see who you should meet, what your network is talking about and how your industry is
          growing.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => openAuthDialog("register")} onFocus={preloadAuthDialog}>
          Get Started
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => openAuthDialog("login")}
          onFocus={preloadAuthDialog}
        >
          Sign In
        </Button>
      </CardContent>
    </Card>
  );
}

function Section({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: typeof Users;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-2" aria-label={title}>
      <h3 className="flex items-center gap-1.5 text-sm font-semibold">
        <Icon aria-hidden="true" className="size-4 text-primary" />
        {title}
      </h3>
      {children}
    </section>
  );
}

const Quiet = ({ children }: { children: ReactNode }) => (
  <p className="text-sm text-muted-foreground">{children}</p>
);

function RecommendedMember({ member }: { member: NetworkRecommendation }) {
  const mutation = useSendConnectionRequest();
  const name = `${member.firstName} ${member.lastName}`;
  const subtitle = [member.jobTitle, member.company].filter(Boolean).join(" at ");
  // mutateAsync: the toast must show even though the refreshed insights unmount this row.
  async function handleConnect() {
    try {
      await mutation.mutateAsync(member.id);
      toast({ title: CONNECTION_REQUEST_SENT, description: name, variant: "success" });
    } catch (error) {
      toast({ title: "Error", description: connectFailureText(error), variant: "destructive" });
    }
  }
  return (
    <li className="flex items-start gap-2" data-testid="insights-recommendation">
      <Avatar
        id={member.id}
        firstName={member.firstName}
        lastName={member.lastName}
        src={member.avatar}
        className="size-9"
        isDecorative
      />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <Link
          href={`/profile/${encodeURIComponent(member.username)}`}
          className="truncate text-sm font-medium hover:underline"
        >
          {name}
        </Link>
        {subtitle ? <p className="truncate text-xs text-muted-foreground">{subtitle}</p> : null}
        <p className="text-xs text-muted-foreground">
          {member.matchScore}% match
          {member.mutualConnections > 0
            ? ` · ${member.mutualConnections} mutual ${member.mutualConnections === 1 ? "connection" : "connections"}`
            : ""}
        </p>
      </div>
      <Button
        size="icon"
        variant="outline"
        className="size-8 shrink-0"
        onClick={() => void handleConnect()}
        disabled={mutation.isPending}
        aria-label={`Connect with ${name}`}
        title="Connect"
      >
        <UserPlus aria-hidden="true" />
      </Button>
    </li>
  );
}

function Insights({ data, onShowTab }: { data: NetworkInsights; onShowTab: (tab: DashboardTab) => void }) {
  const recommended = data.recommendations.slice(0, NETWORK_INSIGHTS_LIMITS.recommendations);
  const trending = data.trendingTopics.slice(0, NETWORK_INSIGHTS_LIMITS.trendingTopics);
  const { averageConnections, topSkills, emergingRoles } = data.industryInsights;
  return (
    <CardContent className="grid gap-5">
      <Section title="Recommended for You" icon={Users}>
        {recommended.length === 0 ? (
          <Quiet>No suggestions yet; a fuller profile brings better ones.</Quiet>
        ) : (
          <ul className="grid gap-3">
            {recommended.map((member) => (
              <RecommendedMember key={member.id} member={member} />
            ))}
          </ul>
        )}
      </Section>
      <Section title="Trending in Your Network" icon={TrendingUp}>
        {trending.length === 0 ? (
          <Quiet>Nothing is trending yet. Share a post to start a conversation.</Quiet>
        ) : (
          <ol className="grid gap-2">
            {trending.map((topic) => (
              <li key={topic.id} className="grid gap-0.5" data-testid="trending-topic">
                <TrendingTopicName topic={topic} />
                <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                  <Badge variant="secondary">{topic.category}</Badge>
                  {topic.participantCount} {topic.participantCount === 1 ? "participant" : "participants"}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Section>
      <Section title="Industry Insights" icon={TrendingUp}>
        <dl className="grid gap-2 text-sm">
          <div className="flex items-baseline justify-between gap-2">
            <dt className="text-muted-foreground">Average connections</dt>
            <dd className="font-semibold tabular-nums">{averageConnections}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Top skills</dt>
            <dd className="flex flex-wrap gap-1">
              {topSkills.length === 0 ? (
                <span className="text-muted-foreground">None yet</span>
              ) : (
                topSkills.slice(0, NETWORK_INSIGHTS_LIMITS.topSkills).map((skill) => (
                  <Badge key={skill} variant="outline">
                    {skill}
                  </Badge>
                ))
              )}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Emerging roles</dt>
            <dd>
              {emergingRoles.length === 0 ? (
                <span className="text-muted-foreground">None yet</span>
              ) : (
                <ul className="grid gap-0.5">
                  {emergingRoles.slice(0, NETWORK_INSIGHTS_LIMITS.emergingRoles).map((role) => (
                    <li key={role} className="break-words">
                      {role}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
      </Section>
      <Section title="Growth Tips" icon={Lightbulb}>
        <ul className="grid gap-1.5 text-sm">
          {data.networkGrowthTips.slice(0, NETWORK_INSIGHTS_LIMITS.growthTips).map((tip) => (
            <li key={tip} className="break-words">
              {tip}
            </li>
          ))}
        </ul>
        <Button
          variant="link"
          size="sm"
          className="justify-self-start px-0"
          onClick={() => onShowTab("connections")}
        >
          Review Connections
        </Button>
      </Section>
    </CardContent>
  );
}

/** The Network Insights sidebar: for members the insights, for visitors 'Join Your Network'. */
export function NetworkInsightsSidebar({ onShowTab }: { onShowTab: (tab: DashboardTab) => void }) {
  const { user } = useAuth();
  const query = useNetworkInsights({ enabled: user !== null });
  if (!user) return <JoinYourNetwork />;
  return (
    <Card data-testid="network-insights">
      <CardHeader>
        <CardTitle className="text-base">Network Insights</CardTitle>
      </CardHeader>
      {query.isPending ? (
        <CardContent>
          <ListSkeleton rows={4} label="Loading network insights" />
        </CardContent>
      ) : query.error ? (
        <CardContent>
          <SectionError
            what="your network insights"
            error={query.error}
            onRetry={() => void query.refetch()}
            isRetrying={query.isRefetching}
          />
        </CardContent>
      ) : (
        <Insights data={query.data} onShowTab={onShowTab} />
      )}
    </Card>
  );
}
