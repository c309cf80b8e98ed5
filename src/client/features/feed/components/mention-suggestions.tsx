import { type MemberResult, searchEndpoints } from "@shared/contracts/search";
import { mentionAtCaret } from "@shared/rules/mentions-and-tags";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useId,
  useState,
} from "react";
import { MemberLabel } from "@/components/members/member-label";
import { cn } from "@/lib/cn";
import { call } from "@/lib/endpoint-client";
import { useDebouncedValue } from "@/lib/use-debounced-value";

/** How many members the list offers at once. */
const SUGGESTIONS = 6;

type MentionSuggestions = {
  /** Spread on the textarea: keys, caret tracking and the ARIA links to the list. */
  textareaProps: {
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
    onSelect: (event: SyntheticEvent<HTMLTextAreaElement>) => void;
    "aria-autocomplete": "list";
    "aria-controls"?: string;
    "aria-activedescendant"?: string;
  };
  /** The list, drawn under the textarea (its parent is `relative`), and its announcement. */
  popup: ReactNode;
};

/**
 * `@` in the composer: while the caret follows `@` and a few letters, members matching them (the
 * member search: active, unblocked) are offered in a listbox under the text. Arrow keys move
 * (aria-activedescendant keeps focus in the textarea), Enter or Tab inserts `@username`, Escape
 * closes the list; a pointer can pick too.
 */
export function useMentionSuggestions(
  textareaRef: RefObject<HTMLTextAreaElement | null>,
  content: string,
  setContent: (content: string) => void,
): MentionSuggestions {
  const [caret, setCaret] = useState(0);
  const [activeIndex, setActiveIndex] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const listId = useId();
  const mention = mentionAtCaret(content, caret);
  const text = mention?.query ?? "";
  const debounced = useDebouncedValue(text, 200);
  const query = useQuery({
    queryKey: ["/api/search/members", "mention", debounced],
    queryFn: ({ signal }) =>
      call(searchEndpoints.searchMembers, { query: { q: debounced, limit: SUGGESTIONS } }, { signal }),
    enabled: debounced.trim().length > 0,
    placeholderData: keepPreviousData,
  });
  const members = mention && text.length > 0 ? (query.data?.members ?? []) : [];
  const isOpen = mention !== null && dismissedAt !== mention.start && members.length > 0;
  const active = Math.min(activeIndex, Math.max(members.length - 1, 0));
  const optionId = (index: number) => `${listId}-${index}`;

  function choose(member: MemberResult) {
    if (!mention) return;
    const before = content.slice(0, mention.start);
    const inserted = `@${member.username} `;
    const position = before.length + inserted.length;
    setContent(`${before}${inserted}${content.slice(caret)}`);
    setCaret(position);
    setActiveIndex(0);
    requestAnimationFrame(() => {
      textareaRef.current?.focus();
      textareaRef.current?.setSelectionRange(position, position);
    });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!isOpen) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveIndex((active + step + members.length) % members.length);
    } else if (event.key === "Enter" || event.key === "Tab") {
      const member = members[active];
      if (!member) return;
      event.preventDefault();
      choose(member);
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(mention?.start ?? null);
    }
  }

  function handleSelect(event: SyntheticEvent<HTMLTextAreaElement>) {
    const position = event.currentTarget.selectionStart;
    if (position !== caret) {
      setCaret(position);
      setActiveIndex(0);
    }
  }

  const popup = (
    <>
      {isOpen ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Members to mention"
          className="absolute top-full right-0 left-0 z-30 mt-1 max-h-64 overflow-y-auto rounded-card border border-border bg-card p-1 shadow-lg sm:right-auto sm:w-80"
          data-testid="mention-suggestions"
        >
          {members.map((member, index) => {
            return (
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the textarea (aria-activedescendant).
              // biome-ignore lint/a11y/useKeyWithClickEvents: the textarea's own keys choose options.
              <div
                key={member.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={cn(
                  "cursor-pointer rounded-md px-2 py-1.5",
                  index === active ? "bg-accent text-accent-foreground" : "hover:bg-muted",
                )}
                onPointerDown={(event) => event.preventDefault()}
                onPointerMove={() => setActiveIndex(index)}
                onClick={() => choose(member)}
              >
                <MemberLabel member={member} detail={`@${member.username}`} compact />
              </div>
            );
          })}
        </div>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {isOpen
          ? `${members.length} ${members.length === 1 ? "member" : "members"} to mention. Use the arrow keys and Enter to choose.`
          : ""}
      </p>
    </>
  );

  return {
    textareaProps: {
      onChange: (event) => {
        setContent(event.target.value);
        setCaret(event.target.selectionStart);
        setActiveIndex(0);
      },
      onKeyDown: handleKeyDown,
      onSelect: handleSelect,
      "aria-autocomplete": "list",
      ...(isOpen ? { "aria-controls": listId, "aria-activedescendant": optionId(active) } : {}),
    },
    popup,
  };
}
