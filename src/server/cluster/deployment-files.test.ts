import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

/** Dockerfile instructions, continuation lines joined: [["FROM", "node:20 AS build"], ...]. */
function instructions(dockerfile: string): [string, string][] {
  return dockerfile
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [keyword = "", ...rest] = line.split(/\s+/);
      return [keyword.toUpperCase(), rest.join(" ")];
    });
}

describe("Dockerfile", () => {
  const steps = instructions(read("Dockerfile"));
  const runtime = steps.slice(steps.findLastIndex(([keyword]) => keyword === "FROM"));

  it("builds in one stage and runs in another, with production dependencies only", () => {
    expect(steps.filter(([keyword]) => keyword === "FROM")).toHaveLength(2);
    expect(runtime.some(([keyword, args]) => keyword === "RUN" && args.includes("--omit=dev"))).toBe(true);
    expect(
      runtime.some(([keyword, args]) => keyword === "COPY" && args.startsWith("--from=build /app/dist")),
    ).toBe(true);
  });

  it("runs as a non-root user, checks /readyz, and starts the way npm start does", () => {
    expect(runtime.find(([keyword]) => keyword === "USER")?.[1]).toBe("node");
    expect(runtime.find(([keyword]) => keyword === "HEALTHCHECK")?.[1]).toContain("/readyz");
    const command = JSON.parse(runtime.find(([keyword]) => keyword === "CMD")?.[1] ?? "[]") as string[];
    const npmStart = JSON.parse(read("package.json")).scripts.start as string;
    expect(command.join(" ")).toBe(npmStart);
    const files = command.slice(1).filter((word) => !word.startsWith("--"));
    expect(files).toEqual(["scripts/start.mjs"]);
    for (const file of files) expect(fs.existsSync(path.join(ROOT, file))).toBe(true);
  });

  it("holds npm run create-admin's compiled command, run with node and no tsx", () => {
    const createAdmin = JSON.parse(read("package.json")).scripts["create-admin"] as string;
    const [runner, file = ""] = createAdmin.split(" ");
    expect(runner).toBe("node");
    const copied = runtime
      .filter(([keyword, args]) => keyword === "COPY" && !args.startsWith("--from"))
      .flatMap(([, args]) => args.split(/\s+/).slice(0, -1));
    expect(copied).toContain(file);
    expect(fs.existsSync(path.join(ROOT, file))).toBe(true);
  });
});

describe("compose.yaml", () => {
  const compose = parse(read("compose.yaml"), { merge: true }) as {
    services: Record<string, { deploy?: { replicas?: number }; environment?: Record<string, string> }>;
  };

  it("runs PostgreSQL, Redis, two web replicas, one worker and a proxy", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["app", "postgres", "proxy", "redis", "worker"]);
    expect(compose.services.app?.deploy?.replicas).toBe(2);
    expect(compose.services.app?.environment?.PROCESS_ROLE).toBe("web");
    expect(compose.services.worker?.environment?.PROCESS_ROLE).toBe("worker");
  });

  it("points web and worker at the same database and Redis, the web behind the proxy", () => {
    const web = compose.services.app?.environment ?? {};
    const worker = compose.services.worker?.environment ?? {};
    expect(web.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(web.REDIS_URL).toBe("redis://redis:6379");
    expect(web.TRUST_PROXY).toBe("true");
    for (const name of ["SECURE_COOKIES", "APP_URL", "METRICS_TOKEN", "SMTP_URL"])
      expect(web).toHaveProperty(name);
    expect({ ...worker, PROCESS_ROLE: "web" }).toEqual(web);
  });
});
