import {
  CHAT_HISTORY_TURNS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_SEND_FAILURE,
  type ChatMessage,
  type SuggestedAction,
} from "@shared/contracts/assistant";
import { Bot, LoaderCircle, SendHorizontal, Sparkles, User } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Textarea } from "@/components/ui/textarea";
import { formatMessageTime } from "@/features/services";
import { useAuth } from "@/lib/auth-provider";
import { cn } from "@/lib/cn";
import { useChatWelcome, useSendChatMessage } from "../../services/api";
import { useChatMessages } from "../chat-storage";

type ServicesChatProps = {
  /** Carries out a suggested action (navigation lives with the page). */
  onAction: (action: SuggestedAction) => void;
};

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * The assistant chat (docs/product.md, Screens): the welcome is fetched while the chat is empty; Enter
 * sends, Shift+Enter adds a line; nothing more can be sent while a reply is pending.
 */
export function ServicesChat({ onAction }: ServicesChatProps) {
  const { user } = useAuth();
  const memberId = user?.id ?? null;
  const [messages, setMessages] = useChatMessages(memberId);
  const [draft, setDraft] = useState("");
  const [sendError, setSendError] = useState<string | null>(null);
  const welcome = useChatWelcome(memberId, messages.length === 0);
  const send = useSendChatMessage();
  const logRef = useRef<HTMLDivElement>(null);
  const welcomedAt = useRef(new Date().toISOString());

  const welcomeMessage: ChatMessage | null = welcome.data
    ? {
        id: "welcome",
        role: "assistant",
        content: welcome.data.message,
        timestamp: welcomedAt.current,
        suggestedActions: welcome.data.suggestedActions,
      }
    : null;
  const shown = messages.length > 0 ? messages : welcomeMessage ? [welcomeMessage] : [];
  const lastAssistant = [...shown].reverse().find((message) => message.role === "assistant");
  const trimmed = draft.trim();
  const isTooLong = draft.length > CHAT_MESSAGE_MAX_LENGTH;
  const canSend = trimmed.length > 0 && !isTooLong && !send.isPending;

  // Keeps the newest message in view inside the conversation box (the page itself does not jump).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the conversation grows
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [shown.length, send.isPending]);

  const handleSend = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const base = shown;
    const userMessage: ChatMessage = {
      id: newId(),
      role: "user",
      content: trimmed,
      timestamp: new Date().toISOString(),
      suggestedActions: [],
    };
    setMessages([...base, userMessage]);
    setDraft("");
    setSendError(null);
    send.mutate(
      {
        message: trimmed,
        conversationHistory: base.slice(-CHAT_HISTORY_TURNS).map(({ role, content }) => ({ role, content })),
      },
      {
        onSuccess: (reply) =>
          setMessages([
            ...base,
            userMessage,
            {
              id: newId(),
              role: "assistant",
              content: reply.message,
              timestamp: new Date().toISOString(),
              suggestedActions: reply.suggestedActions,
            },
          ]),
        onError: () => {
          // The message was not answered: it goes back into the box to be sent again.
          setMessages(base);
          setDraft(trimmed);
          setSendError(CHAT_SEND_FAILURE);
        },
      },
    );
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      handleSend();
    }
  };

  return (
    <Card className="grid gap-0 overflow-hidden" aria-labelledby="assistant-title">
      <div className="flex items-center gap-3 border-b border-border px-5 py-4">
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Bot aria-hidden="true" className="size-5" />
        </span>
        <div className="grid">
          <h2 id="assistant-title" className="text-lg font-semibold leading-tight">
            AI Service Assistant
          </h2>
          <p className="text-sm text-muted-foreground">
            Service selection, project planning and order status
          </p>
        </div>
      </div>

      <div
        ref={logRef}
        role="log"
        aria-label="Conversation with the assistant"
        aria-live="polite"
        className="grid max-h-[26rem] min-h-48 content-start gap-4 overflow-y-auto px-5 py-4"
        // A scrollable region must be reachable by keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable conversation
        tabIndex={0}
      >
        {shown.length === 0 && welcome.isPending ? (
          <p className="text-sm text-muted-foreground" role="status">
            Starting the conversation...
          </p>
        ) : null}
        {shown.length === 0 && welcome.isError ? (
          <p className="text-sm text-muted-foreground">
            Ask me about our services, prices, delivery times or your orders.
          </p>
        ) : null}
        {shown.map((message) => (
          <ChatBubble
            key={message.id}
            message={message}
            actions={message === lastAssistant && !send.isPending ? message.suggestedActions : []}
            onAction={onAction}
          />
        ))}
        {send.isPending ? (
          <div className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <span className="inline-flex gap-1" aria-hidden="true">
              <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.2s]" />
              <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.1s]" />
              <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground" />
            </span>
            Assistant is typing...
          </div>
        ) : null}
      </div>

      <form
        onSubmit={handleSend}
        className="grid gap-2 border-t border-border px-5 py-4"
        aria-label="Send a message"
      >
        <div className="flex items-end gap-2">
          <Textarea
            aria-label="Message the assistant"
            aria-describedby="chat-hint"
            aria-invalid={isTooLong || undefined}
            rows={2}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={handleKeyDown}
            placeholder="Describe your project or ask about an order..."
            className="min-h-12 resize-none"
          />
          <Button type="submit" size="icon" disabled={!canSend} aria-label="Send message">
            {send.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <SendHorizontal aria-hidden="true" />
            )}
          </Button>
        </div>
        <p id="chat-hint" className={cn("text-xs", isTooLong ? "text-destructive" : "text-muted-foreground")}>
          {isTooLong
            ? `Keep your message under ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters (${draft.length.toLocaleString("en-US")} now).`
            : "Press Enter to send, Shift+Enter for a new line."}
        </p>
        {sendError ? (
          <p role="alert" className="text-sm text-destructive">
            {sendError}. Please try again.
          </p>
        ) : null}
      </form>
    </Card>
  );
}

type ChatBubbleProps = {
  message: ChatMessage;
  actions: SuggestedAction[];
  onAction: (action: SuggestedAction) => void;
};

function ChatBubble({ message, actions, onAction }: ChatBubbleProps) {
  const isUser = message.role === "user";
  const Icon = isUser ? User : Bot;
  return (
    <article
      className={cn("flex gap-3", isUser && "flex-row-reverse")}
      aria-label={isUser ? "You" : "Assistant"}
      data-role={message.role}
    >
      <span
        className={cn(
          "inline-flex size-8 shrink-0 items-center justify-center rounded-full",
          isUser ? "bg-muted text-foreground" : "bg-accent text-accent-foreground",
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className={cn("grid max-w-[85%] gap-2", isUser && "justify-items-end")}>
        <div
          className={cn(
            "rounded-2xl px-4 py-2.5 text-sm break-words whitespace-pre-wrap",
            isUser ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
          )}
        >
          {message.content}
        </div>
        <time dateTime={message.timestamp} className="px-1 text-xs text-muted-foreground">
          {formatMessageTime(message.timestamp)}
        </time>
        {actions.length > 0 ? (
          // Reply chips, drawn unlike the catalogue's Order Now buttons: pill-shaped, tinted, labelled.
          <div className="grid gap-1.5 pt-1">
            <p
              id={`${message.id}-suggestions`}
              className="flex items-center gap-1 text-xs text-muted-foreground"
            >
              <Sparkles aria-hidden="true" className="size-3.5" />
              Suggested replies
            </p>
            <ul className="flex flex-wrap gap-2" aria-labelledby={`${message.id}-suggestions`}>
              {actions.map((action) => (
                <li key={`${action.type}-${action.label}`}>
                  <button
                    type="button"
                    data-testid="assistant-suggestion"
                    className="rounded-full border border-primary/30 bg-primary/5 px-3 py-1 text-sm text-primary transition-colors hover:bg-primary/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    onClick={() => onAction(action)}
                  >
                    {action.label}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </article>
  );
}
