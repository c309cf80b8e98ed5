import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const MODULES_DIR = path.resolve("src/server/modules");

/** Which other modules each module's production code imports (test files left out). */
function moduleImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const module of readdirSync(MODULES_DIR)) {
    const targets = new Set<string>();
    const files = readdirSync(path.join(MODULES_DIR, module), { recursive: true, encoding: "utf8" });
    for (const file of files) {
      if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
      const fullPath = path.join(MODULES_DIR, module, file);
      for (const [, specifier = ""] of readFileSync(fullPath, "utf8").matchAll(
        /(?:from|import)\s*\(?"(\.[^"]+)"/g,
      )) {
        const target = path.relative(MODULES_DIR, path.resolve(path.dirname(fullPath), specifier));
        const targetModule = target.split(path.sep)[0];
        if (targetModule && !target.startsWith("..") && targetModule !== module) targets.add(targetModule);
      }
    }
    graph.set(module, targets);
  }
  return graph;
}

/** Every import path from `start` that leads back to it, as "a → b → a". */
function cyclesThrough(graph: Map<string, Set<string>>, start: string): string[] {
  const found: string[] = [];
  const walk = (current: string, trail: string[]) => {
    for (const next of graph.get(current) ?? []) {
      if (next === start) found.push([...trail, start].join(" → "));
      else if (!trail.includes(next) && next > start) walk(next, [...trail, next]);
    }
  };
  walk(start, [start]);
  return found;
}

describe("server modules", () => {
  it("import each other without a circle, so every arrow runs one way (shared pieces live in db/ or http/)", () => {
    const graph = moduleImports();
    expect(graph.size).toBeGreaterThan(10);
    const cycles = [...graph.keys()].flatMap((module) => cyclesThrough(graph, module));
    expect(cycles).toEqual([]);
  });
});
