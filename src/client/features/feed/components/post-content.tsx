import { splitPostText } from "@shared/rules/post-text";
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

/** Post text as plain text (HTML in it is shown, never run), with http(s) links made clickable. */
export function PostContent({ content }: { content: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-[15px] leading-relaxed" data-testid="post-content">
      {splitPostText(content).map((segment, index) =>
        segment.kind === "link" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are fixed for a given text
          <PostLink key={index} url={segment.url} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are fixed for a given text
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
