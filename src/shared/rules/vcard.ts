/** A contact card (vCard 3.0) for a member's profile: the Contact button of docs/product.md. */
export type VCardInput = {
  firstName: string;
  lastName: string;
  company?: string | null;
  jobTitle?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
  websiteUrl?: string | null;
};

/** RFC 6350 section 3.4 text escaping: backslash, comma, semicolon and line breaks. */
export function escapeVCardText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/,/g, "\\,")
    .replace(/;/g, "\\;")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const present = (value: string | null | undefined): value is string =>
  typeof value === "string" && value.trim().length > 0;

/** The vCard text, lines joined with CRLF as the format requires. */
export function buildVCard(input: VCardInput): string {
  const first = input.firstName.trim();
  const last = input.lastName.trim();
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `N:${escapeVCardText(last)};${escapeVCardText(first)};;;`,
    `FN:${escapeVCardText(`${first} ${last}`.trim())}`,
  ];
  if (present(input.company)) lines.push(`ORG:${escapeVCardText(input.company.trim())}`);
  if (present(input.jobTitle)) lines.push(`TITLE:${escapeVCardText(input.jobTitle.trim())}`);
  if (present(input.phoneNumber))
    lines.push(`TEL;TYPE=WORK,VOICE:${escapeVCardText(input.phoneNumber.trim())}`);
  if (present(input.email)) lines.push(`EMAIL;TYPE=INTERNET:${escapeVCardText(input.email.trim())}`);
  if (present(input.websiteUrl)) lines.push(`URL:${escapeVCardText(input.websiteUrl.trim())}`);
  lines.push("END:VCARD");
  return `${lines.join("\r\n")}\r\n`;
}

/** "Jane-Doe.vcf": the names with anything unsafe in a file name replaced; "contact.vcf" if empty. */
export function vCardFileName(firstName: string, lastName: string): string {
  const printable = Array.from(`${firstName} ${lastName}`)
    .filter((char) => char.charCodeAt(0) >= 32)
    .join("");
  const base = printable
    .trim()
    .replace(/[\\/:*?"<>|]+/g, "")
    .replace(/\s+/g, "-");
  return `${base || "contact"}.vcf`;
}
