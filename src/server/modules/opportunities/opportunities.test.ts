import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPPORTUNITY_LIMITS } from "../../../shared/contracts/opportunities";
import { encodeCursor } from "../../db/keyset-cursor";
import { messages, opportunities, opportunityApplications, savedOpportunities } from "../../db/schema";
import { insertOpportunity, type NewUser } from "../../db/seed/factories";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";
import { ALREADY_APPLIED, OWN_OPPORTUNITY } from "./opportunities.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

const signedIn = (overrides: Partial<NewUser> = {}) => signedInMember(ctx, overrides);

const DAY = 24 * 60 * 60 * 1000;
/** The issue's member (issue 29): a freelance UX designer in technology, looking for SaaS startups. */
const UX_DESIGNER: Partial<NewUser> = {
  jobTitle: "Freelance UX Designer",
  industry: "technology",
  location: "Austin, TX",
  skills: ["Figma", "User Research", "Design Systems", "Prototyping"],
  servicesOffered: "UX design for SaaS products, design systems, user research",
  lookingFor: "SaaS startups that need product design",
};
const keysOf = (value: object) => Object.keys(value).sort();
const OPPORTUNITY_KEYS = [
  "budget",
  "category",
  "company",
  "description",
  "details",
  "hasApplied",
  "id",
  "isSaved",
  "location",
  "matchReason",
  "matchesProfile",
  "postedAt",
  "postedBy",
  "remoteOption",
  "skillsNeeded",
  "timeline",
  "title",
  "type",
];

describe("GET /api/opportunities/detailed", () => {
  it("lists open opportunities, those that fit the member's offers first, with saved and applied marks", async () => {
    const { user: poster } = await signedIn({ firstName: "Emily", lastName: "Watson" });
    const { user, client } = await signedIn(UX_DESIGNER);
    const now = Date.now();
    const uxRole = await insertOpportunity(ctx.db, {
      title: "UX Designer for SaaS onboarding",
      category: "Design",
      company: "Lakeshore",
      location: "Chicago, IL",
      budget: "$12,000",
      skillsNeeded: ["Figma", "User Research"],
      remoteOption: true,
      postedBy: poster.id,
      postedAt: new Date(now - 5 * DAY),
    });
    const designSystem = await insertOpportunity(ctx.db, {
      title: "Design system for our web app",
      category: "Design",
      skillsNeeded: ["Figma"],
      remoteOption: true,
      postedAt: new Date(now - 3 * DAY),
    });
    // The issue's role: the member's industry (technology), newest of all, and no fit for a designer.
    const backend = await insertOpportunity(ctx.db, {
      title: "Senior Backend Engineer",
      category: "Technology",
      skillsNeeded: ["Go", "PostgreSQL", "Kubernetes"],
      remoteOption: true,
      postedAt: new Date(now - DAY),
    });
    const wrongPlace = await insertOpportunity(ctx.db, {
      title: "UX Designer for a clinic app",
      category: "Design",
      location: "Boston, MA",
      remoteOption: false,
      postedAt: new Date(now - 2 * DAY),
    });
    const own = await insertOpportunity(ctx.db, {
      title: "UX Designer for SaaS onboarding",
      postedBy: user.id,
      postedAt: new Date(now - 4 * DAY),
    });
    const expired = await insertOpportunity(ctx.db, {
      title: "UX Designer for SaaS onboarding",
      expiresAt: new Date(now - DAY),
    });
    const inactive = await insertOpportunity(ctx.db, {
      title: "UX Designer for SaaS onboarding",
      isActive: false,
    });
    await ctx.db.insert(savedOpportunities).values({ userId: user.id, opportunityId: uxRole.id });
    await ctx.db.insert(opportunityApplications).values({ userId: user.id, opportunityId: designSystem.id });

    const response = await client.get("/api/opportunities/detailed?limit=50");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(keysOf(body)).toEqual(["nextCursor", "opportunities"]);
    const ids = body.opportunities.map((o: { id: number }) => o.id);
    const mine = [uxRole, designSystem, backend, wrongPlace, own].map((o) => o.id);
    expect(ids.filter((id: number) => mine.includes(id))).toEqual([
      uxRole.id,
      designSystem.id,
      backend.id,
      wrongPlace.id,
      own.id,
    ]);
    expect(ids).not.toContain(expired.id);
    expect(ids).not.toContain(inactive.id);

    const byId = (id: number) => body.opportunities.find((o: { id: number }) => o.id === id);
    expect(keysOf(byId(uxRole.id))).toEqual(OPPORTUNITY_KEYS);
    expect(byId(uxRole.id)).toMatchObject({
      details: "Lakeshore • Chicago, IL or Remote • $12,000",
      postedBy: { id: poster.id, name: "Emily Watson", username: poster.username },
      postedAt: uxRole.postedAt.toISOString(),
      skillsNeeded: ["Figma", "User Research"],
      isSaved: true,
      hasApplied: false,
      matchesProfile: true,
      matchReason: "Fits your UX design offer",
    });
    expect(byId(designSystem.id)).toMatchObject({
      isSaved: false,
      hasApplied: true,
      postedBy: null,
      matchesProfile: true,
      matchReason: "Fits your design systems offer",
    });
    for (const id of [backend.id, wrongPlace.id, own.id]) {
      expect(byId(id)).toMatchObject({ matchesProfile: false, matchReason: null });
    }
    const stats = (await client.get("/api/dashboard/stats")).json();
    expect(stats.opportunities).toBe(2);
  });

  it("claims no fit for a member who offers nothing, newest first", async () => {
    const { client } = await signedIn();
    const older = await insertOpportunity(ctx.db, {
      title: "UX Designer",
      postedAt: new Date(Date.now() - DAY),
    });
    const newer = await insertOpportunity(ctx.db, { title: "Senior Backend Engineer" });
    const body = (await client.get("/api/opportunities/detailed?limit=50")).json();
    expect(body.opportunities.every((o: { matchesProfile: boolean }) => !o.matchesProfile)).toBe(true);
    const ids = body.opportunities.map((o: { id: number }) => o.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect((await client.get("/api/dashboard/stats")).json().opportunities).toBe(0);
  });

  it("pages by keyset cursor in the order of one long page, and validates the page parameters", async () => {
    const { client } = await signedIn(UX_DESIGNER);
    const postedAt = new Date("2026-03-01T10:00:00.654321Z");
    for (let i = 0; i < 3; i++) await insertOpportunity(ctx.db, { postedAt });
    // Fitting ones at two ranks, one of them at the instant of the others: the pages cross ranks.
    for (const title of ["Design system for our web app", "UX Designer for SaaS onboarding"]) {
      await insertOpportunity(ctx.db, { title, postedAt });
      await insertOpportunity(ctx.db, { title, remoteOption: true });
    }
    const all = (await client.get("/api/opportunities/detailed?limit=50")).json();
    expect(all.nextCursor).toBeNull();
    const fits = all.opportunities.map((o: { matchesProfile: boolean }) => o.matchesProfile);
    const fitting = fits.filter(Boolean).length;
    expect(fitting).toBeGreaterThanOrEqual(4);
    expect(fits.slice(fitting).includes(true)).toBe(false);
    const paged: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/opportunities/detailed?limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const body = (await client.get(url)).json();
      expect(keysOf(body)).toEqual(["nextCursor", "opportunities"]);
      paged.push(...body.opportunities.map((o: { id: number }) => o.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all.opportunities.map((o: { id: number }) => o.id));
    const forged = encodeCursor({ kind: "id", id: 1 });
    for (const query of ["limit=0", "limit=51", "cursor=x", `cursor=${forged}`, "offset=2", "sort=new"]) {
      expect((await client.get(`/api/opportunities/detailed?${query}`)).statusCode, query).toBe(400);
    }
  });

  it("refuses visitors", async () => {
    expect((await new TestClient(ctx.app).get("/api/opportunities/detailed")).statusCode).toBe(401);
  });
});

describe("POST /api/opportunities", () => {
  const valid = {
    title: "  Landing page for a fintech launch ",
    description: "Design and build a landing page.",
    type: "project",
    category: "Marketing",
    location: "Austin, TX",
    remoteOption: true,
    budget: "$5,000",
    timeline: "4 weeks",
    skillsNeeded: [" Web Design ", "", "SEO"],
  };

  it("posts an opportunity as the member, open for 60 days", async () => {
    const { user, client } = await signedIn({ firstName: "Alex", lastName: "Morgan", company: "Brightpath" });
    const response = await client.post("/api/opportunities", valid);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(keysOf(body)).toEqual(OPPORTUNITY_KEYS);
    expect(body).toMatchObject({
      title: "Landing page for a fintech launch",
      company: "Brightpath",
      skillsNeeded: ["Web Design", "SEO"],
      details: "Brightpath • Austin, TX or Remote • $5,000",
      postedBy: { id: user.id, name: "Alex Morgan", username: user.username },
      isSaved: false,
      hasApplied: false,
    });
    const [row] = await ctx.db.select().from(opportunities).where(eq(opportunities.id, body.id));
    expect(row?.isActive).toBe(true);
    const days = ((row?.expiresAt?.getTime() ?? 0) - (row?.postedAt.getTime() ?? 0)) / DAY;
    expect(Math.round(days)).toBe(60);
  });

  it("validates every field", async () => {
    const { user, client } = await signedIn();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "  " }, "title"],
      [{ title: "x".repeat(OPPORTUNITY_LIMITS.title + 1) }, "title"],
      [{ description: "" }, "description"],
      [{ description: "x".repeat(OPPORTUNITY_LIMITS.description + 1) }, "description"],
      [{ type: "gig" }, "type"],
      [{ category: "Astrology" }, "category"],
      [{ remoteOption: "yes" }, "remoteOption"],
      [{ budget: "x".repeat(OPPORTUNITY_LIMITS.budget + 1) }, "budget"],
      [
        { skillsNeeded: Array.from({ length: OPPORTUNITY_LIMITS.skills + 1 }, (_, i) => `s${i}`) },
        "skillsNeeded",
      ],
      [{ skillsNeeded: "SEO" }, "skillsNeeded"],
      [{ postedBy: 1 }, ""],
    ];
    for (const [patch, field] of cases) {
      const response = await client.post("/api/opportunities", { ...valid, ...patch });
      expect(response.statusCode, JSON.stringify(patch).slice(0, 50)).toBe(400);
      if (field) expect(response.json().message).toContain(field);
    }
    const posted = await ctx.db.select().from(opportunities).where(eq(opportunities.postedBy, user.id));
    expect(posted).toHaveLength(0);
  });

  it("refuses visitors", async () => {
    expect((await new TestClient(ctx.app).post("/api/opportunities", valid)).statusCode).toBe(401);
  });
});

describe("PUT and DELETE /api/opportunities/{id}/save", () => {
  const savedRows = (userId: number, opportunityId: number) =>
    ctx.db
      .select()
      .from(savedOpportunities)
      .where(and(eq(savedOpportunities.userId, userId), eq(savedOpportunities.opportunityId, opportunityId)));

  it("saves and unsaves idempotently, for the member only", async () => {
    const { user, client } = await signedIn();
    const { user: other } = await signedIn();
    const opportunity = await insertOpportunity(ctx.db);
    for (let i = 0; i < 2; i++) {
      const response = await client.put(`/api/opportunities/${opportunity.id}/save`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: opportunity.id, isSaved: true });
    }
    expect(await savedRows(user.id, opportunity.id)).toHaveLength(1);
    expect(await savedRows(other.id, opportunity.id)).toHaveLength(0);
    for (let i = 0; i < 2; i++) {
      const response = await client.delete(`/api/opportunities/${opportunity.id}/save`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: opportunity.id, isSaved: false });
    }
    expect(await savedRows(user.id, opportunity.id)).toHaveLength(0);
  });

  it("answers 404 for a missing opportunity, 400 for a bad id and 401 for visitors", async () => {
    const { client } = await signedIn();
    expect((await client.put("/api/opportunities/999999/save")).statusCode).toBe(404);
    expect((await client.delete("/api/opportunities/999999/save")).statusCode).toBe(404);
    expect((await client.put("/api/opportunities/abc/save")).statusCode).toBe(400);
    expect((await new TestClient(ctx.app).put("/api/opportunities/1/save")).statusCode).toBe(401);
    expect((await new TestClient(ctx.app).delete("/api/opportunities/1/save")).statusCode).toBe(401);
  });
});

describe("POST /api/opportunities/{id}/apply", () => {
  it("records the application once and messages the poster with the note", async () => {
    const { user: poster } = await signedIn();
    const { user, client } = await signedIn();
    const opportunity = await insertOpportunity(ctx.db, { title: "Clinic website", postedBy: poster.id });
    const response = await client.post(`/api/opportunities/${opportunity.id}/apply`, {
      note: "  I built three clinic sites. ",
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(keysOf(body)).toEqual(["appliedAt", "hasApplied", "messageId", "opportunityId"]);
    expect(body).toMatchObject({ opportunityId: opportunity.id, hasApplied: true });
    const [message] = await ctx.db.select().from(messages).where(eq(messages.id, body.messageId));
    expect(message).toMatchObject({
      senderId: user.id,
      recipientId: poster.id,
      type: "opportunity",
      opportunityId: opportunity.id,
      content: 'Application for "Clinic website": I built three clinic sites.',
    });

    const again = await client.post(`/api/opportunities/${opportunity.id}/apply`, { note: "Again" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_APPLIED);
    const sent = await ctx.db.select().from(messages).where(eq(messages.senderId, user.id));
    expect(sent).toHaveLength(1);

    const list = (await client.get("/api/opportunities/detailed?limit=50")).json();
    expect(list.opportunities.find((o: { id: number }) => o.id === opportunity.id)?.hasApplied).toBe(true);
  });

  it("records an application without a poster and without a note", async () => {
    const { user, client } = await signedIn();
    const opportunity = await insertOpportunity(ctx.db, { postedBy: null });
    const response = await client.post(`/api/opportunities/${opportunity.id}/apply`, {});
    expect(response.statusCode).toBe(201);
    expect(response.json().messageId).toBeNull();
    const rows = await ctx.db
      .select()
      .from(opportunityApplications)
      .where(eq(opportunityApplications.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses the poster, closed and missing opportunities, bad notes and visitors", async () => {
    const { user, client } = await signedIn();
    const own = await insertOpportunity(ctx.db, { postedBy: user.id });
    const ownResponse = await client.post(`/api/opportunities/${own.id}/apply`, { note: "Me" });
    expect(ownResponse.statusCode).toBe(403);
    expect(ownResponse.json().message).toBe(OWN_OPPORTUNITY);
    const expired = await insertOpportunity(ctx.db, { expiresAt: new Date(Date.now() - DAY) });
    expect((await client.post(`/api/opportunities/${expired.id}/apply`, {})).statusCode).toBe(409);
    expect((await client.post("/api/opportunities/999999/apply", {})).statusCode).toBe(404);
    const open = await insertOpportunity(ctx.db);
    const tooLong = await client.post(`/api/opportunities/${open.id}/apply`, {
      note: "x".repeat(OPPORTUNITY_LIMITS.note + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain("note");
    expect((await client.post(`/api/opportunities/${open.id}/apply`, { note: 5 })).statusCode).toBe(400);
    expect((await new TestClient(ctx.app).post(`/api/opportunities/${open.id}/apply`, {})).statusCode).toBe(
      401,
    );
    const rows = await ctx.db
      .select()
      .from(opportunityApplications)
      .where(eq(opportunityApplications.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it("lets an admin apply like any member, and another member's application stays theirs", async () => {
    const { user: admin, client } = await signedIn({ role: "admin" });
    const { client: otherClient } = await signedIn();
    const opportunity = await insertOpportunity(ctx.db);
    expect((await client.post(`/api/opportunities/${opportunity.id}/apply`, {})).statusCode).toBe(201);
    const other = (await otherClient.get("/api/opportunities/detailed?limit=50")).json();
    expect(other.opportunities.find((o: { id: number }) => o.id === opportunity.id)?.hasApplied).toBe(false);
    const rows = await ctx.db
      .select()
      .from(opportunityApplications)
      .where(eq(opportunityApplications.opportunityId, opportunity.id));
    expect(rows.map((row) => row.userId)).toEqual([admin.id]);
  });
});
