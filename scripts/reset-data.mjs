#!/usr/bin/env node
// `npm run reset`: forgets what the local stack keeps in .data/ (the generated admin and inbox logins,
// the emulator projects it writes). The emulators' data lives in memory and is seeded at every start.
import { rmSync } from "node:fs";
import path from "node:path";
import { env } from "./env.ts";

const dataDir = path.resolve(env.DATA_DIR);
rmSync(dataDir, { recursive: true, force: true });
console.log(`Cleared ${dataDir}; the next start generates new admin and inbox logins.`);
