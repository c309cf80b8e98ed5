import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

const ALL = "__all__";

type DirectoryFilterSelectProps = {
  id: string;
  label: string;
  /** The chosen value; "" is all of them. */
  value: string;
  allLabel: string;
  options: readonly string[];
  onChange: (value: string) => void;
};

/** A filter of the directory: one of its values, or all of them (""). */
export function DirectoryFilterSelect({
  id,
  label,
  value,
  allLabel,
  options,
  onChange,
}: DirectoryFilterSelectProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value || ALL} onValueChange={(next) => onChange(next === ALL ? "" : next)}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {option}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
