import { execFileSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { cosine } from "./phrase-vectors";
import { sentenceEmbedder, stopSentenceModel } from "./sentence-model";

afterAll(() => stopSentenceModel());

/** Pids of running sentence-model processes started by this test process. */
function modelProcesses(): number[] {
  const out = execFileSync("ps", ["-o", "pid=,ppid=,args=", "-e"], { encoding: "utf8" });
  return out
    .split("\n")
    .filter((line) => line.includes("sentence-model-process"))
    .map((line) => line.trim().split(/\s+/))
    .filter(([, parent]) => Number(parent) === process.pid)
    .map(([pid]) => Number(pid));
}

describe("the sentence model", () => {
  it("reads phrases in a process of its own as 512-number unit vectors, related phrases closer", async () => {
    const [retreat, catering, bus] = await sentenceEmbedder.embed([
      "food for our company retreat",
      "event catering",
      "bus rental",
    ]);
    if (!retreat || !catering || !bus) throw new Error("no vector");
    expect(retreat).toHaveLength(512);
    expect(cosine(retreat, retreat)).toBeCloseTo(1, 5);
    expect(cosine(retreat, catering)).toBeGreaterThan(cosine(retreat, bus) + 0.1);
    expect(modelProcesses().length).toBeGreaterThan(0);
    expect(await sentenceEmbedder.embed([])).toEqual([]);
  }, 60_000);

  it("stops its process when told and starts a new one on the next phrase", async () => {
    await sentenceEmbedder.embed(["warm"]);
    const [first] = modelProcesses();
    stopSentenceModel();
    await expect.poll(() => modelProcesses(), { timeout: 5_000 }).toEqual([]);
    const [again] = await sentenceEmbedder.embed(["warm"]);
    expect(again).toHaveLength(512);
    const [second] = modelProcesses();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  }, 60_000);

  it("fails the phrases in flight when its process dies, and starts again after", async () => {
    await sentenceEmbedder.embed(["warm"]);
    const [pid] = modelProcesses();
    const inFlight = sentenceEmbedder.embed(
      Array.from({ length: 200 }, (_, index) => `phrase number ${index}`),
    );
    process.kill(pid as number, "SIGKILL");
    await expect(inFlight).rejects.toThrow("exited");
    const [after] = await sentenceEmbedder.embed(["still here"]);
    expect(after).toHaveLength(512);
  }, 60_000);
});
