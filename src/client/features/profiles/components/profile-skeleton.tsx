import { Skeleton } from "@/components/ui/skeleton";

/** The profile page's layout in grey while the profile loads. */
export function ProfileSkeleton() {
  return (
    <div className="grid gap-6" data-testid="profile-skeleton">
      <p className="sr-only" role="status">
        Loading profile...
      </p>
      <div className="overflow-hidden rounded-card border border-border bg-card shadow-xs">
        <Skeleton className="h-28 rounded-none sm:h-36" />
        <div className="grid gap-4 px-6 pb-6">
          <div className="-mt-12 flex items-end justify-between gap-4">
            <Skeleton className="size-24 rounded-full border-4 border-card" />
            <div className="flex gap-2">
              <Skeleton className="h-10 w-24" />
              <Skeleton className="h-10 w-28" />
            </div>
          </div>
          <Skeleton className="h-9 w-64" />
          <Skeleton className="h-6 w-80 max-w-full" />
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-16 w-full max-w-3xl" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid gap-4 rounded-card border border-border bg-card p-6 lg:col-span-2">
          <Skeleton className="h-6 w-56" />
          {["looking", "services", "skills", "interests"].map((block) => (
            <div key={block} className="grid gap-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-10 w-full" />
            </div>
          ))}
        </div>
        <div className="grid content-start gap-3 rounded-card border border-border bg-card p-6">
          <Skeleton className="h-6 w-36" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      </div>
    </div>
  );
}
