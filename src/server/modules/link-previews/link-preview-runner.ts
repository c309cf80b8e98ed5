import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { completeLinkPreview } from "./link-previews.service";

/** Previews fetched at once by this process; more wait their turn (a fetch is mostly waiting on the network). */
const MAX_RUNNING = 4;
/** Previews waiting beyond this are not fetched (the post shows none): a burst cannot grow memory. */
const MAX_WAITING = 500;

export type LinkPreviewRunner = {
  /** Fetches the preview of a just-created post after the answer was sent. */
  schedule(postId: number, url: string): void;
  /** Resolves once every preview scheduled so far is stored (tests wait on it; close calls it). */
  settled(): Promise<void>;
  /** Cancels the fetches under way and waits for them to store their outcome. */
  close(): Promise<void>;
};

type RunnerOptions = { db: Database; config: Config; log: Pick<FastifyBaseLogger, "warn"> };

/** Runners of this process (one per app), so tests can wait for every preview under way. */
const runners = new Set<LinkPreviewRunner>();

/** Resolves once every preview scheduled in this process so far is stored. */
export async function linkPreviewsSettled(): Promise<void> {
  await Promise.all([...runners].map((runner) => runner.settled()));
}

/**
 * Runs link-preview fetches in the background of the process that accepted the post, a few at a time,
 * so posting never waits for a remote page; posts of one address run one after another, so the page
 * is fetched once and the later posts reuse its preview. A preview that fails is stored as failed (the post shows
 * none); one lost to a crash expires (PENDING_PREVIEW_EXPIRES_MS).
 */
export function createLinkPreviewRunner({ db, config, log }: RunnerOptions): LinkPreviewRunner {
  const controller = new AbortController();
  const waiting: { postId: number; url: string }[] = [];
  const inFlight = new Set<Promise<void>>();
  // Addresses being previewed: a second post of one waits for the first, then reuses its preview.
  const runningUrls = new Set<string>();
  let running = 0;

  const startNext = () => {
    while (running < MAX_RUNNING) {
      const index = waiting.findIndex((task) => !runningUrls.has(task.url));
      if (index === -1) return;
      const [next] = waiting.splice(index, 1);
      if (!next) return;
      running++;
      runningUrls.add(next.url);
      const task = completeLinkPreview(db, next.postId, next.url, { config, signal: controller.signal })
        .catch((error: unknown) => {
          if (!controller.signal.aborted)
            log.warn({ err: error, postId: next.postId }, "link preview failed");
        })
        .finally(() => {
          running--;
          runningUrls.delete(next.url);
          inFlight.delete(task);
          startNext();
        });
      inFlight.add(task);
    }
  };

  const settled = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };

  const runner: LinkPreviewRunner = {
    schedule(postId, url) {
      if (controller.signal.aborted || waiting.length >= MAX_WAITING) return;
      waiting.push({ postId, url });
      startNext();
    },
    settled,
    async close() {
      waiting.length = 0;
      controller.abort();
      await settled();
      runners.delete(runner);
    },
  };
  runners.add(runner);
  return runner;
}
