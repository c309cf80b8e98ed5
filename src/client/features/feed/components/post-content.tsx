import { splitRichText } from "@shared/rules/mentions-and-tags";
import { displayUrl } from "@shared/rules/post-text";
import { Link } from "wouter";
import { useAuth } from "@/lib/auth-provider";
import { useShortLink } from "../api";

/**
 * A link in a post: for a signed-in reader it goes through the short link (/api/shorten, members only:
 * its clicks are counted), the original address while waiting, on any failure, and for visitors.
 * Either way it reads as the destination's domain and path (displayUrl), on one line: cut with an
 * ellipsis, never broken inside a word; the whole address is its title.
 */
function PostLink({ url }: { url: string }) {
  const { user } = useAuth();
  const { data: shortUrl } = useShortLink(url, user !== null);
  return (
    <a
      href={shortUrl ?? url}
      target="_blank"
      rel="noopener noreferrer nofollow ugc"
      title={url}
      className="inline-block max-w-full truncate align-bottom text-primary underline underline-offset-2 hover:no-underline"
      data-testid="post-link"
    >
      {displayUrl(url)}
    </a>
  );
}

const inTextLinkClassName =
  "font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/**
 * Post text as plain text (HTML in it is shown, never run), with http(s) links made clickable,
 * `@username` shown as the member's name linking to their profile when the server answered that
 * member among the post's `mentionNames` (username → name: the post's mentions, and its author),
 * plain text as written otherwise (nobody by that name, or a member who left), and `#topic` linking
 * to the topic's feed.
 */
export function PostContent({
  content,
  mentionNames,
}: {
  content: string;
  mentionNames: ReadonlyMap<string, string>;
}) {
  return (
    <p className="whitespace-pre-wrap break-words text-[15px] leading-relaxed" data-testid="post-content">
      {splitRichText(content).map((segment, index) => {
        // biome-ignore-start lint/suspicious/noArrayIndexKey: segments are fixed for a given text
        if (segment.kind === "link") return <PostLink key={index} url={segment.url} />;
        if (segment.kind === "mention" && mentionNames.has(segment.username))
          return (
            <Link
              key={index}
              href={`/profile/${encodeURIComponent(segment.username)}`}
              className={inTextLinkClassName}
              data-testid="post-mention"
            >
              {mentionNames.get(segment.username) || segment.text}
            </Link>
          );
        if (segment.kind === "mention") return <span key={index}>{segment.text}</span>;
        if (segment.kind === "tag")
          return (
            <Link
              key={index}
              href={`/topics/${encodeURIComponent(segment.tag)}`}
              className={inTextLinkClassName}
            >
              {segment.text}
            </Link>
          );
        return <span key={index}>{segment.text}</span>;
        // biome-ignore-end lint/suspicious/noArrayIndexKey: segments are fixed for a given text
      })}
    </p>
  );
}
