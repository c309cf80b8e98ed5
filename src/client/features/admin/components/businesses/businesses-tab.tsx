import type {
  AdminBusiness,
  AdminBusinessFilter,
  AdminBusinessStatusRequest,
} from "@shared/contracts/directory";
import { Building2, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useAdminSearch } from "../shared/use-admin-search";
import { AdminListState } from "../shell/admin-list-state";
import { AdminSearchBox } from "../shell/admin-search-box";
import { BusinessDialog, NO_BUSINESS_SELECTED } from "./business-dialog";
import { BusinessRow } from "./business-row";
import { useAdminBusinesses, useDeleteAdminBusiness, useSetBusinessStatus } from "./businesses-api";

const NO_MATCH = "No businesses found matching your search.";

const FILTER_LABELS: Record<AdminBusinessFilter, string> = {
  all: "All businesses",
  verificationCleared: "Verification cleared after edit",
  suspended: "Suspended",
};

/** Business Management: search and filter, Add Business, the list with edit, activate, verify, suspend and delete. */
export function BusinessesTab() {
  const { search, setSearch, debounced } = useAdminSearch();
  const [filter, setFilter] = useState<AdminBusinessFilter>("all");
  const query = useAdminBusinesses(debounced, filter);
  const setStatus = useSetBusinessStatus();
  const deleteBusiness = useDeleteAdminBusiness();
  const [dialog, setDialog] = useState<{ business: AdminBusiness | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminBusiness | null>(null);
  const businesses = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? businesses.length;

  const handleStatus = (business: AdminBusiness, body: AdminBusinessStatusRequest, done: string) =>
    setStatus.mutate(
      { id: business.id, body },
      {
        onSuccess: () => toast({ title: done, description: business.name, variant: "success" }),
        onError: (error) =>
          toast({
            title: "Error",
            description: parseApiError(error).message ?? "Failed to update business",
            variant: "destructive",
          }),
      },
    );

  const handleDelete = () => {
    if (!deleting) {
      toast({ title: "Error", description: NO_BUSINESS_SELECTED, variant: "destructive" });
      return;
    }
    deleteBusiness.mutate(deleting.id, {
      onSuccess: () => {
        toast({
          title: "Business deleted",
          description: `${deleting.name} has been removed.`,
          variant: "success",
        });
        setDeleting(null);
      },
      onError: (error) =>
        toast({
          title: "Error",
          description: parseApiError(error).message ?? "Failed to delete business",
          variant: "destructive",
        }),
    });
  };

  return (
    <section aria-labelledby="admin-businesses-heading" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="admin-businesses-heading" className="text-xl font-semibold">
          Business Management
        </h2>
        <Button onClick={() => setDialog({ business: null })}>
          <Plus aria-hidden="true" />
          Add Business
        </Button>
      </div>
      <AdminSearchBox
        value={search}
        onChange={setSearch}
        placeholder="Search businesses..."
        label="Search businesses"
      />
      <div className="grid gap-1.5 sm:max-w-xs">
        <Label htmlFor="admin-business-filter">Show</Label>
        <Select value={filter} onValueChange={(value) => setFilter(value as AdminBusinessFilter)}>
          <SelectTrigger id="admin-business-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {Object.entries(FILTER_LABELS).map(([value, label]) => (
              <SelectItem key={value} value={value}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Businesses ({query.data ? total : "…"})</CardTitle>
        </CardHeader>
        <CardContent>
          <AdminListState
            query={query}
            itemCount={businesses.length}
            what="the businesses"
            emptyIcon={Building2}
            emptyMessage={NO_MATCH}
            moreLabel="Load More Businesses"
          >
            <ul className="grid gap-3" aria-label="Businesses">
              {businesses.map((business) => (
                <li key={business.id}>
                  <BusinessRow
                    business={business}
                    isBusy={setStatus.isPending && setStatus.variables?.id === business.id}
                    onEdit={() => setDialog({ business })}
                    onToggleActive={() =>
                      handleStatus(
                        business,
                        { isActive: !business.isActive },
                        business.isActive ? "Business deactivated" : "Business activated",
                      )
                    }
                    onToggleVerified={() =>
                      handleStatus(
                        business,
                        { isVerified: !business.isVerified },
                        business.isVerified ? "Business unverified" : "Business verified",
                      )
                    }
                    onToggleSuspended={() =>
                      handleStatus(
                        business,
                        { isSuspended: !business.isSuspended },
                        business.isSuspended ? "Suspension lifted" : "Business suspended",
                      )
                    }
                    onDelete={() => setDeleting(business)}
                  />
                </li>
              ))}
            </ul>
          </AdminListState>
        </CardContent>
      </Card>
      <BusinessDialog
        business={dialog?.business ?? null}
        open={dialog !== null}
        onOpenChange={(open) => (open ? null : setDialog(null))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete business?"
        description={
          deleting
            ? `${deleting.name} and its reviews, team and favorites will be removed permanently. This cannot be undone.`
            : ""
        }
        confirmLabel="Delete Business"
        pendingLabel="Deleting..."
        isPending={deleteBusiness.isPending}
        onConfirm={handleDelete}
      />
    </section>
  );
}
