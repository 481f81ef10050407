import { describe, expect, it } from "vitest";
import {
  approvalSummary,
  formatBytes,
  formatUkDateTime,
  isVideoAddress,
  nicheList,
  safeFileUrl,
  safeWebUrl,
  uploadedFileOf,
} from "../format";
import { nextPendingAfter } from "../next-pending";

describe("applicant addresses", () => {
  it("links only http(s) addresses", () => {
    expect(safeWebUrl("https://maya.example/work")).toBe("https://maya.example/work");
    expect(safeWebUrl("http://maya.example")).toBe("http://maya.example/");
    for (const unsafe of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "@maya",
      "maya.example",
      "",
    ]) {
      expect(safeWebUrl(unsafe)).toBeNull();
    }
  });

  it("plays files from this site or http(s), never a script address", () => {
    expect(safeFileUrl("/files/creator-uploads/u1/1-clip.mp4")).toBe("/files/creator-uploads/u1/1-clip.mp4");
    expect(safeFileUrl("//evil.example/clip.mp4")).toBeNull();
    expect(safeFileUrl("javascript:alert(1)//.mp4")).toBeNull();
  });

  it("treats .mp4 and .mov addresses as video, in any case and before a query", () => {
    expect(isVideoAddress("/files/a/clip.MP4")).toBe(true);
    expect(isVideoAddress("https://cdn.example/clip.mov?token=1")).toBe(true);
    expect(isVideoAddress("https://cdn.example/clip.mp4.txt")).toBe(false);
    expect(isVideoAddress("https://cdn.example/clip.webm")).toBe(false);
  });

  it("reads older entries that are plain address strings", () => {
    expect(uploadedFileOf("https://cdn.example/creator-uploads/17-my%20clip.mov")).toEqual({
      name: "17-my clip.mov",
      url: "https://cdn.example/creator-uploads/17-my%20clip.mov",
    });
    const stored = { name: "a.mp4", url: "/files/a.mp4", size: 10 };
    expect(uploadedFileOf(stored)).toBe(stored);
  });
});

describe("what the detail shows", () => {
  it("dates in UK form and time", () => {
    expect(formatUkDateTime("2026-03-05T14:03:00.000Z")).toBe("5 March 2026 at 14:03");
    // British Summer Time: UTC+1.
    expect(formatUkDateTime("2026-07-01T08:30:00.000Z")).toBe("1 July 2026 at 09:30");
    expect(formatUkDateTime("not a date")).toBe("Unknown");
  });

  it("niches as typed, each once", () => {
    expect(nicheList(" Beauty, skincare ,, Food, beauty ")).toEqual(["Beauty", "skincare", "Food"]);
  });

  it("sizes", () => {
    expect(formatBytes(512)).toBe("512 bytes");
    expect(formatBytes(5 * 1024 * 1024)).toBe("5.0 MB");
    expect(formatBytes(1_073_741_824)).toBe("1.0 GB");
  });
});

describe("the next pending application after a decision", () => {
  const items = [
    { id: "a", status: "pending" as const },
    { id: "b", status: "approved_pro" as const },
    { id: "c", status: "pending" as const },
    { id: "d", status: "pending" as const },
  ];

  it("is the next pending one below, else the nearest above, else none", () => {
    expect(nextPendingAfter(items, "a")).toBe("c");
    expect(nextPendingAfter(items, "c")).toBe("d");
    expect(nextPendingAfter(items, "d")).toBe("c");
    expect(nextPendingAfter([{ id: "a", status: "pending" }], "a")).toBeNull();
    expect(nextPendingAfter(items, "gone")).toBe("a");
  });

  it("skips applications already decided that the list still shows as pending", () => {
    expect(nextPendingAfter(items, "a", new Set(["c"]))).toBe("d");
    expect(nextPendingAfter(items, "d", new Set(["a", "c"]))).toBeNull();
  });
});

describe("how an application was approved", () => {
  it("names the tier, when, by whom and whether the e-mail went", () => {
    expect(
      approvalSummary("pro", {
        approvedAt: "2026-03-05T14:03:00.000Z",
        approvedByEmail: "admin@example.com",
        approvalEmailSent: false,
      }),
    ).toBe("As Pro on 5 March 2026 at 14:03 by admin@example.com; e-mail sent: No");
  });

  it("leaves out what was not recorded", () => {
    expect(approvalSummary("rising_star", {})).toBe("As Rising Star");
    expect(approvalSummary("rising_star", { approvedByEmail: null, approvalEmailSent: true })).toBe(
      "As Rising Star; e-mail sent: Yes",
    );
  });
});
