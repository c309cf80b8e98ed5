/** What a key pressed in the post editor does: Ctrl/⌘+Enter saves, Escape cancels, anything else types. */
export function editorKeyAction(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  isComposing?: boolean;
}): "save" | "cancel" | null {
  if (event.isComposing) return null;
  if (event.key === "Escape") return "cancel";
  if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) return "save";
  return null;
}
