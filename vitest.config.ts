import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@shared": path.resolve("src/shared"),
  "@": path.resolve("src/client"),
};

const apiProject = (name: string, database: "pglite" | "postgres") => ({
  resolve: { alias },
  test: {
    name,
    include: ["src/server/**/*.test.ts"],
    environment: "node",
    env: { NETWISE_TEST_DB: database },
    isolate: false,
    globalSetup: ["src/server/test/database-template.global.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

/** API tests run on embedded PGlite, and again on a PostgreSQL server when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["src/shared/**/*.test.ts", "src/client/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      apiProject("api-pglite", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [apiProject("api-postgres", "postgres")] : []),
    ],
  },
});
