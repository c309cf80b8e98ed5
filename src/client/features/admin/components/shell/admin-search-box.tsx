import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";

type AdminSearchBoxProps = {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
};

/** A list's search box; the list filters on the server as the admin types. */
export function AdminSearchBox({ value, onChange, placeholder, label }: AdminSearchBoxProps) {
  return (
    <div className="relative w-full sm:max-w-sm">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        maxLength={100}
        className="pl-9"
      />
    </div>
  );
}
