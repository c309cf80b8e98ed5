import type { CurrentUser } from "@shared/contracts/auth";
import { POST_CONTENT_MAX_LENGTH, type PostType } from "@shared/contracts/feed";
import { Award, Briefcase, Lightbulb, Link2 } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useSearch } from "wouter";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Textarea } from "@/components/ui/textarea";
import { parseApiError } from "@/lib/api-request";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useCreatePost } from "../api";
import { nextPostType } from "../post-type-toggle";
import { usePostImageDrafts } from "../use-post-image-drafts";
import { useMentionSuggestions } from "./mention-suggestions";
import { altFieldId, PostImagePicker } from "./post-image-picker";

/** The types the toggle offers; pressing the active one again returns to general. */
const TYPE_OPTIONS = [
  { type: "opportunity", label: "Opportunity", icon: Briefcase },
  { type: "achievement", label: "Achievement", icon: Award },
  { type: "insight", label: "Insight", icon: Lightbulb },
] as const;

/** The signed-in member's composer: collapsed to one prompt, expanded to write and pick a type. */
export function PostComposer({ user }: { user: CurrentUser }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const [content, setContent] = useState("");
  const [type, setType] = useState<PostType>("general");
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const textareaId = useId();
  const counterId = useId();
  const linkHintId = useId();
  const createPost = useCreatePost();
  const images = usePostImageDrafts();
  const [showAltErrors, setShowAltErrors] = useState(false);
  const trimmed = content.trim();
  const isMissingAlt = showAltErrors && images.missingAlt.length > 0;
  const mentions = useMentionSuggestions(textareaRef, content, setContent);

  /** Closes the composer; pictures not posted are deleted from the server. */
  function reset(posted = false) {
    setContent("");
    setType("general");
    setIsExpanded(false);
    setShowAltErrors(false);
    images.reset(!posted);
  }

  function expand() {
    setIsExpanded(true);
    requestAnimationFrame(() => textareaRef.current?.focus());
  }

  // `/feed?compose=1` (Post in the phones' bottom bar) opens the composer ready to type.
  const isComposeRequested = new URLSearchParams(useSearch()).get("compose") === "1";
  useEffect(() => {
    if (isComposeRequested) setIsExpanded(true);
  }, [isComposeRequested]);
  useEffect(() => {
    if (isComposeRequested && isExpanded) textareaRef.current?.focus();
  }, [isComposeRequested, isExpanded]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || createPost.isPending) return;
    if (images.isUploading) {
      toast({ title: "Your pictures are still uploading", description: "Post once they are ready." });
      return;
    }
    if (images.hasFailed) {
      toast({ title: "Remove the pictures that could not be uploaded", variant: "destructive" });
      return;
    }
    const [firstMissing] = images.missingAlt;
    if (firstMissing) {
      // Every picture needs its description: the prompt shows and focus goes to the first one missing.
      setShowAltErrors(true);
      document.getElementById(altFieldId(firstMissing.key))?.focus();
      return;
    }
    createPost.mutate(
      { content: trimmed, type, ...(images.attachments.length > 0 ? { images: images.attachments } : {}) },
      {
        onSuccess: (post) => {
          reset(true);
          toast(
            post.heldForReview
              ? {
                  title: "Held for review",
                  description:
                    "Your post contains a word the moderators look at first; others see it once approved.",
                }
              : post.pendingReview
                ? {
                    title: "Post submitted for review",
                    description: "It will appear in the feed once an administrator publishes it.",
                  }
                : { title: "Post shared", description: "Your post is now in the feed.", variant: "success" },
          );
        },
        onError: (error) =>
          toast({
            title: "Failed to create post",
            description: parseApiError(error).message ?? undefined,
            variant: "destructive",
          }),
      },
    );
  }

  const avatar = (
    <Avatar id={user.id} firstName={user.firstName} lastName={user.lastName} src={user.avatar} isDecorative />
  );

  if (!isExpanded) {
    return (
      <Card className="flex items-center gap-3 p-3 sm:p-4">
        {avatar}
        {/* Drawn as the text box it opens into, so it reads as a place to type; one line until opened. */}
        <button
          type="button"
          onClick={expand}
          data-testid="composer-field"
          className="h-10 min-w-0 flex-1 cursor-text truncate rounded-md border border-input bg-background px-3 py-2 sm:h-auto sm:min-h-16 text-left align-top text-sm text-muted-foreground shadow-xs hover:border-ring focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Share an update, {user.firstName}...
        </button>
      </Card>
    );
  }

  return (
    <Card
      className={cn("p-4", images.isDragging && "outline-2 outline-offset-2 outline-primary outline-dashed")}
    >
      <form onSubmit={handleSubmit} className="grid gap-3" aria-label="Create a post" {...images.dropTarget}>
        <div className="flex items-start gap-3">
          {avatar}
          <div className="relative grid flex-1 gap-1">
            <label htmlFor={textareaId} className="sr-only">
              What do you want to share?
            </label>
            <Textarea
              id={textareaId}
              ref={textareaRef}
              rows={4}
              value={content}
              maxLength={POST_CONTENT_MAX_LENGTH}
              aria-describedby={`${counterId} ${linkHintId}`}
              placeholder="What do you want to share?"
              {...mentions.textareaProps}
              onPaste={images.onPaste}
            />
            {mentions.popup}
            <div className="flex flex-wrap items-start justify-between gap-2 text-xs text-muted-foreground">
              <p id={linkHintId} className="flex items-center gap-1">
                <Link2 aria-hidden="true" className="size-3.5 shrink-0" />
                Links you add are shortened to a Netwise link that counts clicks.
              </p>
              <p id={counterId} className="tabular-nums">
                {content.length}/{POST_CONTENT_MAX_LENGTH}
              </p>
            </div>
          </div>
        </div>
        <div className="grid justify-items-start gap-2">
          <PostImagePicker images={images} showAltErrors={showAltErrors} disabled={createPost.isPending} />
          {isMissingAlt ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              Add alt text to each picture before posting: it describes the picture to people who cannot see
              it.
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Post type (general unless one is chosen)</legend>
            {TYPE_OPTIONS.map(({ type: option, label, icon: Icon }) => (
              <Button
                key={option}
                size="sm"
                variant={type === option ? "default" : "outline"}
                aria-pressed={type === option}
                onClick={() => setType((current) => nextPostType(current, option))}
                className={cn(type === option && "shadow-xs")}
              >
                <Icon aria-hidden="true" />
                {label}
              </Button>
            ))}
          </fieldset>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => reset()} disabled={createPost.isPending}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={!trimmed || createPost.isPending}>
              {createPost.isPending ? "Posting..." : "Post"}
            </Button>
          </div>
        </div>
      </form>
    </Card>
  );
}
