#!/usr/bin/env node
// The anchor of `npm run bench -- signups`: the least a durable sign-up can cost here. node:http
// and better-sqlite3 in WAL mode with synchronous=FULL (as the embedded server), one upsert of
// the JSON body keyed by e-mail per request, nothing else (no validation, no index, no routing).
import http from "node:http";
import Database from "better-sqlite3";

const db = new Database(process.env.DB ?? "anchor.sqlite");
db.pragma("journal_mode = WAL");
db.pragma("synchronous = FULL");
db.exec("CREATE TABLE IF NOT EXISTS signups (email TEXT PRIMARY KEY, data TEXT NOT NULL) WITHOUT ROWID");
const upsert = db.prepare(
  "INSERT INTO signups (email, data) VALUES (?, ?) ON CONFLICT (email) DO UPDATE SET data = excluded.data",
);

const server = http.createServer((req, res) => {
  let body = "";
  req.setEncoding("utf8");
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    const data = JSON.parse(body);
    upsert.run(String(data.email).toLowerCase(), body);
    res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  });
});
server.listen(0, "127.0.0.1", () => console.log(`anchor on http://127.0.0.1:${server.address().port}/`));
process.on("SIGTERM", () => {
  server.close();
  db.close();
  process.exit(0);
});
