/**
 * Writes the seed's SVG images into public/images (articles, business logos and covers, service
 * categories). Not run at app start; the output is committed. Run: npx tsx src/server/db/seed/generate-images.ts
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DIRECTORY_CATEGORIES } from "../../../shared/rules/directory";
import type { NewsCategory } from "../../../shared/rules/news";
import {
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_DISPLAY_NAMES,
  type ServiceCategory,
} from "../../../shared/rules/service-categories";
import { articleHeroImage, SEED_ARTICLES } from "./articles";
import { businessCover, businessLogo, SEED_BUSINESSES } from "./businesses";
import { serviceImageUrl } from "./services";

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ["#0f2a4a", "#2563eb"],
  ["#12324f", "#0e7490"],
  ["#0c4a6e", "#0284c7"],
  ["#1e3a8a", "#4f46e5"],
  ["#1f2937", "#475569"],
  ["#0f172a", "#1d4ed8"],
];

const NEWS_PALETTE: Record<NewsCategory, number> = {
  Technology: 0,
  Business: 1,
  Finance: 2,
  Sales: 3,
  Leadership: 4,
  Security: 5,
};

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function gradient(palette: readonly [string, string]): string {
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs>`;
}

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>\n`;
}

/** Soft circles placed from a seed, for variety between images of one kind. */
function circles(seed: number, width: number, height: number): string {
  return [0, 1, 2]
    .map((i) => {
      const n = (seed >>> (i * 8)) & 255;
      const cx = Math.round(width * (0.55 + (n / 255) * 0.45));
      const cy = Math.round(height * (((n * 7) % 255) / 255));
      const r = Math.round(height * (0.25 + i * 0.18));
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${(0.05 + i * 0.02).toFixed(2)}"/>`;
    })
    .join("");
}

const NEWS_MOTIFS: Record<NewsCategory, string> = {
  Technology:
    '<g stroke="#bfdbfe" stroke-opacity=".5" stroke-width="3" fill="#bfdbfe" fill-opacity=".35"><path d="M930 170L1040 250L960 380L840 320Z" fill="none"/><circle cx="930" cy="170" r="14"/><circle cx="1040" cy="250" r="14"/><circle cx="960" cy="380" r="14"/><circle cx="840" cy="320" r="14"/></g>',
  Business:
    '<g fill="#bae6fd" fill-opacity=".35"><rect x="840" y="330" width="50" height="110" rx="6"/><rect x="910" y="270" width="50" height="170" rx="6"/><rect x="980" y="210" width="50" height="230" rx="6"/><rect x="1050" y="150" width="50" height="290" rx="6"/></g>',
  Finance:
    '<path d="M820 420L900 340L970 380L1060 250L1120 280" fill="none" stroke="#bae6fd" stroke-opacity=".6" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>',
  Sales:
    '<path d="M830 170H1110L1010 300V420H930V300Z" fill="#c7d2fe" fill-opacity=".3" stroke="#c7d2fe" stroke-opacity=".55" stroke-width="3"/>',
  Leadership:
    '<g fill="#e2e8f0" fill-opacity=".3"><rect x="840" y="360" width="90" height="80"/><rect x="930" y="280" width="90" height="160"/><rect x="1020" y="200" width="90" height="240"/></g><circle cx="1065" cy="160" r="18" fill="#e2e8f0" fill-opacity=".55"/>',
  Security:
    '<path d="M975 150L1090 195V290C1090 360 1040 410 975 440C910 410 860 360 860 290V195Z" fill="#bfdbfe" fill-opacity=".2" stroke="#bfdbfe" stroke-opacity=".55" stroke-width="4"/>',
};

function articleSvg(title: string, category: NewsCategory, slug: string): string {
  const palette = PALETTES[NEWS_PALETTE[category]] ?? PALETTES[0];
  const lines = wrap(title, 24).slice(0, 4);
  const size = lines.length > 3 ? 44 : 50;
  const tspans = lines
    .map((line, i) => `<tspan x="80" y="${230 + i * Math.round(size * 1.25)}">${escapeXml(line)}</tspan>`)
    .join("");
  return svg(
    1200,
    630,
    title,
    `${gradient(palette ?? ["#0f2a4a", "#2563eb"])}<rect width="1200" height="630" fill="url(#g)"/>${circles(hash(slug), 1200, 630)}<g transform="translate(50 0)">${NEWS_MOTIFS[category]}</g><text x="80" y="150" fill="#93c5fd" font-family="${FONT}" font-size="24" font-weight="600" letter-spacing="4">${category.toUpperCase()}</text><text fill="#fff" font-family="${FONT}" font-size="${size}" font-weight="700">${tspans}</text><text x="80" y="560" fill="#fff" fill-opacity=".7" font-family="${FONT}" font-size="22">Netwise Industry News</text>`,
  );
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[A-Za-z]/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");
}

function logoSvg(name: string, slug: string): string {
  const palette = PALETTES[hash(slug) % PALETTES.length] ?? ["#0f2a4a", "#2563eb"];
  return svg(
    256,
    256,
    `${name} logo`,
    `${gradient(palette)}<rect width="256" height="256" rx="48" fill="url(#g)"/><circle cx="128" cy="128" r="92" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="6"/><text x="128" y="156" text-anchor="middle" fill="#fff" font-family="${FONT}" font-size="80" font-weight="700">${escapeXml(initials(name))}</text>`,
  );
}

function coverSvg(category: string, index: number): string {
  const palette = PALETTES[index % PALETTES.length] ?? ["#0f2a4a", "#2563eb"];
  const seed = hash(category);
  const wave = (y: number, amplitude: number, opacity: string) =>
    `<path d="M0 ${y}C300 ${y - amplitude} 500 ${y + amplitude} 800 ${y}S1100 ${y - amplitude} 1200 ${y}V400H0Z" fill="#fff" fill-opacity="${opacity}"/>`;
  return svg(
    1200,
    400,
    `${category} cover`,
    `${gradient(palette)}<rect width="1200" height="400" fill="url(#g)"/>${circles(seed, 1200, 400)}${wave(260, 40 + (seed % 30), ".08")}${wave(320, 30, ".1")}`,
  );
}

const SERVICE_MOTIFS: Record<ServiceCategory, string> = {
  web_design:
    '<rect x="250" y="80" width="300" height="200" rx="14" fill="#fff" fill-opacity=".15" stroke="#fff" stroke-opacity=".6" stroke-width="4"/><path d="M250 120H550" stroke="#fff" stroke-opacity=".6" stroke-width="4"/><circle cx="275" cy="100" r="6" fill="#fff"/><circle cx="297" cy="100" r="6" fill="#fff" fill-opacity=".7"/><rect x="280" y="145" width="120" height="100" rx="8" fill="#fff" fill-opacity=".3"/><rect x="420" y="145" width="100" height="16" rx="8" fill="#fff" fill-opacity=".4"/><rect x="420" y="175" width="80" height="16" rx="8" fill="#fff" fill-opacity=".3"/>',
  email_marketing:
    '<rect x="260" y="90" width="280" height="180" rx="16" fill="#fff" fill-opacity=".15" stroke="#fff" stroke-opacity=".6" stroke-width="4"/><path d="M262 100L400 200L538 100" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="4" stroke-linejoin="round"/>',
  social_media:
    '<g stroke="#fff" stroke-opacity=".55" stroke-width="4"><path d="M400 170L300 110M400 170L500 110M400 170L400 270"/></g><g fill="#fff" fill-opacity=".8"><circle cx="400" cy="170" r="30"/><circle cx="300" cy="110" r="22"/><circle cx="500" cy="110" r="22"/><circle cx="400" cy="270" r="22"/></g>',
  seo: '<circle cx="380" cy="160" r="80" fill="#fff" fill-opacity=".12" stroke="#fff" stroke-opacity=".7" stroke-width="8"/><path d="M438 218L510 290" stroke="#fff" stroke-opacity=".7" stroke-width="16" stroke-linecap="round"/><path d="M340 190L370 160L395 180L425 135" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>',
  branding:
    '<path d="M400 70L480 170L400 290L320 170Z" fill="#fff" fill-opacity=".2" stroke="#fff" stroke-opacity=".7" stroke-width="4"/><path d="M320 170H480M400 70V290" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>',
  advertising:
    '<g fill="none" stroke="#fff" stroke-width="6"><circle cx="400" cy="180" r="110" stroke-opacity=".3"/><circle cx="400" cy="180" r="72" stroke-opacity=".5"/><circle cx="400" cy="180" r="34" stroke-opacity=".8"/></g><circle cx="400" cy="180" r="10" fill="#fff"/>',
};

function serviceSvg(category: ServiceCategory, index: number): string {
  const palette = PALETTES[index % PALETTES.length] ?? ["#0f2a4a", "#2563eb"];
  const name = SERVICE_CATEGORY_DISPLAY_NAMES[category];
  return svg(
    800,
    450,
    name,
    `${gradient(palette)}<rect width="800" height="450" fill="url(#g)"/>${circles(hash(category), 800, 450)}${SERVICE_MOTIFS[category]}<text x="400" y="380" text-anchor="middle" fill="#fff" font-family="${FONT}" font-size="34" font-weight="700">${escapeXml(name)}</text>`,
  );
}

/** Every image the seed refers to: public path -> SVG text. */
export function seedImages(): Map<string, string> {
  const images = new Map<string, string>();
  for (const article of SEED_ARTICLES) {
    images.set(articleHeroImage(article.slug), articleSvg(article.title, article.category, article.slug));
  }
  for (const business of SEED_BUSINESSES)
    images.set(businessLogo(business.slug), logoSvg(business.name, business.slug));
  DIRECTORY_CATEGORIES.forEach((category, index) => {
    images.set(businessCover(category), coverSvg(category, index));
  });
  SERVICE_CATEGORIES.forEach((category, index) => {
    images.set(serviceImageUrl(category), serviceSvg(category, index));
  });
  return images;
}

function main() {
  const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../public");
  for (const [urlPath, content] of seedImages()) {
    const file = path.join(publicDir, urlPath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  console.log(`Wrote ${seedImages().size} images under ${publicDir}/images`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
