import { Flag, MoreHorizontal } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { ReportTarget } from "../api";
import { REPORT_TARGET_NOUNS, ReportDialog } from "./report-dialog";

/** The "Report …" entry of a "…" menu that already exists (a post's, a profile's More menu). */
export function ReportMenuItem({ target, onSelect }: { target: ReportTarget; onSelect: () => void }) {
  return (
    <DropdownMenuItem onSelect={onSelect}>
      <Flag aria-hidden="true" />
      Report {REPORT_TARGET_NOUNS[target.type]}
    </DropdownMenuItem>
  );
}

type ReportMoreMenuProps = {
  target: ReportTarget;
  /** What the button names for a screen reader: "More actions for the comment by Ann Lee". */
  label: string;
  className?: string;
};

/** A "…" menu holding "Report …" and its dialog, for things that had no menu (comments, messages, reviews). */
export function ReportMoreMenu({ target, label, className }: ReportMoreMenuProps) {
  const [isReporting, setIsReporting] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" aria-label={label} className={className}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <ReportMenuItem target={target} onSelect={() => setIsReporting(true)} />
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog target={target} open={isReporting} onOpenChange={setIsReporting} />
    </>
  );
}
