import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useAuth } from "./auth-provider";

function Consumer() {
  useAuth();
  return null;
}

describe("useAuth", () => {
  it("refuses to work outside its provider (docs/product.md, Errors)", () => {
    expect(() => renderToString(<Consumer />)).toThrow("useAuth must be used within an AuthProvider");
  });
});
