import type { ChatMessage } from "@shared/contracts/assistant";
import { useCallback, useEffect, useState } from "react";

/** The conversation survives a visit to a category page and back, for this tab only. */
const KEY_PREFIX = "netwise:services-chat:";
const MAX_STORED = 60;

const storageKey = (memberId: number | null) => `${KEY_PREFIX}${memberId ?? "visitor"}`;

function isChatMessage(value: unknown): value is ChatMessage {
  const message = value as Partial<ChatMessage> | null;
  return (
    typeof message?.id === "string" &&
    (message.role === "user" || message.role === "assistant") &&
    typeof message.content === "string" &&
    typeof message.timestamp === "string" &&
    Array.isArray(message.suggestedActions)
  );
}

export function readChat(memberId: number | null): ChatMessage[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(storageKey(memberId)) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isChatMessage) : [];
  } catch {
    return [];
  }
}

function writeChat(memberId: number | null, messages: ChatMessage[]) {
  try {
    window.sessionStorage.setItem(storageKey(memberId), JSON.stringify(messages.slice(-MAX_STORED)));
  } catch {
    // Storage full or blocked: the conversation simply is not kept.
  }
}

/** The chat's messages for the current member (or visitor), kept in session storage. */
export function useChatMessages(memberId: number | null) {
  const [state, setState] = useState(() => ({ memberId, messages: readChat(memberId) }));
  useEffect(() => {
    if (state.memberId !== memberId) setState({ memberId, messages: readChat(memberId) });
  }, [memberId, state.memberId]);

  const setMessages = useCallback(
    (messages: ChatMessage[]) => {
      writeChat(memberId, messages);
      setState({ memberId, messages });
    },
    [memberId],
  );
  const messages = state.memberId === memberId ? state.messages : [];
  return [messages, setMessages] as const;
}
