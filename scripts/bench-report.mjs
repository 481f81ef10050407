// The one report of `npm run bench`: bench/report.json holds a section per benchmark (lighthouse,
// signups, upload, admin, reliability), each with the date and load average of its own run;
// bench/report.md and bench/chart.svg are rendered from it. Each section script calls saveSection when
// it finishes, so a section run alone (`npm run bench -- signups`) replaces only its part of the report.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";

const JSON_FILE = "bench/report.json";
const MD_FILE = "bench/report.md";
const SVG_FILE = "bench/chart.svg";
export const SECTIONS = ["lighthouse", "signups", "upload", "admin", "reliability"];
const LIGHTHOUSE_TARGETS = { performance: 98, lcpMs: 1800, tbtMs: 50, cls: 0.02 };

/** The load average now (1 / 5 / 15 min), as a string for the report. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" / ");

async function readReport() {
  if (!existsSync(JSON_FILE)) return { sections: {} };
  const report = JSON.parse(await readFile(JSON_FILE, "utf8"));
  // The report of `npm run bench -- lighthouse` before the sections existed: lighthouse only.
  report.sections ??= report.lighthouse
    ? { lighthouse: { date: report.date, loadBefore: report.loadBefore, loadAfter: report.loadAfter } }
    : {};
  return report;
}

/**
 * Stores one section's figures (`data`, kept under `report[name]`) and when and under what load they
 * were measured (`meta`: date, loadBefore, loadAfter and anything the section's text needs), then
 * renders bench/report.md and bench/chart.svg from the whole report.
 */
export async function saveSection(name, data, meta) {
  if (!SECTIONS.includes(name)) throw new Error(`Unknown bench section: ${name}`);
  const report = await readReport();
  report[name] = data;
  report.sections[name] = meta;
  const dates = Object.values(report.sections)
    .map((section) => section.date)
    .filter(Boolean)
    .sort();
  report.date = dates.at(-1);
  const ordered = { date: report.date, sections: report.sections };
  for (const section of SECTIONS) if (report[section] !== undefined) ordered[section] = report[section];
  await mkdir("bench", { recursive: true });
  await writeFile(JSON_FILE, `${JSON.stringify(ordered, null, 2)}\n`);
  await writeFile(SVG_FILE, chart(ordered));
  await writeFile(MD_FILE, markdown(ordered));
  try {
    execFileSync("npx", ["prettier", "--write", MD_FILE, JSON_FILE], { stdio: "ignore" });
  } catch {
    // Formatting is cosmetic; the figures are written.
  }
}

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "–");
const when = (meta) =>
  meta?.date
    ? `Measured ${meta.date.slice(0, 16).replace("T", " ")} UTC; load average (1 / 5 / 15 min) ${meta.loadBefore} before, ${meta.loadAfter} after.`
    : "";

function lighthouseSection(report) {
  const results = report.lighthouse;
  const meta = report.sections.lighthouse ?? {};
  const pages = Object.keys(results);
  const meets = (r) =>
    r.performance >= LIGHTHOUSE_TARGETS.performance &&
    r.accessibility === 100 &&
    r.bestPractices === 100 &&
    r.seo === 100 &&
    r.lcpMs <= LIGHTHOUSE_TARGETS.lcpMs &&
    r.tbtMs <= LIGHTHOUSE_TARGETS.tbtMs &&
    r.cls <= LIGHTHOUSE_TARGETS.cls;
  const rows = pages.map((page) => {
    const r = results[page];
    const a = meta.anchor?.[page] ?? {};
    return `| ${page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${fixed(r.fcpMs)} | ${fixed(r.lcpMs)} | ${fixed(r.tbtMs)} | ${fixed(r.cls, 3)} | ${fixed(r.jsKB, 1)} | ${fixed(r.cssKB, 1)} | ${fixed(r.htmlKB, 1)} | ${r.renderBlocking ?? "–"} | ${meets(r) ? "yes" : "no"} | ${a.performance ?? "–"} | ${fixed(a.lcpMs)} | ${fixed(a.tbtMs)} |`;
  });
  const machine = meta.benchmarkIndex
    ? ` Lighthouse's benchmarkIndex of this machine in the run (median; higher is faster): ${meta.benchmarkIndex}; ${meta.browser ?? ""}.`
    : "";
  return `## Lighthouse

\`npm run bench -- lighthouse\` (scripts/bench-lighthouse.mjs): Lighthouse ${meta.lighthouseVersion ?? ""}, mobile
preset (simulated throttling: 150 ms RTT, 1.6 Mbps, 4x CPU slowdown), Debian's Chromium, the build of
\`npm run build:local\` served by the embedded backend on loopback; each figure is the median of ${meta.runs ?? 3} runs.
${when(meta)}${machine} TBT is main-thread time under a 4x slowdown, so it grows with the machine's other work and
with its speed that day; bytes do not. **The anchor** (scripts/bench-lighthouse-anchor.mjs), measured interleaved with
each page in the same run: the page's own prerendered HTML with every script taken out, served by a tiny node:http
server — what the machine gives the same page when no JavaScript runs ("no JS" columns).

Targets: performance ≥ ${LIGHTHOUSE_TARGETS.performance}, accessibility / best practices / SEO 100, LCP ≤ ${LIGHTHOUSE_TARGETS.lcpMs} ms,
TBT ≤ ${LIGHTHOUSE_TARGETS.tbtMs} ms, CLS ≤ ${LIGHTHOUSE_TARGETS.cls}. KB sent are compressed bytes on the wire (JS, CSS
files, HTML documents, which carry each page's CSS inline); "blocking" counts render-blocking requests.

| Page | Perf | A11y | BP | SEO | FCP ms | LCP ms | TBT ms | CLS | JS KB | CSS KB | HTML KB | blocking | targets | no JS: Perf | no JS: LCP ms | no JS: TBT ms |
| ---- | ---: | ---: | -: | --: | -----: | -----: | -----: | --: | ----: | -----: | ------: | -------: | ------- | ----------: | ------------: | ------------: |
${rows.join("\n")}
`;
}

function signupsSection(report) {
  const { endpoints, connections, durationS } = report.signups;
  const meta = report.sections.signups ?? {};
  const rows = [];
  for (const endpoint of endpoints) {
    for (const [scenario, label] of [
      ["repeated", "same payload"],
      ["unique", "new e-mail each"],
    ]) {
      const server = endpoint.server[scenario];
      const anchor = endpoint.anchor[scenario];
      rows.push(
        `| ${endpoint.name} | ${label} | ${fixed(server.rps)} | ${fixed(anchor.rps)} | ${fixed(server.rps / anchor.rps, 2)}× | ${fixed(server.p50, 1)} / ${fixed(server.p99, 1)} | ${fixed(anchor.p50, 1)} / ${fixed(anchor.p99, 1)} | ${server.errors + server.non2xx} / ${anchor.errors + anchor.non2xx} |`,
      );
    }
  }
  return `## Sign-ups under load, side by side with the anchor

\`npm run bench -- signups\` (scripts/bench-signups.mjs): autocannon, ${connections} connections, ${durationS} s per
scenario, against the embedded server (the real endpoint: validation, the human-check step, consent records, the
search index) and, in the same run, the anchor (scripts/bench-signups-anchor.mjs): \`node:http\` + better-sqlite3 doing
one durable upsert of the body keyed by e-mail (WAL, \`synchronous=FULL\`) and nothing else. The ratio is the figure.
${when(meta)}

| Endpoint | Scenario | server req/s | anchor req/s | ratio | server p50 / p99 ms | anchor p50 / p99 ms | errors + non-2xx (server / anchor) |
| -------- | -------- | -----------: | -----------: | ----: | ------------------: | ------------------: | ---------------------------------: |
${rows.join("\n")}
`;
}

function uploadSection(report) {
  const u = report.upload;
  const meta = report.sections.upload ?? {};
  const trials = u.trials ?? 1;
  const rows = u.paths.map(
    (p) =>
      `| ${p.name} | ${fixed(p.mibPerS)} | ${(p.allMibPerS ?? [p.mibPerS]).map((v) => fixed(v)).join(" / ")} | ${fixed(p.rssBefore)} | ${fixed(p.peak)} | ${fixed(p.peak - p.rssBefore)} | ${fixed(p.rssAfter)} | ${p.patches ?? "–"} |`,
  );
  return `## 1 GiB upload: real Chromium vs a raw PUT

\`npm run bench -- upload\` (scripts/bench-upload.mjs): a ${fixed(u.sizeMiB)} MiB MP4 chosen on /creator-signup in Chromium
(the site's own upload client: tus, chunks sized from the measured speed) to the embedded server, and, in the same
run, the same file over one plain loopback \`PUT\` streamed to disk by a tiny Node server, and sent by Chromium itself
as one \`fetch\` PUT to that tiny server (the browser's own ceiling over one connection)${
    u.browserParallelToRaw ? ", and as concurrent `fetch` PUTs of equal slices (its ceiling over several)" : ""
  }. Each path runs ${trials} times, interleaved, so
the machine's load moves them alike: speeds are medians, ratios the median of each trial's own ratio. Each phase
starts after a \`sync\` (no earlier phase's data still being written back to disk), and each upload is deleted once
measured, as the raw copy overwrites its one file (in this VM writing into freshly freed page cache is several times
faster than into fresh memory, so keeping the uploads skewed the comparison). Memory is
the server process's: VmRSS before, the peak during (VmHWM) and VmRSS 3 s after, from the trial that grew most;
the uploads go one after the other to the same server process, so a later one's "before" already holds what the
earlier ones left: growth is measured from there. ${when(meta)}

**Chromium / raw PUT throughput: ${fixed(u.browserToRaw, 2)}×**; the server's peak RSS growth during the upload:
${fixed(u.browserPeakGrowthMiB)} MiB (raw copy: ${fixed(u.rawPeakGrowthMiB)} MiB).${
    u.browserToBrowserRaw == null
      ? ""
      : ` Chromium's own PUT reaches ${fixed(u.browserRawToRaw, 2)}× of the raw PUT; the site's client reaches
**${fixed(u.browserToBrowserRaw, 2)}×** of Chromium's own PUT.`
  }${
    u.browserParallelToRaw
      ? ` Chromium's parallel PUTs reach ${Object.entries(u.browserParallelToRaw)
          .map(([streams, ratio]) => `${fixed(ratio, 2)}× (${streams} connections)`)
          .join(", ")} of the raw PUT.`
      : ""
  }

| Path | MiB/s (median) | each trial | RSS before MiB | peak MiB | growth MiB | RSS after MiB | requests |
| ---- | -------------: | ---------: | -------------: | -------: | ---------: | ------------: | -------: |
${rows.join("\n")}
`;
}

function adminSection(report) {
  const a = report.admin;
  const meta = report.sections.admin ?? {};
  const rows = a.widths.flatMap((w) => [
    `| ${w.width} px | first 50 rows, from the panel's frame | ${fixed(w.firstRows.median)} | ${fixed(w.firstRows.worst)} | 300 |`,
    `| ${w.width} px | first 50 rows, from navigation start | ${fixed(w.fromNavigation.median)} | ${fixed(w.fromNavigation.worst)} | – |`,
    `| ${w.width} px | next page (click → next 50 rows painted) | ${fixed(w.next.median)} | ${fixed(w.next.worst)} | 150 |`,
    `| ${w.width} px | previous page | ${fixed(w.previous.median)} | ${fixed(w.previous.worst)} | 150 |`,
  ]);
  return `## Admin review queue with ${a.applications} applications

\`npm run bench -- admin\` (scripts/bench-admin.mjs): its own stack, on a fresh data directory, served with
\`SEED_APPLICATIONS=5000\`, the admin signed in, /admin/applications in Debian's Chromium (no throttling),
${a.runs} runs each. ${when(meta)}

| Width | Measure | median ms | worst ms | target ms |
| ----- | ------- | --------: | -------: | --------: |
${rows.join("\n")}
`;
}

function reliabilitySection(report) {
  const r = report.reliability;
  const meta = report.sections.reliability ?? {};
  const concurrent = r.concurrent.map(
    (c) =>
      `| ${c.endpoint} | ${c.requests} over ${c.emails} e-mails | ${c.ok} | ${c.stored} | ${c.duplicates} | ${c.serverErrors} | ${c.otherStatuses || "–"} |`,
  );
  const malformed = r.malformed.map(
    (m) => `| ${m.endpoint} | ${m.payloads} | ${m.serverErrors} | ${m.statuses} | ${m.partialWrites} |`,
  );
  const kills = r.kills.map(
    (k, index) =>
      `| ${index + 1} | ${k.sent} | ${k.acknowledged} | ${k.killedAfterMs} | ${k.acknowledged - k.lost} | ${k.lost} |`,
  );
  return `## Reliability

\`npm run bench -- reliability\` (scripts/bench-reliability.mjs), against the embedded server in its own process
with its rate limits raised for the run. ${when(meta)}

**Concurrent sign-ups**: every request sent at once, each e-mail twice (different case and spaces on the
second). "Stored" counts the documents in the endpoint's collection afterwards; "duplicates" the e-mails
stored more than once.

| Endpoint | Requests | 200 | stored | duplicates | 5xx | other statuses |
| -------- | -------: | --: | -----: | ---------: | --: | -------------- |
${concurrent.join("\n")}

**Malformed payloads**: wrong types, missing and oversized fields, broken JSON, wrong content types, arrays,
deep nesting, bad e-mails, unknown fields, through every public endpoint. "Partial writes" counts documents
in any table that changed (every table of the store is compared before and after). The consent-link
endpoints (\`confirm-subscription\`, \`unsubscribe\`) answer 200 with an \`invalid\` outcome for any token they cannot
verify, by design (the page explains the outcome); they change nothing either.

| Endpoint | Payloads | 5xx | statuses | partial writes |
| -------- | -------: | --: | -------- | -------------: |
${malformed.join("\n")}

**kill -9 mid-burst** (×${r.kills.length}): ${r.killBurst} new sign-ups in flight, the server killed with SIGKILL after
the first acknowledgements, restarted on the same data, then every acknowledged (200) e-mail looked up.

| Run | sent | acknowledged (200) | kill sent after ms | acknowledged, found after restart | acknowledged writes lost |
| --: | ---: | -----------------: | --------------: | -------------------: | -----------------------: |
${kills.join("\n")}
`;
}

const RENDERERS = {
  lighthouse: lighthouseSection,
  signups: signupsSection,
  upload: uploadSection,
  admin: adminSection,
  reliability: reliabilitySection,
};

function markdown(report) {
  const present = SECTIONS.filter((name) => report[name] !== undefined);
  const missing = SECTIONS.filter((name) => report[name] === undefined);
  return `# Bench report

Written by \`npm run bench\` (scripts/bench.mjs; each section also runs alone: \`npm run bench -- <section>\`, and
replaces only its part) on a shared 2-core machine. Each comparison is measured side by side with its anchor in
the same run. Latest section: ${report.date?.slice(0, 16).replace("T", " ")} UTC.${missing.length ? ` Not measured in this report: ${missing.join(", ")}.` : ""}

![Lighthouse scores per page and sign-up latency percentiles, server vs anchor](chart.svg)

${present.map((name) => RENDERERS[name](report)).join("\n")}`;
}

const escape = (text) => String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** One SVG: Lighthouse scores per page (left) and sign-up latency p50 / p90 / p99, server vs anchor (right). */
function chart(report) {
  const width = 960;
  const height = 360;
  const parts = [];
  const text = (x, y, content, attrs = "") => parts.push(`<text x="${x}" y="${y}" ${attrs}>${escape(content)}</text>`);
  const colours = ["#1d4ed8", "#0f766e", "#b45309", "#7c3aed"];
  const panel = { top: 50, bottom: 300 };
  const plotHeight = panel.bottom - panel.top;

  text(20, 24, "Lighthouse mobile scores (median of runs)", 'font-size="15" font-weight="600"');
  if (report.lighthouse) {
    const pages = Object.keys(report.lighthouse);
    const metrics = [
      ["performance", "Perf"],
      ["accessibility", "A11y"],
      ["bestPractices", "BP"],
      ["seo", "SEO"],
    ];
    const left = 50;
    const span = 400;
    const group = span / pages.length;
    const bar = (group - 10) / metrics.length;
    const y = (score) => panel.bottom - (Math.max(score - 50, 0) / 50) * plotHeight;
    for (const score of [50, 75, 90, 100]) {
      parts.push(`<line x1="${left}" x2="${left + span}" y1="${y(score)}" y2="${y(score)}" stroke="#ddd"/>`);
      text(left - 6, y(score) + 4, score, 'font-size="11" text-anchor="end"');
    }
    pages.forEach((page, index) => {
      metrics.forEach(([key], m) => {
        const value = report.lighthouse[page][key];
        const x = left + index * group + 5 + m * bar;
        parts.push(
          `<rect x="${x.toFixed(1)}" y="${y(value).toFixed(1)}" width="${(bar - 1).toFixed(1)}" height="${(panel.bottom - y(value)).toFixed(1)}" fill="${colours[m]}"><title>${escape(`${page} ${key}: ${value}`)}</title></rect>`,
        );
      });
      text(
        left + index * group + group / 2,
        panel.bottom + (index % 2 ? 28 : 16),
        page,
        'font-size="10" text-anchor="middle"',
      );
    });
    metrics.forEach(([, label], m) => {
      parts.push(`<rect x="${left + m * 70}" y="${panel.bottom + 36}" width="12" height="12" fill="${colours[m]}"/>`);
      text(left + m * 70 + 16, panel.bottom + 46, label, 'font-size="11"');
    });
    text(left, 40, "axis starts at 50", 'font-size="10" fill="#555"');
  } else text(50, 80, "not measured", 'font-size="12"');

  const right = 540;
  text(right - 30, 24, "Sign-up latency, new e-mail each (ms)", 'font-size="15" font-weight="600"');
  if (report.signups) {
    const series = report.signups.endpoints.flatMap((endpoint) => [
      [`${endpoint.name}: server`, endpoint.server.unique],
      [`${endpoint.name}: anchor`, endpoint.anchor.unique],
    ]);
    const percentiles = ["p50", "p90", "p99"];
    const max = Math.max(...series.flatMap(([, s]) => percentiles.map((p) => s[p] ?? 0)), 1);
    const span = 380;
    const group = span / series.length;
    const bar = (group - 12) / percentiles.length;
    const y = (ms) => panel.bottom - (ms / max) * plotHeight;
    for (const fraction of [0, 0.5, 1]) {
      const value = max * fraction;
      parts.push(`<line x1="${right}" x2="${right + span}" y1="${y(value)}" y2="${y(value)}" stroke="#ddd"/>`);
      text(right - 6, y(value) + 4, value.toFixed(0), 'font-size="11" text-anchor="end"');
    }
    series.forEach(([label, s], index) => {
      percentiles.forEach((p, n) => {
        const value = s[p] ?? 0;
        const x = right + index * group + 6 + n * bar;
        parts.push(
          `<rect x="${x.toFixed(1)}" y="${y(value).toFixed(1)}" width="${(bar - 1).toFixed(1)}" height="${(panel.bottom - y(value)).toFixed(1)}" fill="${colours[n]}"><title>${escape(`${label} ${p}: ${value.toFixed(1)} ms`)}</title></rect>`,
        );
      });
      const [name, side] = label.split(": ");
      text(right + index * group + group / 2, panel.bottom + 14, name, 'font-size="10" text-anchor="middle"');
      text(right + index * group + group / 2, panel.bottom + 26, side, 'font-size="10" text-anchor="middle"');
    });
    percentiles.forEach((p, n) => {
      parts.push(`<rect x="${right + n * 60}" y="${panel.bottom + 34}" width="12" height="12" fill="${colours[n]}"/>`);
      text(right + n * 60 + 16, panel.bottom + 44, p, 'font-size="11"');
    });
  } else text(right, 80, "not measured", 'font-size="12"');

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="system-ui, sans-serif" role="img" aria-labelledby="chart-title">
<title id="chart-title">Lighthouse scores per page and sign-up latency percentiles, server vs anchor</title>
<rect width="100%" height="100%" fill="#fff"/>
${parts.join("\n")}
</svg>
`;
}
