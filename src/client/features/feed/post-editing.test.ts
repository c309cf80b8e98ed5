import { describe, expect, it } from "vitest";
import { editorKeyAction } from "./post-editing";

const key = (key: string, more: { ctrlKey?: boolean; metaKey?: boolean; isComposing?: boolean } = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  ...more,
});

describe("editorKeyAction", () => {
  it("saves on Ctrl+Enter or ⌘+Enter and cancels on Escape", () => {
    expect(editorKeyAction(key("Enter", { ctrlKey: true }))).toBe("save");
    expect(editorKeyAction(key("Enter", { metaKey: true }))).toBe("save");
    expect(editorKeyAction(key("Escape"))).toBe("cancel");
  });

  it("lets plain Enter, other keys and an input method's composition type", () => {
    expect(editorKeyAction(key("Enter"))).toBeNull();
    expect(editorKeyAction(key("a", { ctrlKey: true }))).toBeNull();
    expect(editorKeyAction(key("Escape", { isComposing: true }))).toBeNull();
  });
});
