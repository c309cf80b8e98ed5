import { describe, expect, it } from "vitest";
import { openDatabase, PGLITE_MEMORY_SETTINGS } from "./client";

describe("the embedded database's memory caps", () => {
  it("starts PGlite with the capped shared_buffers, maintenance_work_mem and temp_buffers", async () => {
    const handle = await openDatabase({ dataDir: null });
    try {
      const driver = handle.driver;
      if (driver.kind !== "pglite") throw new Error("expected PGlite");
      const { rows } = await driver.client.query<{ name: string; value: string }>(
        "select name, current_setting(name) as value from unnest($1::text[]) as name order by name",
        [Object.keys(PGLITE_MEMORY_SETTINGS)],
      );
      expect(rows).toEqual([
        { name: "maintenance_work_mem", value: "16MB" },
        { name: "shared_buffers", value: "32MB" },
        { name: "temp_buffers", value: "2MB" },
      ]);
    } finally {
      await handle.close();
    }
  });
});
