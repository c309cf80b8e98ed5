/** Scaffold: replaced by the admin Business Management tab. */
export function BusinessesTab() {
  return <h2 className="text-xl font-semibold">Business Management</h2>;
}
