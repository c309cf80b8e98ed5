import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CreateWatchedWordRequest,
  createWatchedWordSchema,
  type WatchedWordAction,
  watchedWordEndpoints,
} from "@shared/contracts/watched-words";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ListFilter, Trash2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { QueryState } from "@/components/feedback/query-state";
import { PendingButton } from "@/components/forms/pending-button";
import { InputField } from "@/components/forms/text-form-fields";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { parseApiError } from "@/lib/api-request";
import { call } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";
import { toast } from "@/lib/toast";
import { AdminSectionCard } from "../shared/admin-section-card";

const watchedWordsKey = ["/api/admin/watched-words"] as const;

const ACTIONS: { value: WatchedWordAction; label: string; description: string }[] = [
  {
    value: "hold",
    label: "Hold for review",
    description: "Saved, seen only by its author until a moderator approves it in the moderation queue.",
  },
  { value: "block", label: "Block", description: "Refused, with a message naming the word." },
];

const showError = (error: unknown) =>
  toast({
    title: "Error",
    description: parseApiError(error).message ?? "Failed to save. Please try again.",
    variant: "destructive",
  });

/** Admin Settings: words and phrases that hold a post, comment or review for review, or block it. */
export function WatchedWordsCard() {
  const list = useQuery({
    queryKey: watchedWordsKey,
    queryFn: () => call(watchedWordEndpoints.listWatchedWords),
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(watchedWordEndpoints.deleteWatchedWord, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: watchedWordsKey }),
    onError: showError,
  });
  const words = list.data?.words ?? [];
  return (
    <AdminSectionCard
      icon={ListFilter}
      title="Watched words"
      description="Posts, comments and reviews containing one of these (any case, whole words) are held for review or blocked."
    >
      <div className="grid gap-5">
        <AddWatchedWordForm />
        <QueryState
          query={list}
          what="the watched words"
          loading={<Skeleton className="h-20 w-full" />}
          isEmpty={words.length === 0}
          empty={<p className="text-sm text-muted-foreground">No watched words yet.</p>}
        >
          <ul aria-label="Watched words" className="divide-y divide-border rounded-lg border border-border">
            {words.map((entry) => (
              <li key={entry.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="flex min-w-0 items-center gap-2">
                  <span className="truncate font-medium">{entry.word}</span>
                  <Badge variant={entry.action === "block" ? "destructive" : "secondary"}>
                    {entry.action === "block" ? "Block" : "Hold"}
                  </Badge>
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${entry.word}`}
                  disabled={remove.isPending && remove.variables === entry.id}
                  onClick={() => remove.mutate(entry.id)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
        </QueryState>
      </div>
    </AdminSectionCard>
  );
}

function AddWatchedWordForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateWatchedWordRequest>({
    resolver: zodResolver(createWatchedWordSchema),
    defaultValues: { word: "", action: "hold" },
  });
  const add = handleSubmit(async (values) => {
    try {
      await call(watchedWordEndpoints.createWatchedWord, { body: values });
      reset({ word: "", action: values.action });
      await queryClient.invalidateQueries({ queryKey: watchedWordsKey });
      toast({ title: "Word added", variant: "success" });
    } catch (error) {
      const info = parseApiError(error);
      if (info.status === 400 || info.status === 409)
        setError("word", { message: info.message ?? "Not saved" });
      else showError(error);
    }
  });
  return (
    <form onSubmit={add} noValidate className="grid gap-3" aria-label="Add a watched word">
      <InputField
        id="watched-word"
        label="Word or phrase"
        error={errors.word?.message}
        autoComplete="off"
        {...register("word")}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">When it appears</legend>
        {ACTIONS.map((choice) => (
          <label key={choice.value} className="flex cursor-pointer items-start gap-3">
            <input
              type="radio"
              value={choice.value}
              className="mt-1 size-4 accent-primary"
              {...register("action")}
            />
            <span className="grid gap-0.5">
              <span className="font-medium">{choice.label}</span>
              <span className="text-sm text-muted-foreground">{choice.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <PendingButton
        type="submit"
        isPending={isSubmitting}
        pendingLabel="Adding..."
        className="justify-self-start"
      >
        Add word
      </PendingButton>
    </form>
  );
}
