import { afterEach, expect, it, vi } from "vitest";
import { ERROR_REPORT_PATH, type ErrorReportBatch } from "~/shared/error-report";
import { reportError, startErrorReports } from "../error-reports";

// The browser tests see each batch sent on its timer; the one sent as the page goes away leaves without the page's
// own headers (Chromium sends it on its own), so what it carries is checked here.
afterEach(() => vi.unstubAllGlobals());

it("sends what is queued as the page goes away, before its timer", async () => {
  const sendBeacon = vi.fn((_path: string, _body: Blob) => true);
  vi.stubGlobal("navigator", { sendBeacon });
  startErrorReports();
  reportError("error", new TypeError("left behind"));
  reportError("error", new TypeError("left behind"));
  dispatchEvent(new Event("pagehide"));
  expect(sendBeacon).toHaveBeenCalledTimes(1);
  const [path, body] = sendBeacon.mock.calls[0]!;
  expect(path).toBe(ERROR_REPORT_PATH);
  const batch = JSON.parse(await body.text()) as ErrorReportBatch;
  expect(batch.reports).toEqual([
    expect.objectContaining({ kind: "error", message: "TypeError: left behind", page: "/", count: 2 }),
  ]);
  // Nothing is left for the timer to send again.
  dispatchEvent(new Event("pagehide"));
  expect(sendBeacon).toHaveBeenCalledTimes(1);
});
