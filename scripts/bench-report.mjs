// The one report of `npm run bench`: bench/report.json holds a section per benchmark (signups, upload,
// firestore-ops, lighthouse), each with the date and load average of its own run;
// bench/report.md and bench/chart.svg are rendered from it. Each section script calls saveSection when
// it finishes, so a section run alone (`npm run bench -- signups`) replaces only its part of the report.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";

const JSON_FILE = "bench/report.json";
const MD_FILE = "bench/report.md";
const SVG_FILE = "bench/chart.svg";
export const SECTIONS = ["signups", "upload", "firestore-ops", "lighthouse"];

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
  // Sections the bench does not run leave the report.
  for (const old of Object.keys(report.sections)) if (!SECTIONS.includes(old)) delete report.sections[old];
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

const ratio = (value, anchor) =>
  Number.isFinite(value) && Number.isFinite(anchor) && anchor > 0 ? value / anchor : NaN;
const times = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : "–");

function signupsSection(report) {
  const { endpoints, connections, durationS, warmupS } = report.signups;
  const meta = report.sections.signups ?? {};
  const rows = endpoints.map(({ name, server: s, anchor: a }) => {
    const percentiles = (r) => `${fixed(r.p50)} / ${fixed(r.p90)} / ${fixed(r.p99)}`;
    const halves = (r) => (r.halves ? ` (${r.halves.map((v) => fixed(v)).join(", ")})` : "");
    return `| ${name} | **${times(ratio(s.rps, a.rps))}** | ${times(ratio(s.p50, a.p50))} | ${fixed(s.rps)}${halves(s)} | ${fixed(a.rps)}${halves(a)} | ${percentiles(s)} | ${percentiles(a)} | ${s.errors + s.non2xx} / ${a.errors + a.non2xx} |`;
  });
  return `## Sign-ups through the Functions emulator, beside a one-write function

\`npm run bench -- signups\` (scripts/bench-signups.mjs, scripts/bench-stack.mjs): autocannon, ${connections} connections,
${durationS} s a side after ${warmupS ?? "a"} s of warm-up a side that ends as the measured minute begins, measured in halves in the
order sign-up, anchor, anchor, sign-up and pooled, a new e-mail each request, through the Hosting emulator's rewrite to the site's real
\`subscribeToWaitlist\` (App Check and human check in emulator mode, rate limit per client, the core handler, Firestore
on Google's Firestore emulator) and, in the same emulators and the same run, to the anchor
\`benchAnchorWrite\`: a minimal HTTP function of the bench's own codebase doing one Firestore write of the same body.
Each request comes from its own client address (X-Forwarded-For, as Google's front end appends it). ${when(meta)}

| Endpoint | throughput, sign-up ÷ anchor | p50, sign-up ÷ anchor | sign-up req/s (halves) | anchor req/s (halves) | sign-up p50 / p90 / p99 ms | anchor p50 / p90 / p99 ms | errors + non-2xx (sign-up / anchor) |
| -------- | ---------------------------: | --------------------: | ---------------------: | --------------------: | -------------------------: | ------------------------: | ----------------------------------: |
${rows.join("\n")}
${burstRows(report.signups.burst)}`;
}

/** The launch burst after the measurements: distinct brand sign-ups, many at a time. */
function burstRows(burst) {
  if (!burst) return "";
  return `
Then a launch burst: ${burst.requests} distinct brand sign-ups, ${burst.connections} at a time, each from its own address.

| Burst | concurrency | 2xx | 4xx | 5xx | errors | p50 / p99 ms |
| ----- | ----------: | --: | --: | --: | -----: | -----------: |
| ${burst.requests} brand sign-ups | ${burst.connections} | ${burst.status2xx} | ${burst.status4xx} | **${burst.status5xx}** | ${burst.errors} | ${fixed(burst.p50)} / ${fixed(burst.p99)} |
`;
}

function uploadSection(report) {
  const u = report.upload;
  const meta = report.sections.upload ?? {};
  const rows = u.paths.map(
    (p) =>
      `| ${p.name} | **${times(p.ratioToRaw)}** | ${fixed(p.mibPerS)} | ${p.allMibPerS.map((v) => fixed(v)).join(" / ")} | ${p.requests ?? "–"} | ${p.refused ?? "–"} | ${fixed(p.peakGrowthMiB)} |`,
  );
  return `## ${u.sizeMiB >= 1024 ? `${fixed(u.sizeMiB / 1024)} GiB` : `${fixed(u.sizeMiB)} MiB`} upload from Chromium to the Storage emulator

\`npm run bench -- upload\` (scripts/bench-upload.mjs; \`BENCH_UPLOAD_MIB\`, default 1024): one MP4 of ${fixed(u.sizeMiB)} MiB sent
from Debian's Chromium (Playwright) to firebase-tools' Storage emulator of the bench project, three ways, interleaved
${u.trials} times so the machine's load moves them alike: chosen on /creator-signup of the emulator build (the site's own
Firebase upload client, src/lib/backend/firebase/uploads.ts: Storage's resumable protocol over XHR, chunks sized from the
measured speed), the Firebase JS SDK's own \`uploadBytesResumable\` from a page of the same origin, and the anchor: raw requests carrying every byte to the same emulator (a resumable session opened, then the file in
128 MiB requests, the last one \`upload, finalize\`: the emulator reads each request's body whole and refuses one over
130 MB). Times run from the file's choice to the upload's end, by the page's clock; speeds are
medians, ratios the median of each trial's own ratio to the raw request. "Emulator growth" is the peak resident memory
(VmHWM) of the emulator process over its resident memory before, for the trial that grew most. ${when(meta)}

| Path | speed ÷ raw requests | MiB/s (median) | each trial | upload requests | refused (most in a trial) | emulator growth MiB |
| ---- | -------------------: | -------------: | ---------: | --------------: | ------------------------: | ------------------: |
${rows.join("\n")}
`;
}

function firestoreOpsSection(report) {
  const f = report["firestore-ops"];
  const meta = report.sections["firestore-ops"] ?? {};
  const rows = f.operations.map(
    (o) =>
      `| ${o.name} | **${times(ratio(o.reads + o.writes, o.floor.reads + o.floor.writes))}** | ${o.reads} | ${o.writes} | ${o.floor.reads} / ${o.floor.writes} | ${o.budget.reads} / ${o.budget.writes} | ${o.reads <= o.budget.reads && o.writes <= o.budget.writes ? "yes" : "**no**"} | ${o.how} |`,
  );
  return `## Firestore reads and writes per operation

\`npm run bench -- firestore-ops\` runs \`functions/src/firebase/__tests__/firestore-operations.emulator.test.ts\` (also part of the
Firebase vitest project, where it fails when an operation's count grows over its budget in budgets.json,
\`firestoreOperations\`) on Google's Firestore emulator and reports what it counted. Counted at the Firestore clients
the code uses: on the server, firebase-admin's document, query, aggregate and transaction calls (what the functions'
FirestoreDocumentStore and file claims send); in the admin's browser, the web SDK's reads (\`getDocsFromServer\`,
\`getDocFromServer\`, \`getCountFromServer\`, a listener's first snapshot). A query is billed one read per document it
answers (one when it answers none), an aggregate count one read per 1,000 index entries. The anchor is the floor: what the
operation must cost at least (what it stores, the rows it shows, one count per figure on screen). ${when(meta)}

| Operation | (reads + writes) ÷ floor | reads | writes | floor (reads / writes) | budget (reads / writes) | within budget | what runs |
| --------- | -----------------------: | ----: | -----: | ---------------------: | ----------------------: | ------------- | --------- |
${rows.join("\n")}
`;
}

function lighthouseSection(report) {
  const results = report.lighthouse;
  const meta = report.sections.lighthouse ?? {};
  const rows = Object.keys(results).map((page) => {
    const r = results[page];
    const a = meta.anchor?.[page] ?? {};
    const added = r.tbtMs - a.tbtMs;
    return `| ${page} | **${added >= 0 ? "+" : ""}${fixed(added)}** | ${r.performance} | ${a.performance ?? "–"} | ${times(ratio(r.lcpMs, a.lcpMs))} | ${fixed(r.tbtMs)} | ${fixed(a.tbtMs)} | ${r.inpMs === undefined ? "–" : fixed(r.inpMs)} | ${a.inpMs === undefined ? "–" : fixed(a.inpMs)} | ${fixed(r.lcpMs)} | ${fixed(a.lcpMs)} | ${fixed(r.cls, 3)} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${fixed(r.jsKB, 1)} | ${fixed(r.htmlKB, 1)} |`;
  });
  const machine = meta.benchmarkIndex
    ? ` Lighthouse's benchmarkIndex of this machine in the run (median; higher is faster): ${meta.benchmarkIndex}; ${meta.browser ?? ""}.`
    : "";
  return `## Lighthouse on the emulator build, beside each page without its scripts

\`npm run bench -- lighthouse\` (scripts/bench-lighthouse.mjs): Lighthouse ${meta.lighthouseVersion ?? ""}, mobile preset
(simulated throttling: 150 ms RTT, 1.6 Mbps, 4x CPU slowdown), Debian's Chromium, the build of
\`npm run build:firebase-emulated\` (build-firebase/client) served by the Hosting emulator with firebase.json's headers
and rewrites, as production serves it. **The anchor**, measured interleaved with each page by the same Hosting emulator:
the page's own prerendered HTML with every script and module preload taken out (served under /__bench-anchor/…), what
the machine gives the same page when no JavaScript runs. Each figure is the median of ${meta.runs ?? 3} runs. TBT is
main-thread time under a 4x slowdown, so it grows with the machine's other work; the headline column, "TBT added", is
the page's TBT less its anchor's (the target: at most +50 ms). "Longest interaction" is the longest event-to-paint delay
(Event Timing, what INP reports) of a phone visitor's first interactions on the cold page at a 4x CPU slowdown: the menu
on every page, then an FAQ, the credit slider, the tabs or typing into the form (scripts/interaction-latency.ts; delays
under 16 ms are not reported by the browser, except the first input's; taps go through the touchscreen, so none of
Playwright's own checks run in the page during the delay); "no-JS longest interaction" is the same for the anchor, on
the interactions a page without scripts answers (an FAQ, typing into the form): what the page's own style, layout and
paint cost. JS KB is what the page transferred while Lighthouse watched it load, with no interaction. ${when(meta)}${machine}

| Page | TBT added ms | Perf | no-JS Perf | LCP ÷ no-JS LCP | TBT ms | no-JS TBT ms | Longest interaction ms | no-JS longest interaction ms | LCP ms | no-JS LCP ms | CLS | A11y | BP | SEO | JS KB | HTML KB |
| ---- | -----------: | ---: | ---------: | --------------: | -----: | -----------: | ---------------------: | ---------------------------: | -----: | -----------: | --: | ---: | -: | --: | ----: | ------: |
${rows.join("\n")}
`;
}

const RENDERERS = {
  signups: signupsSection,
  upload: uploadSection,
  "firestore-ops": firestoreOpsSection,
  lighthouse: lighthouseSection,
};

function markdown(report) {
  const present = SECTIONS.filter((name) => report[name] !== undefined);
  const missing = SECTIONS.filter((name) => report[name] === undefined);
  return `# Bench report

Written by \`npm run bench\` (scripts/bench.mjs; each section also runs alone: \`npm run bench -- <section>\`, and
replaces only its part) on a shared 2-core machine, against production's path: the Firebase emulators. Each figure
in bold compares with an anchor measured in the same run (a ratio; for Lighthouse, the difference in TBT). Latest section: ${report.date?.slice(0, 16).replace("T", " ")} UTC.${missing.length ? ` Not measured in this report: ${missing.join(", ")}.` : ""}

![Lighthouse scores per page and sign-up latency percentiles, sign-up vs anchor function](chart.svg)

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
  text(right - 30, 24, "Sign-up latency on the emulators (ms)", 'font-size="15" font-weight="600"');
  if (report.signups) {
    const series = report.signups.endpoints.flatMap((endpoint) => [
      [`${endpoint.name}: sign-up`, endpoint.server],
      [`${endpoint.name}: anchor`, endpoint.anchor],
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
<title id="chart-title">Lighthouse scores per page and sign-up latency percentiles, sign-up vs anchor function</title>
<rect width="100%" height="100%" fill="#fff"/>
${parts.join("\n")}
</svg>
`;
}
