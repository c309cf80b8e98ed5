import { describe, expect, it } from "vitest";
import { describeAuditEntry } from "./audit-log-card";

const entry = {
  id: 1,
  admin: { id: 2, name: "Avery Quinn" },
  action: "user.deactivate",
  targetType: "user",
  targetId: "12",
  details: null,
  createdAt: "2026-11-22T13:00:00.000Z",
};

describe("audit log wording", () => {
  it("says who did what to which record", () => {
    expect(describeAuditEntry(entry)).toBe("Avery Quinn deactivated user #12");
    expect(describeAuditEntry({ ...entry, action: "post.delete", targetType: "post", targetId: "7" })).toBe(
      "Avery Quinn deleted post #7",
    );
  });

  it("says which file a restore came from", () => {
    const file = "netwise-backup-2026-11-22T13-00-00-000Z.ndjson.gz";
    expect(
      describeAuditEntry({ ...entry, action: "backup.restore", targetType: "backup", targetId: file }),
    ).toBe(`Avery Quinn restored the data from ${file}`);
    expect(describeAuditEntry({ ...entry, action: "user.promote" })).toBe(
      "Avery Quinn promoted to admin user #12",
    );
  });

  it("names removed admins and unknown actions plainly", () => {
    expect(describeAuditEntry({ ...entry, admin: null, action: "banner.create", targetType: "banner" })).toBe(
      "A removed administrator created banner #12",
    );
    expect(
      describeAuditEntry({ ...entry, action: "settings.change", targetType: "settings", targetId: null }),
    ).toBe("Avery Quinn settings.change on settings");
  });
});
