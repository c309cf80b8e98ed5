import { Spinner } from "@/components/ui/spinner";

/** Shown while a page's code or the session check is loading. */
export function PageLoader() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" data-testid="page-loader">
      <Spinner className="size-8" label="Loading page" />
    </div>
  );
}
