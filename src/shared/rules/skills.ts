/** Skills input: split on commas, trimmed, empty items dropped (docs/product.md, Rules). */
export function parseSkills(input: string): string[] {
  return input
    .split(",")
    .map((skill) => skill.trim())
    .filter((skill) => skill.length > 0);
}
