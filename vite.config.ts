import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { prerenderPages } from "./scripts/prerender-plugin.ts";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const apiTarget = "http://127.0.0.1:5000";

export default defineConfig({
  root: fromRoot("./"),
  publicDir: fromRoot("./public"),
  plugins: [react(), tailwindcss(), prerenderPages()],
  resolve: {
    alias: {
      "@shared": fromRoot("./src/shared"),
      "@": fromRoot("./src/client"),
    },
  },
  build: {
    outDir: fromRoot("./dist/client"),
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    target: "es2022",
  },
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/healthz": { target: apiTarget, changeOrigin: false },
    },
  },
});
