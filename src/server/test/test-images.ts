import { crc32, deflateRawSync, deflateSync } from "node:zlib";
import sharp from "sharp";

/** A real photo-like JPEG with EXIF (GPS position, camera) and a comment, the kind phones produce. */
export function jpegWithGps(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .withExif({
      IFD0: { Make: "NetwiseCam", Model: "Test 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 0/1",
      },
    })
    .jpeg()
    .toBuffer();
}

export function pngImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 80, b: 40, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** Random pixels: a PNG that compresses badly, for sizes near the upload cap. */
export function noisePng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export function gifImage(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 20, channels: 3, background: "#ff0000" } })
    .gif()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A decompression bomb: a valid 1-bit greyscale PNG of `side` × `side` pixels, all black, whose
 * compressed data is tiny (30,000 × 30,000 is about 110 KB on disk and 900 million pixels decoded).
 */
export function pngBomb(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = Math.ceil(side / 8) + 1; // a filter byte, then the packed pixels
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", pixels),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A zip archive holding one file of 50 MB of zeros (about 50 KB): a classic zip bomb. */
export function zipBomb(): Buffer {
  const content = deflateRawSync(Buffer.alloc(50 * 1024 * 1024), { level: 9 });
  const name = Buffer.from("photo.png");
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(50 * 1024 * 1024, 22);
  local.writeUInt16LE(name.length, 26);
  return Buffer.concat([local, name, content]);
}
