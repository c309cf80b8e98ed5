import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isValidSignature, signBody } from "./automation-signature";

describe("webhook signatures", () => {
  const body = JSON.stringify({ id: "e1", type: "referral.sent" });

  it("is sha256= and the hex HMAC-SHA256 of the raw body under the secret", () => {
    const expected = createHmac("sha256", "s3cret").update(body).digest("hex");
    expect(signBody(body, "s3cret")).toBe(`sha256=${expected}`);
  });

  it("verifies only the exact body under the same secret", () => {
    const signature = signBody(body, "s3cret");
    expect(isValidSignature(body, signature, "s3cret")).toBe(true);
    expect(isValidSignature(`${body} `, signature, "s3cret")).toBe(false);
    expect(isValidSignature(body, signature, "other")).toBe(false);
    expect(isValidSignature(body, undefined, "s3cret")).toBe(false);
    expect(isValidSignature(body, "sha256=short", "s3cret")).toBe(false);
  });
});
