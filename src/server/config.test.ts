import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("finding 11: Secure cookies", () => {
  it("are on by default when APP_URL is https, off for http, and SECURE_COOKIES overrides either way", () => {
    expect(loadConfig({ APP_URL: "https://netwise.example" }).secureCookies).toBe(true);
    expect(loadConfig({ APP_URL: "http://localhost:5000" }).secureCookies).toBe(false);
    expect(loadConfig({}).secureCookies).toBe(false);
    expect(loadConfig({ APP_URL: "https://netwise.example", SECURE_COOKIES: "false" }).secureCookies).toBe(
      false,
    );
    expect(loadConfig({ APP_URL: "http://localhost:5000", SECURE_COOKIES: "true" }).secureCookies).toBe(true);
  });
});
