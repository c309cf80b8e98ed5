import type { Browser, Page } from "@playwright/test";

/** Chromium's CPU slowdown that stands for a mid-range phone. */
export const CPU_SLOWDOWN = 4;

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

async function loadThrottled(page: Page, url: string): Promise<LcpSample> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: "load" });
  const sample = await readLcp(page);
  await cdp.detach();
  return sample;
}

/** Cold: a new browser context each time (empty cache, no cookies), then one throttled load. */
export async function measureColdLcp(browser: Browser, url: string): Promise<LcpSample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    return await loadThrottled(await context.newPage(), url);
  } finally {
    await context.close();
  }
}

/** Warm: `runs` throttled loads in one context after one unmeasured load has filled the cache. */
export async function measureWarmLcp(browser: Browser, url: string, runs: number): Promise<LcpSample[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const first = await context.newPage();
    await first.goto(url, { waitUntil: "load" });
    await first.close();
    const samples: LcpSample[] = [];
    for (let run = 0; run < runs; run++) {
      const page = await context.newPage();
      samples.push(await loadThrottled(page, url));
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
