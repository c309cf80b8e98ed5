/**
 * Writes the demo posts' pictures (text-free illustrations) as WebP, base64, into
 * post-pictures-data.ts: drawn as SVG, then re-encoded by the upload pipeline's storeImage (WebP, no
 * metadata). Not run at app start (sharp would cost the first start more than the seed may); the
 * output is committed. Run: npx tsx src/server/db/seed/post-pictures/generate-post-pictures.ts
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { storeImage, uploadedFilePath } from "../../../uploads/image-uploads";

const W = 960;
const H = 600;

const frame = (body: string, from: string, to: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>${body}</svg>`;

/** Bars rising quarter after quarter, a trend line over them. */
function growthChart() {
  const heights = [140, 190, 230, 300, 370];
  const bars = heights
    .map(
      (h, i) =>
        `<rect x="${150 + i * 140}" y="${500 - h}" width="90" height="${h}" rx="10" fill="#38bdf8" fill-opacity="${0.55 + i * 0.1}"/>`,
    )
    .join("");
  const points = heights.map((h, i) => `${195 + i * 140},${470 - h}`).join(" ");
  return frame(
    `<line x1="110" y1="500" x2="870" y2="500" stroke="#e2e8f0" stroke-width="4"/>${bars}
    <polyline points="${points}" fill="none" stroke="#facc15" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
    ${heights.map((h, i) => `<circle cx="${195 + i * 140}" cy="${470 - h}" r="12" fill="#facc15"/>`).join("")}`,
    "#0f2a4a",
    "#1e3a8a",
  );
}

/** A city skyline at dusk, lights on in the windows. */
function skyline() {
  const towers = [
    [60, 260, 120],
    [200, 180, 150],
    [370, 120, 110],
    [500, 220, 160],
    [680, 150, 120],
    [820, 280, 100],
  ];
  const body = towers
    .map(([x, top, w]) => {
      const windows: string[] = [];
      for (let y = (top as number) + 30; y < 560; y += 44)
        for (let wx = (x as number) + 18; wx < (x as number) + (w as number) - 24; wx += 36)
          if ((wx * 7 + y * 3) % 5 !== 0)
            windows.push(
              `<rect x="${wx}" y="${y}" width="16" height="22" fill="#fde68a" fill-opacity="0.85"/>`,
            );
      return `<rect x="${x}" y="${top}" width="${w}" height="${600 - (top as number)}" fill="#1e293b"/>${windows.join("")}`;
    })
    .join("");
  return frame(
    `<circle cx="760" cy="110" r="56" fill="#fdba74" fill-opacity="0.9"/>${body}`,
    "#f97316",
    "#7c3aed",
  );
}

/** Pappardelle on a plate, seen from above on a wooden table. */
function pastaPlate() {
  const ribbons = Array.from({ length: 9 }, (_, i) => {
    const y = 230 + i * 18;
    return `<path d="M ${350 + (i % 3) * 10} ${y} q 40 -26 80 0 t 80 0 t 80 0 t 80 0" fill="none" stroke="#fcd34d" stroke-width="16" stroke-linecap="round"/>`;
  }).join("");
  const grain = Array.from(
    { length: 8 },
    (_, i) =>
      `<line x1="0" y1="${40 + i * 75}" x2="${W}" y2="${60 + i * 75}" stroke="#78350f" stroke-opacity="0.25" stroke-width="6"/>`,
  ).join("");
  return frame(
    `${grain}<circle cx="480" cy="300" r="250" fill="#f8fafc"/><circle cx="480" cy="300" r="200" fill="#e2e8f0"/>
    ${ribbons}
    ${[
      [430, 280],
      [520, 330],
      [470, 360],
      [560, 270],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="22" fill="#7f1d1d"/>`)
      .join("")}
    ${[
      [400, 330],
      [540, 230],
      [600, 340],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="14" ry="8" fill="#15803d"/>`)
      .join("")}`,
    "#b45309",
    "#92400e",
  );
}

/** A whiteboard covered in coloured sticky notes after a workshop. */
function stickyNotes() {
  const colours = ["#fde047", "#f9a8d4", "#86efac", "#93c5fd", "#fdba74"];
  const notes: string[] = [];
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 6; col++) {
      if ((row * 6 + col) % 7 === 5) continue;
      const x = 120 + col * 120 + (row % 2) * 12;
      const y = 120 + row * 130;
      const tilt = ((row + col) % 3) - 1;
      notes.push(
        `<rect x="${x}" y="${y}" width="90" height="90" rx="4" fill="${colours[(row * 2 + col) % colours.length]}" transform="rotate(${tilt * 4} ${x + 45} ${y + 45})"/>`,
      );
    }
  return frame(
    `<rect x="70" y="60" width="820" height="480" rx="16" fill="#f8fafc" stroke="#94a3b8" stroke-width="10"/>${notes.join("")}`,
    "#cbd5e1",
    "#94a3b8",
  );
}

const PICTURES = { growthChart, skyline, pastaPlate, stickyNotes };

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), "netwise-seed-pictures-"));
  const lines: string[] = [];
  try {
    for (const [name, draw] of Object.entries(PICTURES)) {
      const png = await sharp(Buffer.from(draw())).png().toBuffer();
      const stored = await storeImage(png, { uploadDir: dir }, { maxWidth: W });
      const data = await readFile(uploadedFilePath({ uploadDir: dir }, stored.url) as string);
      lines.push(
        `  ${name}: { width: ${stored.width}, height: ${stored.height}, webp: "${data.toString("base64")}" },`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const out = path.join(path.dirname(fileURLToPath(import.meta.url)), "post-pictures-data.ts");
  await writeFile(
    out,
    `/** Generated by generate-post-pictures.ts: the demo posts' pictures, WebP as stored by the upload pipeline. */
export const SEED_PICTURES = {
${lines.join("\n")}
} as const;

export type SeedPictureName = keyof typeof SEED_PICTURES;
`,
  );
  console.log(`Wrote ${lines.length} pictures to ${out}`);
}

await main();
