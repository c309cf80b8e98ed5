import type { Browser, Page } from "@playwright/test";

/** Chromium's CPU slowdown that stands for a mid-range phone, on the reference machine below. */
export const CPU_SLOWDOWN = 4;

/**
 * How long `browserWorkload` takes in headless Chromium, unthrottled, on the reference machine:
 * this project's 2-core CI machine on a normal day (29 Nov 2026, `bench/startup.ts` PGlite start
 * 1.62 s). Throttling is relative to the host, so 4× on a host twice as slow emulates a phone twice
 * as slow as intended; `calibratedSlowdown` corrects for that, as Lighthouse's benchmark index does.
 */
export const REFERENCE_WORKLOAD_MS = 46;

/** A fixed amount of the work a page load does on the main thread: strings, arrays, objects, JSON. */
function browserWorkload() {
  const started = performance.now();
  let checksum = 0;
  for (let round = 0; round < 60; round++) {
    const items = Array.from({ length: 2_000 }, (_, index) => ({
      id: index,
      label: `item ${index} of ${round}`,
    }));
    const text = JSON.stringify(items);
    checksum += (JSON.parse(text) as unknown[]).length + text.length;
    checksum += items.map((item) => item.label.toUpperCase()).sort().length;
  }
  return { ms: performance.now() - started, checksum };
}

/** The median time of `browserWorkload` in a blank page of this browser, unthrottled. */
export async function measureBrowserWorkloadMs(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const times: number[] = [];
    for (let run = 0; run < 7; run++) times.push((await page.evaluate(browserWorkload)).ms);
    return median(times);
  } finally {
    await context.close();
  }
}

/** The throttling rate that makes this host's browser as slow as the reference machine's at 4× (at least 1). */
export function calibratedSlowdown(workloadMs: number): number {
  return Math.max(1, (CPU_SLOWDOWN * REFERENCE_WORKLOAD_MS) / workloadMs);
}

export type LcpSample = { lcpMs: number; fcpMs: number; element: string };

/** Reads the page's Largest Contentful Paint once the page has settled: time and the element painted. */
async function readLcp(page: Page): Promise<LcpSample> {
  return page.evaluate(
    () =>
      new Promise<{ lcpMs: number; fcpMs: number; element: string }>((resolve) => {
        let last: { startTime: number; element?: Element | null } | undefined;
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as unknown as { startTime: number; element?: Element | null }[];
          last = entries.at(-1) ?? last;
        }).observe({ type: "largest-contentful-paint", buffered: true });
        setTimeout(() => {
          const element = last?.element;
          const label = element
            ? `<${element.tagName.toLowerCase()}> ${(element.textContent ?? "").trim().slice(0, 40)}`
            : "none";
          const fcp = performance.getEntriesByName("first-contentful-paint")[0];
          resolve({
            lcpMs: last?.startTime ?? Number.NaN,
            fcpMs: fcp?.startTime ?? Number.NaN,
            element: label,
          });
        }, 300);
      }),
  );
}

async function loadThrottled(page: Page, url: string, slowdown: number): Promise<LcpSample> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  await page.goto(url, { waitUntil: "load" });
  const sample = await readLcp(page);
  await cdp.detach();
  return sample;
}

/** Cold: a new browser context each time (empty cache, no cookies), then one throttled load. */
export async function measureColdLcp(browser: Browser, url: string, slowdown: number): Promise<LcpSample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    return await loadThrottled(await context.newPage(), url, slowdown);
  } finally {
    await context.close();
  }
}

/** Warm: `runs` throttled loads in one context after one unmeasured load has filled the cache. */
export async function measureWarmLcp(
  browser: Browser,
  url: string,
  runs: number,
  slowdown: number,
): Promise<LcpSample[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const first = await context.newPage();
    await first.goto(url, { waitUntil: "load" });
    await first.close();
    const samples: LcpSample[] = [];
    for (let run = 0; run < runs; run++) {
      const page = await context.newPage();
      samples.push(await loadThrottled(page, url, slowdown));
      await page.close();
    }
    return samples;
  } finally {
    await context.close();
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
