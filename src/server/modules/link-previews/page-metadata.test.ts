import { describe, expect, it } from "vitest";
import { readPageMetadata } from "./page-metadata";

const page = "https://news.example.com/section/story";

describe("readPageMetadata", () => {
  it("prefers OpenGraph, then the Twitter card, then <title> and the description tag", async () => {
    expect(
      await readPageMetadata(
        `<html><head><title>T</title><meta name="description" content="plain">
         <meta name="twitter:description" content="card"><meta property="og:title" content="OG &quot;title&quot;">
         <meta property="og:image" content="../img/a.png"></head><body></body></html>`,
        page,
      ),
    ).toEqual({
      title: 'OG "title"',
      description: "card",
      siteName: null,
      imageUrl: "https://news.example.com/img/a.png",
    });
  });

  it("copes with broken markup and drops control characters and non-http images", async () => {
    const metadata = await readPageMetadata(
      `<HEAD><META PROPERTY=og:title CONTENT="Line\u0000one\n\ttwo"><meta property="og:image" content="javascript:alert(1)">`,
      page,
    );
    expect(metadata).toEqual({ title: "Line one two", description: null, siteName: null, imageUrl: null });
  });

  it("ignores what comes after the head", async () => {
    expect(
      await readPageMetadata(`<body><meta property="og:title" content="late"><title>late</title>`, page),
    ).toEqual({ title: null, description: null, siteName: null, imageUrl: null });
  });
});
