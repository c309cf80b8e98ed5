import { Download, FileJson, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ACCOUNT_EXPORT_URL } from "../api";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { SettingsSection } from "./settings-section";

/** Your data: a JSON export of everything the account holds, and account deletion. */
export function DataSection() {
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  return (
    <SettingsSection
      id="your-data"
      icon={FileJson}
      title="Your data"
      description="Take a copy of your data with you, or delete your account."
    >
      <div className="grid gap-2">
        <h3 className="font-medium">Export your data</h3>
        <p className="text-sm text-muted-foreground">
          A JSON file with your profile, posts, comments, connections, messages, referrals, orders,
          businesses, reviews, bookmarks and notifications.
        </p>
        <div>
          <Button variant="outline" asChild>
            <a href={ACCOUNT_EXPORT_URL} download>
              <Download aria-hidden="true" />
              Download my data
            </a>
          </Button>
        </div>
      </div>
      <div className="grid gap-2 border-t border-border pt-4">
        <h3 className="font-medium">Delete your account</h3>
        <p className="text-sm text-muted-foreground">This cannot be undone.</p>
        <div>
          <Button variant="destructive" onClick={() => setIsDeleteOpen(true)}>
            <Trash2 aria-hidden="true" />
            Delete account
          </Button>
        </div>
      </div>
      <DeleteAccountDialog open={isDeleteOpen} onOpenChange={setIsDeleteOpen} />
    </SettingsSection>
  );
}
