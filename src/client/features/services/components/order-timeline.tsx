import { STATE_LABELS } from "@shared/contracts/order-process";
import type { OrderDetail } from "@shared/contracts/service-orders";

const ACTOR_WORDS = { buyer: "Buyer", agency: "Agency", system: "Automatic" } as const;
const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Every state the order entered, who moved it and when, oldest first. */
export function OrderTimeline({ timeline }: { timeline: OrderDetail["timeline"] }) {
  return (
    <ol className="grid gap-3" aria-label="Order timeline">
      {timeline.map((entry) => (
        <li
          key={`${entry.at}-${entry.state}-${entry.actor}`}
          className="grid gap-0.5 border-l-2 border-border pl-3"
        >
          <span className="font-medium">{STATE_LABELS[entry.state]}</span>
          <span className="text-xs text-muted-foreground">
            {ACTOR_WORDS[entry.actor]} · <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
          </span>
          {entry.note ? <span className="text-sm break-words whitespace-pre-line">{entry.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}
