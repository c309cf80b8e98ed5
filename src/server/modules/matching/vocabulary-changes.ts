/**
 * Tells the matching vocabulary (semantic-terms.ts) that profile text was written in this process,
 * so its next use reads the words added since instead of waiting for its copy to age out. Kept
 * apart so writers of profile text need not load the model.
 */
// Process-wide on purpose: it counts writes in this process, whatever app made them (no config).
let generation = 0;

/** Call after writing a member's offers or wishes (services, skills, job title, looking for, audience). */
export function matchVocabularyChanged() {
  generation += 1;
}

/** How many profile-text writes this process has made. */
export function vocabularyGeneration(): number {
  return generation;
}
