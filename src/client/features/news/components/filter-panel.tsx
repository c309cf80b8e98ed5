import { SlidersHorizontal } from "lucide-react";
import { type FormEvent, useState } from "react";
import { InputField } from "@/components/forms/text-form-fields";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import type { ArticleFilters } from "../api";

type PanelFilters = Pick<ArticleFilters, "featuredOnly" | "from" | "to">;

export function countPanelFilters(filters: PanelFilters): number {
  return Number(filters.featuredOnly) + Number(Boolean(filters.from)) + Number(Boolean(filters.to));
}

/** The Filter button and its panel: featured only and a published date range. */
export function FilterPanel({
  value,
  onApply,
}: {
  value: PanelFilters;
  onApply: (next: PanelFilters) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState<PanelFilters>(value);
  const rangeError =
    draft.from && draft.to && draft.from > draft.to
      ? "The start date must be before the end date."
      : undefined;
  const activeCount = countPanelFilters(value);

  function handleOpenChange(open: boolean) {
    if (open) setDraft(value);
    setIsOpen(open);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (rangeError) return;
    onApply(draft);
    setIsOpen(false);
  }

  function handleClear() {
    const cleared = { featuredOnly: false, from: "", to: "" };
    setDraft(cleared);
    onApply(cleared);
    setIsOpen(false);
  }

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full sm:w-auto">
          <SlidersHorizontal aria-hidden="true" />
          Filter
          {activeCount > 0 ? (
            <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
              <span className="sr-only">, </span>
              {activeCount}
              <span className="sr-only"> active</span>
            </span>
          ) : null}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Filter articles</DialogTitle>
          <DialogDescription>
            Show only featured articles, or those published in a date range.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={handleSubmit} noValidate>
          <label className="flex cursor-pointer items-center gap-3 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-[var(--primary)]"
              checked={draft.featuredOnly}
              onChange={(event) => setDraft({ ...draft, featuredOnly: event.target.checked })}
            />
            Featured articles only
          </label>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              id="news-filter-from"
              label="Published from"
              error={rangeError}
              type="date"
              value={draft.from}
              max={draft.to || undefined}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            />
            <InputField
              id="news-filter-to"
              label="Published until"
              type="date"
              value={draft.to}
              min={draft.from || undefined}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={handleClear}>
              Clear filters
            </Button>
            <Button type="submit" disabled={Boolean(rangeError)}>
              Apply filters
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
