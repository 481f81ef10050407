import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_PATHS } from "@functions/firebase/http/api-functions";
import { FUNCTION_SECRETS } from "@functions/firebase/runtime/function-secrets";
import { filled, monitoringFiles } from "../monitoring.ts";

const files = monitoringFiles();
const runbook = readFileSync("docs/operations.md", "utf8");
/** The anchors GitHub gives the runbook's headings. */
const anchors = new Set(
  [...runbook.matchAll(/^#{2,3} (.+)$/gm)].map((match) =>
    match[1]!
      .toLowerCase()
      .replace(/[^\w\s-]/g, "")
      .trim()
      .replace(/\s/g, "-"),
  ),
);
const sectionOf = (text: string) => /docs\/operations\.md#([\w-]+)|operations\.md#([\w-]+)/.exec(text);
const queries = files.alerts.flatMap(({ body }) =>
  (body.conditions as Array<Record<string, { query?: string; filter?: string }>>).map(
    (condition) => condition.conditionPrometheusQueryLanguage?.query ?? condition.conditionThreshold?.filter ?? "",
  ),
);
/** Cloud Run names a 2nd-gen function's service after it, in lower case. */
const services = new Set(Object.keys(FUNCTION_SECRETS).map((name) => name.toLowerCase()));
const errorEvents = [
  ...readFileSync("functions/src/firebase/observability/error-log.ts", "utf8").matchAll(/"([a-z-]+)"/g),
].map((match) => match[1]);

describe("the committed monitoring (scripts/monitoring/)", () => {
  it("has the alerts the runbook answers: 5xx, sign-ups, applications, checkUpload, browsers, secrets, health", () => {
    expect(files.alerts.map(({ name }) => name)).toEqual([
      "application-success-rate.json",
      "check-upload-failures.json",
      "client-error-rate.json",
      "function-5xx-rate.json",
      "health-failing.json",
      "secret-rejected.json",
      "signup-success-rate.json",
    ]);
  });

  it("names, in every alert and the budget, a runbook section that exists", () => {
    const named = [
      ...files.alerts.map(({ name, body }) => [name, (body.documentation as { content: string }).content] as const),
      ["budget.json", String(files.budget.displayName)] as const,
    ];
    for (const [name, text] of named) {
      const section = sectionOf(text);
      expect(section, name).not.toBeNull();
      expect(anchors.has(section![1] ?? section![2]!), `${name}: #${section![1] ?? section![2]}`).toBe(true);
    }
  });

  it("counts only what exists: committed log-based metrics, deployed functions, events the functions log", () => {
    const metricNames = files.metrics.map(({ body }) => body.name);
    for (const query of queries) {
      for (const [, metric] of query.matchAll(/logging_googleapis_com:user_(\w+)/g))
        expect(metricNames).toContain(metric);
      for (const [, service] of query.matchAll(/service_name="(\w+)"/g)) expect(services).toContain(service);
    }
    for (const { body } of files.metrics) {
      const filter = String(body.filter);
      for (const [, service] of filter.matchAll(/service_name="(\w+)"/g)) expect(services).toContain(service);
      for (const [, event] of filter.matchAll(/jsonPayload\.event="([\w-]+)"/g)) expect(errorEvents).toContain(event);
    }
  });

  it("warns at 50, 90 and 100 % of the budget, and checks /api/health over HTTPS", () => {
    const rules = files.budget.thresholdRules as Array<{ thresholdPercent: number }>;
    expect(rules.map((rule) => rule.thresholdPercent)).toEqual([0.5, 0.9, 1]);
    expect(files.uptimeCheck).toMatchObject({ httpCheck: { path: API_PATHS.health, useSsl: true } });
  });

  it("leaves no placeholder once the apply script fills them in", () => {
    const values = {
      PROJECT: "p",
      SITE_HOST: "example.co.uk",
      UPTIME_CHECK_ID: "u",
      BUDGET_CURRENCY: "GBP",
      BUDGET_UNITS: "50",
      CHANNEL: "c",
    };
    const all = [files.uptimeCheck, files.budget, ...files.alerts.map(({ body }) => body)];
    for (const body of all) expect(JSON.stringify(filled(body, values))).not.toContain("${");
    expect(() => filled(files.uptimeCheck, {})).toThrow(/PROJECT/);
  });

  it("is applied with the one command the deploy guide gives", () => {
    expect(readFileSync("docs/deploy.md", "utf8")).toMatch(/node --import tsx scripts\/monitoring\.ts --project/);
  });
});
