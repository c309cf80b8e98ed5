import type { SearchKind, SearchPreview } from "@shared/contracts/search";
import { LoaderCircle, Search } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { useLocation } from "wouter";
import { cn } from "@/lib/cn";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { KIND_LABELS, SEARCH_MIN_LENGTH, searchPageHref, useSearchPreview } from "../preview-api";
import {
  ArticleResultRow,
  BusinessResultRow,
  MemberResultRow,
  PostResultRow,
  resultHref,
} from "./search-result-rows";

/** Milliseconds of quiet typing before the dropdown asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;

type Option = { key: string; href: string; content: ReactNode };
type Group = { tab: SearchKind; label: string; options: Option[] };

function groupsOf(preview: SearchPreview, q: string): Group[] {
  const groups: Group[] = [
    {
      tab: "members",
      label: KIND_LABELS.members,
      options: preview.members.map((member) => ({
        key: `member-${member.id}`,
        href: resultHref.member(member),
        content: <MemberResultRow member={member} />,
      })),
    },
    {
      tab: "posts",
      label: KIND_LABELS.posts,
      options: preview.posts.map((post) => ({
        key: `post-${post.id}`,
        href: searchPageHref(q, "posts"),
        content: <PostResultRow post={post} />,
      })),
    },
    {
      tab: "articles",
      label: KIND_LABELS.articles,
      options: preview.articles.map((article) => ({
        key: `article-${article.id}`,
        href: resultHref.article(article),
        content: <ArticleResultRow article={article} />,
      })),
    },
    {
      tab: "businesses",
      label: KIND_LABELS.businesses,
      options: preview.businesses.map((business) => ({
        key: `business-${business.id}`,
        href: resultHref.business(business),
        content: <BusinessResultRow business={business} />,
      })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}

/**
 * The navigation's search box: an ARIA 1.2 combobox. Typing (debounced) shows members, posts,
 * articles and businesses grouped in a listbox; the arrow keys move through the options
 * (aria-activedescendant keeps focus in the box), Enter opens one, or the full results page when
 * none is chosen; Escape closes the list, then clears the box.
 */
export function NavSearch({ className }: { className?: string }) {
  const [, navigate] = useLocation();
  const [text, setText] = useState("");
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const query = useSearchPreview(debounced);
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const hasText = text.trim().length >= SEARCH_MIN_LENGTH;

  const groups = useMemo(
    () => (query.data && hasText ? groupsOf(query.data, debounced) : []),
    [query.data, hasText, debounced],
  );
  const seeAll: Option = {
    key: "see-all",
    href: searchPageHref(text),
    content: (
      <span className="flex items-center gap-2 text-sm font-medium text-primary">
        <Search aria-hidden="true" className="size-4" />
        See all results for “{text.trim()}”
      </span>
    ),
  };
  const options = [...groups.flatMap((group) => group.options), seeAll];
  const optionId = (index: number) => `${listId}-option-${index}`;
  const isListShown = isOpen && hasText;
  const isSearching = query.isFetching || text !== debounced;
  const resultCount = options.length - 1;

  // A new answer starts the choice again from the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer is the trigger.
  useEffect(() => setActiveIndex(-1), [query.data]);

  useEffect(() => {
    if (!isOpen) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener("pointerdown", handlePointerDown);
    return () => document.removeEventListener("pointerdown", handlePointerDown);
  }, [isOpen]);

  function open(option: Option) {
    setIsOpen(false);
    setActiveIndex(-1);
    setText("");
    navigate(option.href);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!hasText) return;
      event.preventDefault();
      setIsOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      // Positions run from the box itself (-1) through every option, wrapping around.
      const positions = options.length + 1;
      setActiveIndex((index) => ((((index + 1 + step) % positions) + positions) % positions) - 1);
    } else if (event.key === "Enter") {
      if (!hasText) return;
      event.preventDefault();
      open(options[activeIndex] ?? seeAll);
    } else if (event.key === "Escape") {
      if (isListShown) {
        event.preventDefault();
        setIsOpen(false);
        setActiveIndex(-1);
      } else if (text) {
        event.preventDefault();
        setText("");
      }
    }
  }

  let index = -1;
  const renderOption = (option: Option) => {
    index += 1;
    const optionIndex = index;
    return (
      // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox (aria-activedescendant).
      // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's own keys choose options.
      <div
        key={option.key}
        id={optionId(optionIndex)}
        role="option"
        aria-selected={activeIndex === optionIndex}
        className={cn(
          "cursor-pointer rounded-md px-3 py-2",
          activeIndex === optionIndex ? "bg-accent text-accent-foreground" : "hover:bg-muted",
        )}
        onPointerDown={(event) => event.preventDefault()}
        onClick={() => open(option)}
        onPointerMove={() => setActiveIndex(optionIndex)}
      >
        {option.content}
      </div>
    );
  };

  return (
    <div ref={containerRef} className={cn("relative", className)} data-testid="nav-search">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        type="text"
        role="combobox"
        aria-label="Search members, posts, articles and businesses"
        aria-autocomplete="list"
        aria-expanded={isListShown}
        aria-controls={listId}
        aria-activedescendant={isListShown && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search"
        maxLength={200}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
        }}
        onFocus={() => setIsOpen(true)}
        onKeyDown={handleKeyDown}
        className="h-9 w-full rounded-full border border-input bg-muted/60 pr-8 pl-9 text-sm text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:bg-card focus-visible:outline-2 focus-visible:outline-ring"
      />
      {isListShown && isSearching ? (
        <LoaderCircle
          aria-hidden="true"
          className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
        />
      ) : null}
      <div
        className={cn(
          "absolute top-full right-0 left-0 z-50 mt-2 max-h-[70vh] min-w-72 overflow-y-auto rounded-card border border-border bg-card p-2 shadow-lg",
          !isListShown && "hidden",
        )}
      >
        <div id={listId} role="listbox" aria-label="Search results" className="grid gap-1">
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role group.
            <div key={group.tab} role="group" aria-label={group.label} className="grid gap-0.5">
              <div
                aria-hidden="true"
                className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {group.label}
              </div>
              {group.options.map(renderOption)}
            </div>
          ))}
          {renderOption(seeAll)}
        </div>
        {query.error ? (
          <p className="px-3 py-2 text-sm text-destructive">Search is not available right now. Try again.</p>
        ) : null}
        {!isSearching && query.data && resultCount === 0 ? (
          <p className="px-3 py-2 text-sm text-muted-foreground">Nothing found for “{debounced.trim()}”.</p>
        ) : null}
      </div>
      <p aria-live="polite" className="sr-only">
        {isListShown && !isSearching && query.data
          ? resultCount === 0
            ? "No results"
            : `${resultCount} ${resultCount === 1 ? "result" : "results"}`
          : ""}
      </p>
    </div>
  );
}
