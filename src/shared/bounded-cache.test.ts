import { describe, expect, it } from "vitest";
import { BoundedCache } from "./bounded-cache";

describe("BoundedCache", () => {
  it("keeps at most its capacity, dropping the least recently used", () => {
    const cache = new BoundedCache<string, number>(3);
    cache.set("a", 1).set("b", 2).set("c", 3);
    expect(cache.get("a")).toBe(1); // "a" is now the most recent; "b" the least
    cache.set("d", 4);
    expect(cache.size).toBe(3);
    expect(cache.has("b")).toBe(false);
    expect([cache.get("a"), cache.get("c"), cache.get("d")]).toEqual([1, 3, 4]);
  });

  it("replaces a key without growing, and keeps null values apart from missing ones", () => {
    const cache = new BoundedCache<string, number | null>(2);
    cache.set("x", null).set("x", null).set("y", 2);
    expect(cache.size).toBe(2);
    expect(cache.get("x")).toBeNull();
    expect(cache.get("missing")).toBeUndefined();
    cache.set("z", 3);
    expect(cache.has("y")).toBe(false); // "x" was read after "y" was set
    expect(cache.has("x")).toBe(true);
  });

  it("reads many keys at once: the kept ones (made recent, null included) and each missing one once", () => {
    const cache = new BoundedCache<string, number | null>(3);
    cache.set("a", 1).set("b", null).set("c", 3);
    const { found, missing } = cache.getMany(["b", "x", "a", "x", "b"]);
    expect([...found]).toEqual([
      ["b", null],
      ["a", 1],
    ]);
    expect(missing).toEqual(["x"]);
    cache.set("d", 4); // "c" was the least recently used
    expect(cache.has("c")).toBe(false);
  });

  it("refuses a capacity below one", () => {
    expect(() => new BoundedCache(0)).toThrow(/at least 1/);
  });
});
