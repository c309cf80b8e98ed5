import "./styles.css";
import { createRoot, hydrateRoot } from "react-dom/client";
import { markPrerendered } from "@/lib/prerendered";
import { watchSystemTheme } from "@/lib/theme";
import { App } from "./app";
import { preloadPrerenderedPage } from "./routes";

watchSystemTheme();

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

// Pages prerendered at build time (landing, legal, about, 404) arrive with their HTML: hydrate it.
if (container.firstElementChild) {
  markPrerendered();
  // A failed chunk fetch still hydrates: the page's error boundary then offers a reload.
  void preloadPrerenderedPage(window.location.pathname)
    .catch(() => undefined)
    .then(() => hydrateRoot(container, <App />));
} else {
  createRoot(container).render(<App />);
}
