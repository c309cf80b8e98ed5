import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CreateNewsSourceRequest,
  createNewsSourceRequestSchema,
  type NewsSource,
} from "@shared/contracts/news";
import { NEWS_CATEGORIES } from "@shared/rules/news";
import { Plus, RefreshCw, Rss, Trash2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { LoadMoreButton } from "@/components/feedback/load-more-button";
import { QueryState } from "@/components/feedback/query-state";
import { PendingButton } from "@/components/forms/pending-button";
import { SelectFormField } from "@/components/forms/select-form-field";
import { InputField } from "@/components/forms/text-form-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useAddNewsSource, useImportNewsSource, useNewsSources, useRemoveNewsSource } from "../../api";
import { formatAdminDate } from "../shell/format-date";

const EMPTY_SOURCE: CreateNewsSourceRequest = { url: "", name: "", category: "Business" };

const failed = (error: unknown, fallback: string) =>
  toast({ title: "Error", description: parseApiError(error).message ?? fallback, variant: "destructive" });

/** News Sources: the RSS/Atom feeds imported as articles, with add, import now and remove. */
export function NewsSourcesCard() {
  const sources = useNewsSources();
  const items = sources.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card>
      <CardHeader>
        <h3 className="text-lg leading-tight font-semibold">News Sources</h3>
        <CardDescription>
          RSS or Atom feeds whose new items are imported as articles, every hour and on request.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <AddSourceForm />
        <QueryState
          query={sources}
          what="the news sources"
          loading={<ListSkeleton rows={2} label="Loading news sources" />}
          isEmpty={items.length === 0}
          empty={
            <EmptyState
              icon={Rss}
              message="No news sources yet. Add a feed address above to import its articles."
            />
          }
        >
          <ul className="grid gap-2" aria-label="News sources">
            {items.map((source) => (
              <SourceRow key={source.id} source={source} />
            ))}
          </ul>
        </QueryState>
        <LoadMoreButton
          hasMore={sources.hasNextPage}
          isLoading={sources.isFetchingNextPage}
          onLoadMore={() => void sources.fetchNextPage()}
          label="Load More Sources"
        />
      </CardContent>
    </Card>
  );
}

function AddSourceForm() {
  const add = useAddNewsSource();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateNewsSourceRequest>({
    resolver: zodResolver(createNewsSourceRequestSchema),
    defaultValues: EMPTY_SOURCE,
  });
  const handleAdd = handleSubmit(async (values) => {
    try {
      await add.mutateAsync({ ...values, name: values.name || undefined });
      toast({
        title: "News source added",
        description: "Its articles are imported within the hour.",
        variant: "success",
      });
      reset(EMPTY_SOURCE);
    } catch (error) {
      const { status, message } = parseApiError(error);
      if (status === 409 && message) setError("url", { message });
      else failed(error, "Failed to add the news source. Please try again.");
    }
  });
  return (
    <form
      onSubmit={handleAdd}
      noValidate
      aria-label="Add a news source"
      className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-start"
    >
      <InputField
        id="news-source-url"
        label="Feed URL"
        error={errors.url?.message}
        type="url"
        placeholder="https://example.com/feed.xml"
        {...register("url")}
      />
      <InputField
        id="news-source-name"
        label="Name (optional)"
        error={errors.name?.message}
        {...register("name")}
      />
      <SelectFormField
        control={control}
        name="category"
        id="news-source-category"
        label="Category"
        error={errors.category?.message}
        options={NEWS_CATEGORIES}
        placeholder="Category"
      />
      <PendingButton
        type="submit"
        isPending={isSubmitting}
        pendingLabel="Adding..."
        icon={<Plus aria-hidden="true" />}
        className="sm:mt-6"
      >
        Add Source
      </PendingButton>
    </form>
  );
}

function SourceRow({ source }: { source: NewsSource }) {
  const remove = useRemoveNewsSource();
  const importNow = useImportNewsSource();
  const label = source.name ?? source.url;
  const handleImport = () =>
    importNow.mutate(source.id, {
      onSuccess: (result) => {
        const outcome = result.sources[0];
        if (outcome?.error) failed(new Error(`400: ${outcome.error}`), outcome.error);
        else
          toast({
            title: "Import finished",
            description: `${outcome?.imported ?? 0} new articles from ${label}.`,
            variant: "success",
          });
      },
      onError: (error) => failed(error, "Failed to import the feed. Please try again."),
    });
  const handleRemove = () =>
    remove.mutate(source.id, {
      onSuccess: () =>
        toast({
          title: "News source removed",
          description: "Articles it imported stay.",
          variant: "success",
        }),
      onError: (error) => failed(error, "Failed to remove the news source. Please try again."),
    });
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-0.5">
        <span className="truncate text-sm font-medium">{label}</span>
        <span className="truncate text-xs text-muted-foreground">
          {source.url} • {source.category}
        </span>
        <span className="text-xs text-muted-foreground">
          {source.lastFetchedAt
            ? `Last import ${formatAdminDate(source.lastFetchedAt)}: ${source.lastImportedCount} new`
            : "Not imported yet"}
          {source.lastError ? <span className="text-destructive"> • {source.lastError}</span> : null}
        </span>
      </div>
      <div className="flex gap-2">
        <PendingButton
          variant="outline"
          size="sm"
          onClick={handleImport}
          isPending={importNow.isPending}
          pendingLabel="Importing..."
          icon={<RefreshCw aria-hidden="true" />}
        >
          Import Now
        </PendingButton>
        <Button
          variant="ghost"
          size="sm"
          onClick={handleRemove}
          disabled={remove.isPending}
          aria-label={`Remove ${label}`}
        >
          <Trash2 aria-hidden="true" className="text-destructive" />
          Remove
        </Button>
      </div>
    </li>
  );
}
