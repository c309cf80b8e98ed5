import type { BackupJob } from "@shared/contracts/backups";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BackupProgress } from "./backup-progress";
import { newBackupJobId } from "./backups-api";

const running: BackupJob = {
  id: "5f0c7d0e-4a5b-4c6d-8e9f-0a1b2c3d4e5f",
  kind: "backup",
  state: "running",
  step: 2,
  steps: 3,
  label: "Copying the uploaded files",
  done: 1,
  total: 4,
  percent: 41,
  message: null,
};

describe("BackupProgress", () => {
  it("shows the step and the percentage of a recorded job, for screen readers too", () => {
    const html = renderToString(<BackupProgress label="Creating the backup" job={running} />);
    expect(html).toContain('aria-valuenow="41"');
    expect(html).toContain('aria-valuetext="Step 2 of 3: Copying the uploaded files, 41%"');
    expect(html).toContain("width:41%");
    expect(html).toContain("Step 2 of 3: Copying the uploaded files");
  });

  it("is indeterminate until the server has recorded the job", () => {
    const html = renderToString(<BackupProgress label="Creating the backup" job={null} />);
    expect(html).toContain('aria-valuetext="In progress"');
    expect(html).not.toContain("aria-valuenow");
  });
});

describe("newBackupJobId", () => {
  it("makes version 4 UUIDs, a new one each time", () => {
    const id = newBackupJobId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newBackupJobId()).not.toBe(id);
  });
});
