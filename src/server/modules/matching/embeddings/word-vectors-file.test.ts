import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { readWordVectors, rowOf, WORD_VECTORS_FILE, wordAt } from "./word-vectors-file";

describe("readWordVectors", () => {
  const model = readWordVectors();

  it("reads every word of the file, in its order, and finds each at its row", () => {
    const data = fs.readFileSync(WORD_VECTORS_FILE);
    const [, ...words] = data
      .subarray(4, 4 + data.readUInt32LE(0))
      .toString("utf8")
      .trimEnd()
      .split("\n");
    expect(model.size).toBe(words.length);
    words.forEach((word, row) => {
      if (wordAt(model, row) !== word) expect(wordAt(model, row)).toBe(word);
      if (rowOf(model, word) !== row) expect(rowOf(model, word)).toBe(row);
    });
  });

  it("finds no row for a word it does not have, whatever its place in the order", () => {
    for (const word of ["", "zzzzzzzzzz", "aaaaaaaaaaaa", "designx", "design-", "\u00ff"]) {
      expect(rowOf(model, word)).toBe(-1);
    }
    expect(wordAt(model, rowOf(model, "design"))).toBe("design");
  });
});
