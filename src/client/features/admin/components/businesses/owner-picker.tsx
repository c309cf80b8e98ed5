import type { OwnerOption } from "@shared/contracts/directory";
import { useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useOwnerOptions } from "./businesses-api";

type OwnerPickerProps = {
  idPrefix: string;
  value: number | null;
  /** The chosen owner as last shown, so the select can name them while another search is shown. */
  selected: OwnerOption | null;
  onChange: (owner: OwnerOption) => void;
  error?: string | undefined;
};

const ownerLabel = (owner: OwnerOption) => `${owner.firstName} ${owner.lastName} (@${owner.username})`;

/** Chooses the business owner among active members: search by name, e-mail or username, then pick. */
export function OwnerPicker({ idPrefix, value, selected, onChange, error }: OwnerPickerProps) {
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search.trim());
  const query = useOwnerOptions(debounced);
  const options = query.data ?? [];
  const all =
    selected && !options.some((owner) => owner.id === selected.id) ? [selected, ...options] : options;
  const errorId = `${idPrefix}-owner-error`;

  return (
    <fieldset className="grid gap-2 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Owner *</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${idPrefix}-owner-search`}>Find a member</Label>
          <Input
            id={`${idPrefix}-owner-search`}
            type="search"
            placeholder="Name, e-mail or username"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${idPrefix}-owner`}>Owner</Label>
          <Select
            value={value === null ? undefined : String(value)}
            onValueChange={(id) => {
              const owner = all.find((option) => String(option.id) === id);
              if (owner) onChange(owner);
            }}
          >
            <SelectTrigger
              id={`${idPrefix}-owner`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            >
              <SelectValue placeholder={query.isPending ? "Loading members..." : "Choose a member"} />
            </SelectTrigger>
            <SelectContent>
              {all.length === 0 ? (
                <p className="px-3 py-2 text-sm text-muted-foreground">No active members match.</p>
              ) : (
                all.map((owner) => (
                  <SelectItem key={owner.id} value={String(owner.id)}>
                    {ownerLabel(owner)}
                  </SelectItem>
                ))
              )}
            </SelectContent>
          </Select>
        </div>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
