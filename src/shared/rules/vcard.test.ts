import { describe, expect, it } from "vitest";
import { buildVCard, escapeVCardText, vCardFileName } from "./vcard";

describe("escapeVCardText", () => {
  it("escapes backslash, comma, semicolon and every kind of line break (RFC 6350 3.4)", () => {
    expect(escapeVCardText("a\\b")).toBe("a\\\\b");
    expect(escapeVCardText("Smith, Jones; Partners")).toBe("Smith\\, Jones\\; Partners");
    expect(escapeVCardText("one\ntwo\r\nthree\rfour")).toBe("one\\ntwo\\nthree\\nfour");
    expect(escapeVCardText("plain text")).toBe("plain text");
  });

  it("escapes the backslash first, so an escape is never doubled", () => {
    expect(escapeVCardText("\\,")).toBe("\\\\\\,");
  });
});

describe("buildVCard", () => {
  it("writes a vCard 3.0 with name, organisation, title, phone, e-mail and website, CRLF separated", () => {
    const card = buildVCard({
      firstName: "Alex",
      lastName: "Morgan",
      company: "Northwind Labs",
      jobTitle: "Founder & CEO",
      phoneNumber: "+1 415 555 0100",
      email: "alex.morgan@netwise.demo",
      websiteUrl: "https://northwind.example.com",
    });
    expect(card).toBe(
      [
        "BEGIN:VCARD",
        "VERSION:3.0",
        "N:Morgan;Alex;;;",
        "FN:Alex Morgan",
        "ORG:Northwind Labs",
        "TITLE:Founder & CEO",
        "TEL;TYPE=WORK,VOICE:+1 415 555 0100",
        "EMAIL;TYPE=INTERNET:alex.morgan@netwise.demo",
        "URL:https://northwind.example.com",
        "END:VCARD",
        "",
      ].join("\r\n"),
    );
  });

  it("leaves out the properties the member has not filled", () => {
    const card = buildVCard({
      firstName: "Sam",
      lastName: "Lee",
      company: null,
      jobTitle: " ",
      email: "sam@x.io",
    });
    expect(card).not.toContain("ORG:");
    expect(card).not.toContain("TITLE:");
    expect(card).not.toContain("TEL");
    expect(card).not.toContain("URL:");
    expect(card).toContain("EMAIL;TYPE=INTERNET:sam@x.io\r\n");
  });

  it("escapes special characters in every text value, so no line can be injected", () => {
    const card = buildVCard({
      firstName: "Ann;Marie",
      lastName: "O'Neil, Jr.",
      company: "Smith\\Partners",
      jobTitle: "Lead\nEND:VCARD",
    });
    expect(card).toContain("N:O'Neil\\, Jr.;Ann\\;Marie;;;\r\n");
    expect(card).toContain("FN:Ann\\;Marie O'Neil\\, Jr.\r\n");
    expect(card).toContain("ORG:Smith\\\\Partners\r\n");
    expect(card).toContain("TITLE:Lead\\nEND:VCARD\r\n");
    expect(card.match(/END:VCARD/g)).toHaveLength(2);
    expect(card.split("\r\n").filter((line) => line === "END:VCARD")).toHaveLength(1);
  });
});

describe("vCardFileName", () => {
  it("names the file after the first and last name", () => {
    expect(vCardFileName("Alex", "Morgan")).toBe("Alex-Morgan.vcf");
    expect(vCardFileName("Mary Ann", "van der Berg")).toBe("Mary-Ann-van-der-Berg.vcf");
  });

  it("drops characters a file name cannot hold and never answers an empty name", () => {
    expect(vCardFileName("A/B", 'C:"D"')).toBe("AB-CD.vcf");
    expect(vCardFileName(" ", "")).toBe("contact.vcf");
  });
});
