#!/usr/bin/env node
// `npm run reset`: forgets all local data (documents, uploads, the admin password).
// The next `npm start` seeds the admin account and demo data again.
import { rmSync } from "node:fs";
import path from "node:path";

const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
rmSync(dataDir, { recursive: true, force: true });
console.log(`Cleared ${dataDir}; the next start seeds the admin account and demo data again.`);
