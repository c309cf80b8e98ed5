/** What other features use of the assistant: the services chat and the action it suggests. */
export { ServicesChat } from "./components/assistant-chat";
export { CATALOGUE_SECTION_ID, revealSection, useSuggestedAction } from "./use-suggested-action";
