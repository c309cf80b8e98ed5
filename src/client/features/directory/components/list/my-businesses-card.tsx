import { Briefcase, Plus } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useMyBusinesses } from "../../api";
import { BusinessLogo } from "../business-logo";

/** 'My Businesses': the signed-in member's own listings, inactive ones marked. Hidden for non-owners. */
export function MyBusinessesCard() {
  const query = useMyBusinesses(true);
  const businesses = query.data ?? [];
  if (businesses.length === 0) return null;
  return (
    <Card data-testid="my-businesses">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="flex items-center gap-2">
          <Briefcase aria-hidden="true" className="size-5 text-primary" />
          My Businesses
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {businesses.map((business) => (
            <li key={business.id} className="flex items-center gap-3 rounded-lg border border-border p-3">
              <BusinessLogo name={business.name} logo={business.logo} className="size-10" />
              <div className="grid min-w-0 gap-1">
                <Link
                  href={`/business/${business.slug}`}
                  className="truncate font-medium text-primary hover:underline"
                >
                  {business.name}
                </Link>
                <span className="flex flex-wrap gap-1">
                  <Badge variant={business.isActive ? "success" : "secondary"}>
                    {business.isActive ? "Active" : "Inactive"}
                  </Badge>
                  {business.isVerified ? <Badge variant="outline">Verified</Badge> : null}
                  {business.isSuspended ? <Badge variant="destructive">Suspended</Badge> : null}
                </span>
              </div>
            </li>
          ))}
        </ul>
        <Button asChild variant="outline" size="sm" className="justify-self-start">
          <Link href="/business/create">
            <Plus aria-hidden="true" />
            Add another business
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
