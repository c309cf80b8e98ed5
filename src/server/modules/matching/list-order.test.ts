import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  UNRELATED_REASON_PARTS,
  UX_DESIGNER,
  UX_DESIGNER_CANDIDATES,
} from "../../../../test-data/matching/ux-designer-scenario";
import { insertUser } from "../../db/seed/factories";
import { createTestApp, signedInMember, type TestClient, type TestContext } from "../../test/test-app";

/**
 * One order, one number (issue 29): every suggestion list is in the order of its displayed
 * percentage, and no reason pairs unrelated halves — tried as the UX designer.
 */
let ctx: TestContext;
let client: TestClient;
const ids = new Map<string, number>();
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  for (const { key, ...candidate } of UX_DESIGNER_CANDIDATES) {
    ids.set(key, (await insertUser(ctx.db, candidate)).id);
  }
  ({ client } = await signedInMember(ctx, UX_DESIGNER));
});
afterAll(() => ctx.close());

type Shown = { id: number; percentage: number; reasons: string[] };

async function lists(): Promise<Record<string, Shown[]>> {
  const [dashboard, referrals, insights] = await Promise.all([
    client.get("/api/dashboard/recommendations"),
    client.get("/api/referrals/matches?limit=20"),
    client.get("/api/network/insights"),
  ]);
  for (const response of [dashboard, referrals, insights]) expect(response.statusCode).toBe(200);
  return {
    // "People you may know" on the feed reads the dashboard's list.
    dashboard: dashboard.json().map((row: { id: number; matchPercentage: number; reason: string }) => ({
      id: row.id,
      percentage: row.matchPercentage,
      reasons: row.reason ? row.reason.split(" · ") : [],
    })),
    referrals: referrals.json().map((row: { id: number; matchScore: number; matchReasons: string[] }) => ({
      id: row.id,
      percentage: row.matchScore,
      reasons: row.matchReasons,
    })),
    insights: insights.json().recommendations.map((row: { id: number; matchScore: number }) => ({
      id: row.id,
      percentage: row.matchScore,
      reasons: [],
    })),
  };
}

describe("every suggestion list", () => {
  it("is in descending order of its displayed percentage, on every list", async () => {
    const all = await lists();
    for (const [name, shown] of Object.entries(all)) {
      expect(shown.length, name).toBeGreaterThan(0);
      const percentages = shown.map((row) => row.percentage);
      expect(percentages, name).toEqual([...percentages].sort((a, b) => b - a));
    }
  });

  it("shows the same member at the same percentage on every list", async () => {
    const all = await lists();
    const byId = new Map<number, number>();
    for (const shown of Object.values(all)) {
      for (const row of shown) {
        const seen = byId.get(row.id);
        if (seen !== undefined) expect(row.percentage).toBe(seen);
        byId.set(row.id, row.percentage);
      }
    }
  });

  it("never pairs unrelated halves in a reason, nor calls every industry close", async () => {
    const all = await lists();
    for (const row of [...(all.dashboard ?? []), ...(all.referrals ?? [])]) {
      for (const reason of row.reasons) {
        for (const [left, right] of UNRELATED_REASON_PARTS) {
          const text = reason.toLowerCase();
          expect(text.includes(left.toLowerCase()) && text.includes(right.toLowerCase()), reason).toBe(false);
        }
        expect(reason).not.toMatch(/healthcare, close to your field|finance, close to your field/i);
        expect(reason).not.toMatch(/\bnothing\b/i);
      }
    }
  });

  it("reads both ways 80–95 %, one way 50–75 %, and the unrelated members below 40 %", async () => {
    const { referrals = [] } = await lists();
    const at = (key: string) => referrals.find((row) => row.id === ids.get(key));
    for (const key of ["dataScientist", "backendEngineer", "benefitsAdvisor", "neighbour"]) {
      const row = at(key);
      if (row) expect(row.percentage, key).toBeLessThan(40);
    }
    // The front-end developer offers what she looks for and looks for what she offers.
    expect(referrals[0]?.id).toBe(ids.get("frontEnd"));
    expect(referrals[0]?.percentage).toBeGreaterThanOrEqual(80);
    expect(referrals[0]?.percentage).toBeLessThanOrEqual(95);
    // The SaaS founder looks for what she offers: one way.
    const founder = at("saasFounder");
    expect(founder?.percentage).toBeGreaterThanOrEqual(50);
    expect(founder?.percentage).toBeLessThanOrEqual(75);
  });
});
