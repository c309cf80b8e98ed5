// `npm run create-admin -- <email>`: makes or promotes the first admin of an install. Reads the same
// environment as the server (DATABASE_URL, else the embedded database in DATA_DIR) and applies pending
// migrations first. A server running on the embedded database holds it, so the command asks that server
// (through its socket in DATA_DIR) instead.
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { createAdmin, describeCreateAdmin } from "../modules/admin/create-admin";
import { createAdminThroughServer } from "../modules/admin/create-admin-socket";

async function run(): Promise<number> {
  const email = process.argv[2];
  if (!email || process.argv.length > 3) {
    console.error("Usage: npm run create-admin -- <email>");
    return 2;
  }
  const config = loadConfig();
  if (!config.databaseUrl) {
    const answer = await createAdminThroughServer(config.dataDir, email);
    if (answer && "error" in answer) throw new Error(answer.error);
    if (answer) {
      console.log(answer.message);
      return 0;
    }
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.whileStarting(() => database.migrate());
    console.log(describeCreateAdmin(await createAdmin(database.db, email)));
    return 0;
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`create-admin failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
