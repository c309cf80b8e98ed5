import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin, type ResolvedConfig } from "vite";
import { PRERENDERED_PAGES } from "../src/shared/app-paths.ts";

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * A step of the client build: after Vite writes dist/client, builds src/client/prerender.tsx for
 * Node, renders each page of PRERENDERED_PAGES to HTML and writes it into a copy of index.html
 * (dist/client/prerendered/*.html), so the first response already holds the page's text. The
 * scripts stay external files: the Content-Security-Policy still forbids inline scripts.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "netwise-prerender-pages",
    apply: (userConfig, { command }) => command === "build" && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const clientDir = config.build.outDir;
      // Inside the project, so the Node build's imports of react-dom and the rest resolve from node_modules,
      // and not inside node_modules, which git worktrees of one checkout may share.
      const serverDir = path.join(config.root, "dist", "prerender-build");
      try {
        await build({
          configFile: config.configFile,
          logLevel: "warn",
          build: {
            ssr: path.join(config.root, "src/client/prerender.tsx"),
            outDir: serverDir,
            emptyOutDir: true,
            manifest: false,
            copyPublicDir: false,
            rollupOptions: { output: { entryFileNames: "prerender.mjs" } },
          },
        });
        const { renderPage } = (await import(pathToFileURL(path.join(serverDir, "prerender.mjs")).href)) as {
          renderPage: (path: string) => Promise<string>;
        };
        const template = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
        if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
        for (const page of PRERENDERED_PAGES) {
          const html = await renderPage(page.path);
          const document = template
            .replace(ROOT_ELEMENT, `<div id="root">${html}</div>`)
            .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`);
          const target = path.join(clientDir, page.file);
          fs.mkdirSync(path.dirname(target), { recursive: true });
          fs.writeFileSync(target, document);
        }
        config.logger.info(`Prerendered ${PRERENDERED_PAGES.map((page) => page.path).join(", ")}`);
      } finally {
        fs.rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
