/** Scaffold: replaced by the admin Settings tab. */
export function SettingsTab() {
  return <h2 className="text-xl font-semibold">Settings</h2>;
}
