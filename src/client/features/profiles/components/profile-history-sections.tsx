import type { Education, Experience } from "@shared/contracts/profile-history";
import type { PublicProfile } from "@shared/contracts/profiles";
import { Briefcase, GraduationCap, Pencil, Plus, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useDeleteHistoryEntry, useSaveHistoryEntry } from "../history-api";
import { type HistoryField, HistoryForm } from "./history-form";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2024-03" → "Mar 2024". */
export const monthLabel = (month: string) =>
  `${MONTHS[Number(month.slice(5, 7)) - 1] ?? ""} ${month.slice(0, 4)}`;

const EXPERIENCE_FIELDS: HistoryField[] = [
  { name: "title", label: "Title", required: true },
  { name: "company", label: "Company", required: true },
  { name: "location", label: "Location" },
  { name: "startMonth", label: "Start month", type: "month", required: true },
  { name: "endMonth", label: "End month", type: "month" },
  { name: "description", label: "Description", type: "textarea" },
];

const EDUCATION_FIELDS: HistoryField[] = [
  { name: "school", label: "School", required: true },
  { name: "degree", label: "Degree" },
  { name: "field", label: "Field of study" },
  { name: "startYear", label: "Start year", type: "number" },
  { name: "endYear", label: "End year (or expected)", type: "number" },
];

const text = (value: string | number | null | undefined) => (value == null ? "" : String(value));
const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);
const yearOrNull = (value: string | undefined) => (value?.trim() ? Number(value) : null);

function SectionCard({
  id,
  title,
  icon,
  action,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 text-lg font-semibold leading-tight">
          {icon}
          {title}
        </h2>
        {action}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

function EntryActions({
  label,
  onEdit,
  onDelete,
}: {
  label: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex shrink-0 gap-1">
      <Button variant="ghost" size="icon" aria-label={`Edit ${label}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Delete ${label}`} onClick={onDelete}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

/** "Add", "Edit" and "Delete" state of one section: which entry's form is open (null: none, 0: a new one). */
function useHistoryEditing(kind: "experience" | "education") {
  const [editing, setEditing] = useState<number | null>(null);
  const save = useSaveHistoryEntry(kind);
  const remove = useDeleteHistoryEntry(kind);
  const close = () => {
    setEditing(null);
    save.reset();
  };
  const deleteEntry = (id: number) =>
    remove.mutate(id, {
      onError: (error) =>
        toast({
          title: "Could not delete",
          description: parseApiError(error).message,
          variant: "destructive",
        }),
    });
  return { editing, setEditing, save, close, deleteEntry };
}

/** Experience: current roles first; the member adds and edits entries in place. */
export function ExperienceSection({
  profile,
  isOwnProfile,
}: {
  profile: PublicProfile;
  isOwnProfile: boolean;
}) {
  const { editing, setEditing, save, close, deleteEntry } = useHistoryEditing("experience");
  const form = (entry: Experience | null) => (
    <HistoryForm
      title={entry ? `Edit ${entry.title}` : "Add experience"}
      fields={EXPERIENCE_FIELDS}
      initial={{
        title: text(entry?.title),
        company: text(entry?.company),
        location: text(entry?.location),
        startMonth: text(entry?.startMonth),
        endMonth: text(entry?.endMonth),
        description: text(entry?.description),
      }}
      toggle={{
        label: "I currently work here",
        clears: "endMonth",
        initial: entry ? entry.isCurrent : false,
      }}
      isPending={save.isPending}
      error={save.error}
      onCancel={close}
      onSubmit={(values, isCurrent) =>
        save.mutate(
          {
            id: entry?.id ?? null,
            input: {
              title: values.title ?? "",
              company: values.company ?? "",
              location: orNull(values.location),
              startMonth: values.startMonth ?? "",
              endMonth: isCurrent ? null : orNull(values.endMonth),
              description: orNull(values.description),
            },
          },
          { onSuccess: close },
        )
      }
    />
  );
  if (profile.experience.length === 0 && !isOwnProfile) return null;
  return (
    <SectionCard
      id="experience-title"
      title="Experience"
      icon={<Briefcase aria-hidden="true" className="size-5 text-primary" />}
      action={
        isOwnProfile && editing === null ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(0)}>
            <Plus aria-hidden="true" />
            Add experience
          </Button>
        ) : null
      }
    >
      {editing === 0 ? form(null) : null}
      {profile.experience.length === 0 && editing !== 0 ? (
        <p className="text-sm text-muted-foreground">Add the roles you have held, newest first.</p>
      ) : null}
      <ul className="grid gap-4">
        {profile.experience.map((entry) => (
          <li key={entry.id} data-testid="experience-entry">
            {editing === entry.id ? (
              form(entry)
            ) : (
              <div className="flex items-start justify-between gap-3">
                <div className="grid gap-0.5">
                  <p className="font-semibold">{entry.title}</p>
                  <p>{entry.company}</p>
                  <p className="text-sm text-muted-foreground">
                    {monthLabel(entry.startMonth)} – {entry.endMonth ? monthLabel(entry.endMonth) : "Present"}
                    {entry.location ? ` · ${entry.location}` : ""}
                  </p>
                  {entry.description ? (
                    <p className="mt-1 whitespace-pre-line text-sm">{entry.description}</p>
                  ) : null}
                </div>
                {isOwnProfile && editing === null ? (
                  <EntryActions
                    label={`${entry.title} at ${entry.company}`}
                    onEdit={() => setEditing(entry.id)}
                    onDelete={() => deleteEntry(entry.id)}
                  />
                ) : null}
              </div>
            )}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

/** Education: schools, newest first; the member adds and edits entries in place. */
export function EducationSection({
  profile,
  isOwnProfile,
}: {
  profile: PublicProfile;
  isOwnProfile: boolean;
}) {
  const { editing, setEditing, save, close, deleteEntry } = useHistoryEditing("education");
  const form = (entry: Education | null) => (
    <HistoryForm
      title={entry ? `Edit ${entry.school}` : "Add education"}
      fields={EDUCATION_FIELDS}
      initial={{
        school: text(entry?.school),
        degree: text(entry?.degree),
        field: text(entry?.field),
        startYear: text(entry?.startYear),
        endYear: text(entry?.endYear),
      }}
      isPending={save.isPending}
      error={save.error}
      onCancel={close}
      onSubmit={(values) =>
        save.mutate(
          {
            id: entry?.id ?? null,
            input: {
              school: values.school ?? "",
              degree: orNull(values.degree),
              field: orNull(values.field),
              startYear: yearOrNull(values.startYear),
              endYear: yearOrNull(values.endYear),
            },
          },
          { onSuccess: close },
        )
      }
    />
  );
  if (profile.education.length === 0 && !isOwnProfile) return null;
  return (
    <SectionCard
      id="education-title"
      title="Education"
      icon={<GraduationCap aria-hidden="true" className="size-5 text-primary" />}
      action={
        isOwnProfile && editing === null ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(0)}>
            <Plus aria-hidden="true" />
            Add education
          </Button>
        ) : null
      }
    >
      {editing === 0 ? form(null) : null}
      {profile.education.length === 0 && editing !== 0 ? (
        <p className="text-sm text-muted-foreground">Add the schools you studied at.</p>
      ) : null}
      <ul className="grid gap-4">
        {profile.education.map((entry) => (
          <li key={entry.id} data-testid="education-entry">
            {editing === entry.id ? (
              form(entry)
            ) : (
              <div className="flex items-start justify-between gap-3">
                <div className="grid gap-0.5">
                  <p className="font-semibold">{entry.school}</p>
                  {entry.degree || entry.field ? (
                    <p>{[entry.degree, entry.field].filter(Boolean).join(", ")}</p>
                  ) : null}
                  {entry.startYear || entry.endYear ? (
                    <p className="text-sm text-muted-foreground">
                      {[entry.startYear, entry.endYear].filter((year) => year !== null).join(" – ")}
                    </p>
                  ) : null}
                </div>
                {isOwnProfile && editing === null ? (
                  <EntryActions
                    label={entry.school}
                    onEdit={() => setEditing(entry.id)}
                    onDelete={() => deleteEntry(entry.id)}
                  />
                ) : null}
              </div>
            )}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
