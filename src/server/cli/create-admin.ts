// `npm run create-admin -- <email>`: makes or promotes the first admin of an install. Reads the same
// environment as the server (DATABASE_URL, else the embedded database in DATA_DIR, which the server
// must not be running on at the same time) and applies pending migrations first.
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { createAdmin, describeCreateAdmin } from "../modules/admin/create-admin";

async function run(): Promise<number> {
  const email = process.argv[2];
  if (!email || process.argv.length > 3) {
    console.error("Usage: npm run create-admin -- <email>");
    return 2;
  }
  const config = loadConfig();
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
