import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

/** The recovery codes, shown once: each works once, if the authenticator app is lost. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast({
        title: "Copied",
        description: "Keep them somewhere safe, apart from this device.",
        variant: "success",
      });
    } catch {
      toast({
        title: "Could not copy",
        description: "Select the codes and copy them by hand.",
        variant: "destructive",
      });
    }
  };
  return (
    <section
      aria-labelledby="recovery-codes-title"
      className="grid gap-2 rounded-lg border border-border p-4"
    >
      <h3 id="recovery-codes-title" className="font-medium">
        Your recovery codes
      </h3>
      <p className="text-sm text-muted-foreground">
        Save these now: they are not shown again. Each one signs you in once if you lose your authenticator
        app.
      </p>
      <ul data-testid="recovery-codes" className="grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={handleCopy}>
          <Copy aria-hidden="true" /> Copy codes
        </Button>
      </div>
    </section>
  );
}
