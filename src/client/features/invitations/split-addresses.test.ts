import { describe, expect, it } from "vitest";
import { splitAddresses } from "./split-addresses";

describe("splitAddresses", () => {
  it("splits on commas, semicolons, spaces and new lines, and keeps each address once", () => {
    expect(splitAddresses(" ana@a.example, bo@b.example\nCi@c.example;ana@A.example  \n\n,")).toEqual([
      "ana@a.example",
      "bo@b.example",
      "Ci@c.example",
    ]);
  });

  it("gives nothing for blank input", () => {
    expect(splitAddresses(" \n , ")).toEqual([]);
  });
});
