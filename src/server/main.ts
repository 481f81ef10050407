import { backfillSearchTokens } from "~/core/handlers/search-backfill";
import { createEmbeddedServer } from "./app";
import { createTokenVerifier } from "./auth/verify-token";
import { loadConfig, SINGLE_USER_NOTICE } from "./config";
import { createEmbeddedPorts } from "./ports";
import { ensureAdminAccount } from "~/firebase/seed/admin-account";
import { seedBulkApplications } from "./seed/bulk-applications";
import { seedDemoData } from "./seed/seed";

const log = (message: string) => console.log(message);

async function main(): Promise<void> {
  const config = loadConfig();
  const ports = createEmbeddedPorts(config, log);
  const tokens = createTokenVerifier({
    projectId: config.FIREBASE_PROJECT_ID,
    authEmulatorHost: config.FIREBASE_AUTH_EMULATOR_HOST,
  });

  if (config.SEED === "on") {
    const admin = await ensureAdminAccount({
      email: config.ADMIN_EMAIL,
      credentialsFile: config.adminCredentialsFile,
      projectId: config.FIREBASE_PROJECT_ID,
    });
    // Never the password: this output ends up in test and CI logs. `npm start` shows it on the terminal.
    if (admin.generated)
      log(`[seed] admin account created: ${admin.email} (password in ${config.ADMIN_CREDENTIALS_FILE})`);
    if (await seedDemoData({ dataDir: config.dataDir, documents: ports.documents, files: ports.files })) {
      log("[seed] demo creator applications, brand sign-ups and contact messages added");
    }
    const count = config.SEED_APPLICATIONS;
    if (await seedBulkApplications({ dataDir: config.dataDir, documents: ports.documents, count })) {
      log(`[seed] ${count} more creator applications added (SEED_APPLICATIONS)`);
    }
  }
  // Documents from before search tokens (and the demo data) get theirs once.
  const backfilled = await backfillSearchTokens(ports.documents);
  if (backfilled > 0) log(`[search] search tokens added to ${backfilled} documents`);

  const app = createEmbeddedServer({
    ports,
    tokens,
    dataDir: config.dataDir,
    staticDir: config.staticDir,
    rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
    authEmulatorHost: config.FIREBASE_AUTH_EMULATOR_HOST,
    maxConnectionsPerClient: config.MAX_CONNECTIONS_PER_CLIENT,
    maxConnections: config.MAX_CONNECTIONS,
    allowedHosts: config.ALLOWED_HOSTS,
    log,
  });
  if (config.FIREBASE_AUTH_EMULATOR_HOST) log(`[server] ${SINGLE_USER_NOTICE}`);
  const address = await app.listen(config.PORT, config.HOST);
  log(
    `[server] embedded backend on http://${address.address}:${address.port}/${config.staticDir ? ` serving ${config.STATIC_DIR}` : ""}`,
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    ports.documents.close();
    await tokens.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
