import type { OrderAttachment, OrderMessage } from "@shared/contracts/service-orders";
import { ORDER_ATTACHMENT_MAX_BYTES } from "@shared/contracts/service-orders";
import { FileText, MessagesSquare, Paperclip, X } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { EmptyState } from "@/components/feedback/empty-state";
import { LoadMoreButton } from "@/components/feedback/load-more-button";
import { QueryState } from "@/components/feedback/query-state";
import { PendingButton } from "@/components/forms/pending-button";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { parseApiError } from "@/lib/api-request";
import { useOrderMessages, usePostOrderMessage, useUploadOrderAttachment } from "../order-api";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** The thread between the buyer and the agency: newest at the bottom, older pages on demand. */
export function OrderThread({ orderId, viewerIsAgency }: { orderId: number; viewerIsAgency: boolean }) {
  const messages = useOrderMessages(orderId);
  const items = (messages.data?.pages.flatMap((page) => page.items) ?? []).slice().reverse();
  return (
    <div className="grid gap-4">
      <QueryState
        query={messages}
        what="the messages"
        loading={<Skeleton className="h-24 w-full" />}
        isEmpty={items.length === 0}
        empty={
          <EmptyState
            icon={MessagesSquare}
            message={
              viewerIsAgency
                ? "No messages yet. Write to the buyer below."
                : "No messages yet. Ask the agency anything below."
            }
          />
        }
      >
        <div className="grid gap-3">
          <LoadMoreButton
            hasMore={messages.hasNextPage}
            isLoading={messages.isFetchingNextPage}
            onLoadMore={() => void messages.fetchNextPage()}
            label="Show older messages"
          />
          <ul className="grid gap-3" aria-label="Messages">
            {items.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                isOwnSide={message.fromAgency === viewerIsAgency}
              />
            ))}
          </ul>
        </div>
      </QueryState>
      <Composer orderId={orderId} />
    </div>
  );
}

function MessageItem({ message, isOwnSide }: { message: OrderMessage; isOwnSide: boolean }) {
  return (
    <li
      className={`grid gap-1 rounded-lg border border-border p-3 ${isOwnSide ? "bg-muted" : "bg-card"}`}
      data-testid="order-message"
    >
      <p className="text-xs text-muted-foreground">
        {message.fromAgency ? "Agency" : "Buyer"}
        {message.author ? ` · ${message.author.name}` : ""} ·{" "}
        <time dateTime={message.createdAt}>{when.format(new Date(message.createdAt))}</time>
      </p>
      <p className="text-sm break-words whitespace-pre-line">{message.content}</p>
      {message.attachments.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Files">
          {message.attachments.map((file) => (
            <li key={file.id}>
              <AttachmentLink file={file} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function AttachmentLink({ file }: { file: OrderAttachment }) {
  if (file.contentType.startsWith("image/"))
    return (
      <a href={file.url} target="_blank" rel="noreferrer" className="block">
        <img
          src={file.url}
          alt={file.fileName}
          className="h-24 w-auto rounded-md border border-border object-cover"
        />
      </a>
    );
  return (
    <a
      href={file.url}
      className="inline-flex items-center gap-1 text-sm text-primary underline"
      download={file.fileName}
    >
      <FileText aria-hidden="true" className="size-4" />
      {file.fileName}
    </a>
  );
}

function Composer({ orderId }: { orderId: number }) {
  const id = useId();
  const [content, setContent] = useState("");
  const [files, setFiles] = useState<OrderAttachment[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const post = usePostOrderMessage(orderId);
  const upload = useUploadOrderAttachment(orderId);

  const handleFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > ORDER_ATTACHMENT_MAX_BYTES) return setProblem("The file is larger than 10 MB.");
    setProblem(null);
    upload.mutate(file, {
      onSuccess: (stored) => setFiles((current) => [...current, stored]),
      onError: (error) => setProblem(parseApiError(error).message ?? "The file could not be uploaded."),
    });
    if (input.current) input.current.value = "";
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return setProblem("Write a message");
    post.mutate(
      { content: content.trim(), attachmentIds: files.map((file) => file.id) },
      {
        onSuccess: () => {
          setContent("");
          setFiles([]);
          setProblem(null);
        },
        onError: (error) => setProblem(parseApiError(error).message ?? "The message could not be sent."),
      },
    );
  };

  return (
    <form className="grid gap-2" onSubmit={handleSubmit} noValidate>
      <Label htmlFor={`${id}-message`}>Your message</Label>
      <Textarea
        id={`${id}-message`}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        rows={3}
        maxLength={5000}
      />
      {files.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Files to send">
          {files.map((file) => (
            <li
              key={file.id}
              className="inline-flex items-center gap-1 rounded-md border border-border px-2 py-1 text-sm"
            >
              {file.fileName}
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove ${file.fileName}`}
                onClick={() => setFiles((current) => current.filter((other) => other.id !== file.id))}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          aria-label="Attach image or PDF"
          tabIndex={-1}
          accept="image/png,image/jpeg,image/webp,application/pdf"
          className="sr-only"
          onChange={(event) => handleFile(event.target.files?.[0])}
        />
        <PendingButton
          type="button"
          variant="outline"
          size="sm"
          isPending={upload.isPending}
          pendingLabel="Uploading..."
          icon={<Paperclip aria-hidden="true" />}
          onClick={() => input.current?.click()}
        >
          Attach image or PDF
        </PendingButton>
        <PendingButton type="submit" size="sm" isPending={post.isPending} pendingLabel="Sending...">
          Send message
        </PendingButton>
      </div>
    </form>
  );
}
