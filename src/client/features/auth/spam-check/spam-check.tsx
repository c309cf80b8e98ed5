import type {} from "altcha/types/react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";

const CHALLENGE_URL = "/api/auth/registration-challenge";

type Status = "loading" | "ready" | "failed";

/**
 * The spam check of sign-up (issue 27, 5): altcha's proof of work, solved in the browser against a
 * challenge of our own server (no third party). It starts by itself once shown (`auto="onload"`);
 * the widget's own checkbox starts it again after an error or expiry, by keyboard too. The payload
 * goes to `onPayload` when solved, and `null` when it expires or fails.
 */
export function SpamCheck({ onPayload }: { onPayload: (payload: string | null) => void }) {
  const [status, setStatus] = useState<Status>("loading");
  const [attempt, setAttempt] = useState(0);
  const widget = useRef<HTMLElement | null>(null);
  const descriptionId = useId();
  const report = useRef(onPayload);
  report.current = onPayload;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads the script again
  useEffect(() => {
    let cancelled = false;
    setStatus("loading");
    import("./load-altcha")
      .then(() => {
        if (!cancelled) setStatus("ready");
      })
      .catch(() => {
        if (!cancelled) setStatus("failed");
      });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  useEffect(() => {
    const element = widget.current;
    if (status !== "ready" || !element) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      report.current(state === "verified" && payload ? payload : null);
    };
    element.addEventListener("statechange", onStateChange);
    return () => element.removeEventListener("statechange", onStateChange);
  }, [status]);

  return (
    <fieldset className="grid gap-2" aria-describedby={descriptionId}>
      <legend className="text-sm font-medium">Spam check</legend>
      <p id={descriptionId} className="text-xs text-muted-foreground">
        Your browser solves a small puzzle (about a second) to show it is not a script making accounts.
        Nothing is sent to anyone else.
      </p>
      {status === "loading" ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Loading the spam check…
        </p>
      ) : status === "failed" ? (
        <div role="alert" className="flex items-center gap-2 text-sm">
          The spam check could not load.
          <Button type="button" variant="outline" size="sm" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </div>
      ) : (
        <altcha-widget
          ref={widget}
          challenge={CHALLENGE_URL}
          auto="onload"
          name="altcha"
          configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
        />
      )}
    </fieldset>
  );
}
