import type { PublicProfile } from "@shared/contracts/profiles";
import { Globe, Link2, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { safeHttpUrl } from "../profile-actions";

function InfoBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold text-muted-foreground">{title}</h3>
      {children}
    </div>
  );
}

const NotShared = () => <p className="text-sm text-muted-foreground">Not shared yet.</p>;

function Text({ value }: { value: string | null }) {
  return value ? <p className="whitespace-pre-line">{value}</p> : <NotShared />;
}

function Tags({ values }: { values: string[] }) {
  if (values.length === 0) return <NotShared />;
  return (
    <ul className="flex flex-wrap gap-2">
      {values.map((value) => (
        <li key={value}>
          <Badge variant="outline">{value}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** Looking For, Services Offered, Skills & Expertise and Interests (docs/product.md, public profile). */
export function ProfessionalInformation({ profile }: { profile: PublicProfile }) {
  return (
    <Card role="region" aria-labelledby="professional-information-title">
      <CardHeader>
        <h2 id="professional-information-title" className="text-lg font-semibold leading-tight">
          Professional Information
        </h2>
      </CardHeader>
      <CardContent className="grid gap-6">
        {profile.professionalSummary ? (
          <InfoBlock title="Summary">
            <Text value={profile.professionalSummary} />
          </InfoBlock>
        ) : null}
        <InfoBlock title="Looking For">
          <Text value={profile.lookingFor} />
        </InfoBlock>
        <InfoBlock title="Services Offered">
          <Text value={profile.servicesOffered} />
        </InfoBlock>
        <InfoBlock title="Skills & Expertise">
          <Tags values={profile.skills} />
        </InfoBlock>
        <InfoBlock title="Interests">
          <Tags values={profile.interests} />
        </InfoBlock>
      </CardContent>
    </Card>
  );
}

/** E-mail and Call (only when the server shows them to this viewer), LinkedIn and Website. */
export function GetInTouch({ profile }: { profile: PublicProfile }) {
  const linkedin = safeHttpUrl(profile.linkedinUrl);
  const website = safeHttpUrl(profile.websiteUrl ?? profile.website);
  const phone = profile.phoneNumber?.trim();
  return (
    <Card role="region" aria-labelledby="get-in-touch-title">
      <CardHeader>
        <h2 id="get-in-touch-title" className="text-lg font-semibold leading-tight">
          Get In Touch
        </h2>
      </CardHeader>
      <CardContent className="grid gap-2">
        {profile.email ? (
          <Button variant="outline" className="justify-start" asChild>
            <a href={`mailto:${profile.email}`}>
              <Mail aria-hidden="true" />
              <span className="truncate">{profile.email}</span>
            </a>
          </Button>
        ) : null}
        {phone ? (
          <Button variant="outline" className="justify-start" asChild>
            <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
              <Phone aria-hidden="true" />
              Call {phone}
            </a>
          </Button>
        ) : null}
        {linkedin ? (
          <Button variant="outline" className="justify-start" asChild>
            <a href={linkedin} target="_blank" rel="noopener noreferrer">
              <Link2 aria-hidden="true" />
              LinkedIn
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        ) : null}
        {website ? (
          <Button variant="outline" className="justify-start" asChild>
            <a href={website} target="_blank" rel="noopener noreferrer">
              <Globe aria-hidden="true" />
              Website
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
