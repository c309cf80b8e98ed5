import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Gzipped size of the JavaScript the landing page loads before any lazy route: the entry script
 * and every module it preloads, as listed in the built index.html.
 */
export function landingBundleSize(distDir = path.resolve("dist/client")) {
  const html = fs.readFileSync(path.join(distDir, "index.html"), "utf8");
  const scripts = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
  ]
    .map((match) => match[1])
    .filter((src): src is string => Boolean(src));
  const files = [...new Set(scripts)].map((src) => {
    const bytes = fs.readFileSync(path.join(distDir, src.replace(/^\//, "")));
    return { src, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  return { files, totalGzipBytes: total };
}

const LIMIT_BYTES = 130 * 1024;

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, totalGzipBytes } = landingBundleSize();
  for (const file of files)
    console.log(
      `${file.src}  ${(file.raw / 1024).toFixed(1)} KB raw, ${(file.gzip / 1024).toFixed(1)} KB gzip`,
    );
  console.log(`Landing page JavaScript: ${(totalGzipBytes / 1024).toFixed(1)} KB gzipped (limit 130 KB)`);
  if (totalGzipBytes > LIMIT_BYTES) process.exitCode = 1;
}
