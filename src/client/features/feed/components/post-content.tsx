import { splitRichText } from "@shared/rules/mentions-and-tags";
import { Link } from "wouter";
import { useAuth } from "@/lib/auth-provider";
import { useShortLink } from "../api";

/**
 * A link in a post: for a signed-in reader shortened through /api/shorten (members only), the original
 * shown while waiting, on any failure, and to visitors.
 */
function PostLink({ url }: { url: string }) {
  const { user } = useAuth();
  const { data: shortUrl } = useShortLink(url, user !== null);
  const href = shortUrl ?? url;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow ugc"
      title={url}
      className="break-all text-primary underline underline-offset-2 hover:no-underline"
    >
      {href}
    </a>
  );
}

const inTextLinkClassName =
  "font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/**
 * Post text as plain text (HTML in it is shown, never run), with http(s) links made clickable,
 * `@username` linking to the member's profile when the server answered that member among the post's
 * `mentionedUsernames` (the post's mentions, and its author), plain text otherwise (nobody by that
 * name, or a member who left), and `#topic` linking to the topic's feed.
 */
export function PostContent({
  content,
  mentionedUsernames,
}: {
  content: string;
  mentionedUsernames: ReadonlySet<string>;
}) {
  return (
    <p className="whitespace-pre-wrap break-words text-[15px] leading-relaxed" data-testid="post-content">
      {splitRichText(content).map((segment, index) => {
        // biome-ignore-start lint/suspicious/noArrayIndexKey: segments are fixed for a given text
        if (segment.kind === "link") return <PostLink key={index} url={segment.url} />;
        if (segment.kind === "mention" && mentionedUsernames.has(segment.username))
          return (
            <Link
              key={index}
              href={`/profile/${encodeURIComponent(segment.username)}`}
              className={inTextLinkClassName}
            >
              {segment.text}
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
