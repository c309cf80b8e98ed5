// Applies the saved or system colour theme before the first paint (no flash of the wrong theme).
// A file rather than an inline script, so a strict Content-Security-Policy can forbid inline scripts.
(() => {
  try {
    const saved = localStorage.getItem("netwise-theme");
    const prefersDark = window.matchMedia("(prefers-color-scheme: dark)").matches;
    const isDark = saved === "dark" || ((saved === null || saved === "system") && prefersDark);
    document.documentElement.classList.toggle("dark", isDark);
  } catch {
    // Storage may be unavailable (private mode); the light theme is the fallback.
  }
})();
