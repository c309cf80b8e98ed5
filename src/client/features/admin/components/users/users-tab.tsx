import type { AdminUser } from "@shared/contracts/admin";
import { UserPlus, Users } from "lucide-react";
import { useState } from "react";
import { useAuth } from "@/lib/auth-provider";
import { useAdminUsers } from "../../api";
import { AdminTabHeading } from "../shared/admin-tab-heading";
import { useAdminSearch } from "../shared/use-admin-search";
import { AdminListState } from "../shell/admin-list-state";
import { AdminSearchBox } from "../shell/admin-search-box";
import { AddUserDialog } from "./add-user-dialog";
import { EditUserDialog } from "./edit-user-dialog";
import { UserCards, UserTable } from "./user-list";

/** The Users tab: server-side search, the user table (cards on phones), Add User and Edit. */
export function UsersTab() {
  const { user: me } = useAuth();
  const { search, setSearch, debounced } = useAdminSearch();
  const query = useAdminUsers(debounced);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [isAddOpen, setIsAddOpen] = useState(false);
  const users = query.data?.pages.flatMap((page) => page.items) ?? [];
  const listProps = { users, currentUserId: me?.id ?? null, onEdit: setEditing };

  return (
    <section aria-labelledby="admin-users-heading" className="grid gap-4">
      <AdminTabHeading
        id="admin-users-heading"
        action={{ label: "Add User", icon: UserPlus, onClick: () => setIsAddOpen(true) }}
      >
        User Management
      </AdminTabHeading>
      <AdminSearchBox
        value={search}
        onChange={setSearch}
        placeholder="Search users..."
        label="Search users"
      />
      <AdminListState
        query={query}
        itemCount={users.length}
        what="the users"
        emptyIcon={Users}
        emptyMessage={debounced ? "No users match your search." : "No users yet."}
        moreLabel="Load More Users"
      >
        <UserTable {...listProps} />
        <UserCards {...listProps} />
      </AdminListState>
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <AddUserDialog open={isAddOpen} onOpenChange={setIsAddOpen} />
    </section>
  );
}
