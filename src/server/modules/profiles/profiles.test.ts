import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PROFILE_FORBIDDEN_FIELDS } from "../../../shared/contracts/profiles";
import { insertUser } from "../../db/seed/factories";
import { CURRENT_USER_KEYS } from "../../test/expected-keys";
import { comparable, reloadUser, signedIn as signIn } from "../../test/helpers/profiles-test-helpers";
import { createTestApp, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ adminEmails: [], authRateLimit: 1000 });
});
afterAll(() => ctx.close());

const signedIn = (overrides?: Parameters<typeof signIn>[1]) => signIn(ctx, overrides);
const reload = (id: number) => reloadUser(ctx, id);

const FULL_UPDATE = {
  firstName: " Jordan ",
  lastName: "Ellis",
  jobTitle: "Head of Growth",
  company: "Brightpath",
  industry: "marketing",
  location: "Denver, CO",
  phoneNumber: "+1 303 555 0100",
  linkedinUrl: "https://www.linkedin.com/in/jordan-ellis",
  websiteUrl: "https://jordan.example.com",
  website: "https://jordan.example.com",
  professionalSummary: "I help B2B teams grow pipeline.",
  skills: [" SEO ", "Content strategy"],
  lookingFor: "Agency partners",
  servicesOffered: "Growth audits",
  targetAudience: "SaaS founders",
  preferredConnectionTypes: ["Clients"],
  availabilityForMeetings: "Weekday mornings",
  communicationPreferences: ["Email"],
  bio: "Marketer and runner.",
  interests: ["Running"],
  avatar: "https://images.example.com/jordan.png",
};

describe("PUT /api/profile", () => {
  it("answers 401 to a visitor and changes nothing", async () => {
    const response = await new TestClient(ctx.app).put("/api/profile", { jobTitle: "Intruder" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Sign in to continue." });
  });

  it("updates every profile field of the member and answers the current user", async () => {
    const { user, client } = await signedIn();
    const response = await client.put("/api/profile", FULL_UPDATE);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(CURRENT_USER_KEYS);
    expect(body).toMatchObject({
      ...FULL_UPDATE,
      firstName: "Jordan",
      skills: ["SEO", "Content strategy"],
      id: user.id,
      email: user.email,
      username: user.username,
      role: "user",
      isActive: true,
      profileCompleted: true,
    });
    expect(response.body).not.toContain("argon2");
    const me = (await client.get("/api/auth/me")).json();
    expect(me).toEqual(body);
  });

  it("stores a web address typed without a scheme with https:// prepended", async () => {
    const { user, client } = await signedIn();
    const response = await client.put("/api/profile", {
      websiteUrl: "reyes.studio",
      linkedinUrl: "  linkedin.com/in/jordan-reyes ",
      website: "http://old.example.com",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      websiteUrl: "https://reyes.studio",
      linkedinUrl: "https://linkedin.com/in/jordan-reyes",
      website: "http://old.example.com",
    });
    expect(await reload(user.id)).toMatchObject({
      websiteUrl: "https://reyes.studio",
      linkedinUrl: "https://linkedin.com/in/jordan-reyes",
      website: "http://old.example.com",
    });
  });

  it("treats every field as optional, stores empty text as null and leaves the rest alone", async () => {
    const { user, client } = await signedIn({ jobTitle: "Designer", company: "Studio", location: "Paris" });
    const response = await client.put("/api/profile", { company: "", location: "   " });
    expect(response.statusCode).toBe(200);
    const row = await reload(user.id);
    expect(row).toMatchObject({
      jobTitle: "Designer",
      company: null,
      location: null,
      firstName: user.firstName,
    });
    expect((await client.put("/api/profile", {})).statusCode).toBe(200);
  });

  it("keeps profileCompleted true once all 8 completion fields were filled", async () => {
    const { user, client } = await signedIn();
    const partial = await client.put("/api/profile", {
      jobTitle: "CTO",
      company: "Acme",
      industry: "technology",
    });
    expect(partial.json().profileCompleted).toBe(false);
    const complete = await client.put("/api/profile", {
      professionalSummary: "Builds teams.",
      skills: ["Leadership"],
      lookingFor: "Advisors",
    });
    expect(complete.json().profileCompleted).toBe(true);
    const cleared = await client.put("/api/profile", { jobTitle: "", skills: [] });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ jobTitle: null, skills: [], profileCompleted: true });
    expect((await reload(user.id)).profileCompleted).toBe(true);
  });

  const forbiddenValues: Record<(typeof PROFILE_FORBIDDEN_FIELDS)[number], unknown> = {
    id: 1,
    email: "taken.over@example.com",
    password: "new-password-123",
    passwordHash: "$argon2id$forged",
    role: "admin",
    isActive: false,
    createdAt: "2020-01-01T00:00:00.000Z",
    updatedAt: "2020-01-01T00:00:00.000Z",
    username: "someone-else",
    profileCompleted: true,
    lastActiveAt: "2020-01-01T00:00:00.000Z",
    emailVerifiedAt: "2020-01-01T00:00:00.000Z",
  };
  it.each(Object.entries(forbiddenValues))(
    "refuses the forbidden field %s with 400 naming it, and applies nothing",
    async (field, value) => {
      const { user, client } = await signedIn();
      const other = await insertUser(ctx.db);
      const before = await reload(user.id);
      const response = await client.put("/api/profile", { jobTitle: "Changed", [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(`${field}: This field cannot be changed`);
      expect(response.json().issues).toContainEqual({ path: field, message: "This field cannot be changed" });
      expect(comparable(await reload(user.id))).toEqual(comparable(before));
      expect(comparable(await reload(other.id))).toEqual(comparable(other));
    },
  );

  const invalid: [string, Record<string, unknown>, string][] = [
    ["an unknown field", { favouriteColour: "blue" }, 'Unrecognized key: "favouriteColour"'],
    [
      "a javascript: LinkedIn URL",
      { linkedinUrl: "javascript:alert(1)" },
      "linkedinUrl: Must be a web address",
    ],
    ["a javascript: website URL", { websiteUrl: "javascript:alert(1)" }, "websiteUrl: Must be a web address"],
    ["a data: website", { website: "data:text/html,hi" }, "website: Must be a web address"],
    [
      "a website with spaces",
      { websiteUrl: "reyes studio.com" },
      "websiteUrl: A web address cannot contain spaces",
    ],
    [
      "a javascript: URL without slashes",
      { websiteUrl: "javascript:void(0)" },
      "websiteUrl: Must be a web address",
    ],
    [
      "a website without a dot",
      { websiteUrl: "reyes" },
      "websiteUrl: Enter a web address such as example.com",
    ],
    ["a javascript: avatar", { avatar: "javascript:alert(1)" }, "avatar: Must be a web address"],
    ["a blank first name", { firstName: "   " }, "firstName: First name is required"],
    ["a null last name", { lastName: null }, "lastName: First name is required".replace("First", "Last")],
    ["an over-long name", { lastName: "x".repeat(101) }, "lastName: Must be at most 100 characters"],
    ["an over-long job title", { jobTitle: "x".repeat(201) }, "jobTitle: Must be at most 200 characters"],
    [
      "an over-long summary",
      { professionalSummary: "x".repeat(2001) },
      "professionalSummary: Must be at most 2000",
    ],
    [
      "an over-long phone number",
      { phoneNumber: "1".repeat(41) },
      "phoneNumber: Must be at most 40 characters",
    ],
    ["skills as a string", { skills: "react, node" }, "skills: "],
    ["an over-long skill", { skills: ["x".repeat(81)] }, "skills.0: Must be at most 80 characters"],
    [
      "too many skills",
      { skills: Array.from({ length: 51 }, (_, i) => `s${i}`) },
      "skills: At most 50 items",
    ],
    ["a number for a text field", { company: 42 }, "company: "],
    ["a NUL character", { bio: "nul \u0000 here" }, ""],
  ];
  it.each(invalid)("refuses %s with 400 naming the field and changes nothing", async (_, body, message) => {
    const { user, client } = await signedIn({ jobTitle: "Original" });
    const before = await reload(user.id);
    const response = await client.put("/api/profile", { jobTitle: "Changed", ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(comparable(await reload(user.id))).toEqual(comparable(before));
  });

  it("refuses a cross-site request", async () => {
    const { user, client } = await signedIn({ jobTitle: "Original" });
    const response = await client.put(
      "/api/profile",
      { jobTitle: "Forged" },
      { headers: { origin: "https://evil.example" } },
    );
    expect(response.statusCode).toBe(403);
    expect((await reload(user.id)).jobTitle).toBe("Original");
  });

  it("changes only the caller's own profile, for a member and for an admin", async () => {
    const { user: member, client: memberClient } = await signedIn();
    const { user: admin, client: adminClient } = await signedIn({ role: "admin" });
    const other = await insertUser(ctx.db, { jobTitle: "Untouched" });

    expect((await memberClient.put("/api/profile", { jobTitle: "Member title" })).json().id).toBe(member.id);
    const adminAnswer = await adminClient.put("/api/profile", { jobTitle: "Admin title" });
    expect(adminAnswer.statusCode).toBe(200);
    expect(adminAnswer.json()).toMatchObject({ id: admin.id, role: "admin", jobTitle: "Admin title" });
    const targeted = await adminClient.put("/api/profile", { id: other.id, jobTitle: "Hijacked" });
    expect(targeted.statusCode).toBe(400);
    expect((await reload(other.id)).jobTitle).toBe("Untouched");
    expect((await reload(member.id)).jobTitle).toBe("Member title");
  });
});
