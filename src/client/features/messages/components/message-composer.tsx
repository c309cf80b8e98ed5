import { MESSAGE_MAX_LENGTH } from "@shared/contracts/messages";
import { Send } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useState } from "react";
import { PendingButton } from "@/components/forms/pending-button";
import { TextareaField } from "@/components/forms/text-form-fields";
import { parseApiError } from "@/lib/api-request";
import { useAuth } from "@/lib/auth-provider";
import { useSendMessage } from "../api";

type MessageComposerProps = {
  memberId: number;
  firstName: string;
  /** Why the member may not write here (not connected): shown, and the composer is disabled. */
  disabledReason?: string | undefined;
};

/** Writes to a connection: Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({ memberId, firstName, disabledReason }: MessageComposerProps) {
  const { user } = useAuth();
  const send = useSendMessage(user?.id ?? 0);
  const [content, setContent] = useState("");
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const text = content.trim();
    if (!text) return setError("Write a message first");
    if (text.length > MESSAGE_MAX_LENGTH) return setError(`Keep it under ${MESSAGE_MAX_LENGTH} characters`);
    if (send.isPending) return;
    setError(undefined);
    send.mutate(
      { recipientId: memberId, content: text },
      {
        onSuccess: () => setContent(""),
        onError: (sendError) =>
          setError(parseApiError(sendError).message ?? "Your message was not sent. Please try again."),
      },
    );
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-2 border-t border-border pt-3">
      <TextareaField
        id={`message-to-${memberId}`}
        label={`Message ${firstName}`}
        hint={disabledReason ?? "Enter sends, Shift+Enter starts a new line."}
        disabled={disabledReason !== undefined}
        error={error}
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <div className="flex justify-end">
        <PendingButton
          type="submit"
          isPending={send.isPending}
          disabled={send.isPending || disabledReason !== undefined}
          pendingLabel="Sending..."
          icon={<Send aria-hidden="true" />}
        >
          Send
        </PendingButton>
      </div>
    </form>
  );
}
