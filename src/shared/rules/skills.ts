/** Skills input: split on commas, trimmed, empty items dropped (document 1, section 5). */
export function parseSkills(input: string): string[] {
  return input
    .split(",")
    .map((skill) => skill.trim())
    .filter((skill) => skill.length > 0);
}
