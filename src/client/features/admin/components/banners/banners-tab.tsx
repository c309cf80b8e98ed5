/** Scaffold: replaced by the admin Banners tab. */
export function BannersTab() {
  return <h2 className="text-xl font-semibold">Banners</h2>;
}
