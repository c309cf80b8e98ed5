import { MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { ReportMenuItem } from "@/features/moderation";

type ContentActionsMenuProps = {
  /** "post" or "comment": the menu's items read "Edit post", "Delete comment"… */
  noun: "post" | "comment";
  authorName: string;
  target: { type: "post" | "comment"; id: number };
  canEdit: boolean;
  canDelete: boolean;
  canReport: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onReport: () => void;
  /** The inline editor's focus hand-over (useEditorTakesFocus). */
  onCloseAutoFocus: (event: Event) => void;
};

/** The "…" menu of a post or a comment: Edit and Delete for its author (or who may delete it), Report for others. */
export function ContentActionsMenu(props: ContentActionsMenuProps) {
  const { noun, canEdit, canDelete, canReport } = props;
  if (!canEdit && !canDelete && !canReport) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`More actions for the ${noun} by ${props.authorName}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" onCloseAutoFocus={props.onCloseAutoFocus}>
        {canEdit ? (
          <DropdownMenuItem onSelect={props.onEdit}>
            <Pencil aria-hidden="true" />
            Edit {noun}
          </DropdownMenuItem>
        ) : null}
        {canDelete ? (
          <DropdownMenuItem onSelect={props.onDelete}>
            <Trash2 aria-hidden="true" />
            Delete {noun}
          </DropdownMenuItem>
        ) : null}
        {canReport ? <ReportMenuItem target={props.target} onSelect={props.onReport} /> : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
