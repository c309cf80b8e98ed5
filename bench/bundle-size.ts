import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

const LANDING_PAGE_MODULE = "src/client/features/landing/pages/landing-page.tsx";
const LIMIT_BYTES = 130 * 1024;

/**
 * Gzipped size of the JavaScript the landing page (/) loads, from the Vite build manifest: the
 * entry chunk and its static imports, plus the landing page's lazy chunk and its static imports.
 */
export function landingBundleSize(distDir = path.resolve("dist/client")) {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    fs.readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8"),
  );
  const files = new Set<string>();
  const visit = (key: string | undefined) => {
    const chunk = key ? manifest[key] : undefined;
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(Object.keys(manifest).find((key) => manifest[key]?.isEntry));
  visit(LANDING_PAGE_MODULE);

  const sizes = [...files].sort().map((file) => ({
    file,
    gzipBytes: gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length,
  }));
  return { sizes, totalGzipBytes: sizes.reduce((sum, entry) => sum + entry.gzipBytes, 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { sizes, totalGzipBytes } = landingBundleSize();
  for (const { file, gzipBytes } of sizes)
    console.log(`${(gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  console.log(`Landing page JavaScript: ${(totalGzipBytes / 1024).toFixed(1)} KB gzipped (limit 130 KB)`);
  if (totalGzipBytes > LIMIT_BYTES) process.exitCode = 1;
}
