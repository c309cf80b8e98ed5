import { useState } from "react";
import { useDebouncedValue } from "@/lib/use-debounced-value";

/** The search box text of an admin list, and its trimmed, debounced value for the query. */
export function useAdminSearch() {
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search.trim());
  return { search, setSearch, debounced };
}
