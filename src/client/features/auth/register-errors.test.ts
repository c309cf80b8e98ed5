import { COMMON_PASSWORD, EMAIL_TAKEN } from "@shared/contracts/auth";
import { describe, expect, it } from "vitest";
import { registerErrorPlacement } from "./register-errors";

describe("registerErrorPlacement", () => {
  it("puts a common password under the password field", () => {
    expect(registerErrorPlacement({ status: 400, message: COMMON_PASSWORD, issues: [] })).toEqual({
      fieldErrors: [{ field: "password", message: COMMON_PASSWORD }],
      formMessage: null,
    });
  });

  it("puts a taken e-mail under the e-mail field", () => {
    expect(registerErrorPlacement({ status: 409, message: EMAIL_TAKEN, issues: [] }).fieldErrors).toEqual([
      { field: "email", message: EMAIL_TAKEN },
    ]);
  });

  it("places zod issues by path in form order and ignores unknown paths", () => {
    const placement = registerErrorPlacement({
      status: 400,
      message: "lastName: required; email: invalid",
      issues: [
        { path: "lastName", message: "Last name is required" },
        { path: "favouriteColour", message: "Unrecognized" },
        { path: "email", message: "Enter a valid e-mail" },
      ],
    });
    expect(placement).toEqual({
      fieldErrors: [
        { field: "email", message: "Enter a valid e-mail" },
        { field: "lastName", message: "Last name is required" },
      ],
      formMessage: null,
    });
  });

  it("keeps a message about the whole form above the buttons", () => {
    expect(registerErrorPlacement({ status: 429, message: "Too many attempts", issues: [] })).toEqual({
      fieldErrors: [],
      formMessage: "Too many attempts",
    });
    expect(registerErrorPlacement({ status: null, message: null, issues: [] }).formMessage).toBe(
      "Failed to create account. Please try again.",
    );
  });
});
