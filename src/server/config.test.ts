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

describe("the fetch guard's test exception", () => {
  it("opens only for browser tests (NODE_ENV=test) and is empty otherwise", () => {
    expect(loadConfig({}).fetchAllowOrigins).toEqual([]);
    expect(
      loadConfig({
        NODE_ENV: "test",
        TEST_FETCH_ALLOW_ORIGINS: "http://127.0.0.1:4100, http://127.0.0.1:4101",
      }).fetchAllowOrigins,
    ).toEqual(["http://127.0.0.1:4100", "http://127.0.0.1:4101"]);
    for (const env of ["production", "development"]) {
      expect(() => loadConfig({ NODE_ENV: env, TEST_FETCH_ALLOW_ORIGINS: "http://127.0.0.1:4100" })).toThrow(
        /TEST_FETCH_ALLOW_ORIGINS: only for browser tests/,
      );
    }
  });
});

describe("the sentence model", () => {
  it("is on unless SENTENCE_MODEL=off, and refuses any other value", () => {
    expect(loadConfig({}).sentenceModel).toBe(true);
    expect(loadConfig({ SENTENCE_MODEL: "on" }).sentenceModel).toBe(true);
    expect(loadConfig({ SENTENCE_MODEL: "off" }).sentenceModel).toBe(false);
    expect(() => loadConfig({ SENTENCE_MODEL: "false" })).toThrow(/SENTENCE_MODEL/);
  });
});

describe("the members' hourly allowances", () => {
  it("are as listed unless MEMBER_LIMIT_SCALE multiplies them, and refuse a scale that is not positive", () => {
    expect(loadConfig({}).memberLimitScale).toBe(1);
    expect(loadConfig({ MEMBER_LIMIT_SCALE: "10" }).memberLimitScale).toBe(10);
    for (const scale of ["0", "-1", "many"]) {
      expect(() => loadConfig({ MEMBER_LIMIT_SCALE: scale })).toThrow(/MEMBER_LIMIT_SCALE/);
    }
  });
});
