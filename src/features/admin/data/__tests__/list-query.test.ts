import { describe, expect, it } from "vitest";
import { listSearch, readListPosition } from "../list-query";

describe("list position in the address", () => {
  it("reads status, search and cursor, and the earlier pages' cursors from history state", () => {
    const position = readListPosition(
      new URLSearchParams("status=pending&q=maya&source=tiktok&campaign=launch&after=c2"),
      { previousCursors: ["", "c1"] },
    );
    expect(position).toEqual({
      status: "pending",
      search: "maya",
      source: "tiktok",
      campaign: "launch",
      portrait: false,
      cursor: "c2",
      previous: ["", "c1"],
    });
  });

  it("a first page has no earlier pages, whatever the state says; junk in the state is ignored", () => {
    expect(readListPosition(new URLSearchParams(""), { previousCursors: ["x"] }).previous).toEqual([]);
    expect(readListPosition(new URLSearchParams("after=c1"), { previousCursors: "nope" }).previous).toEqual([]);
    expect(readListPosition(new URLSearchParams("after=c1"), null)).toEqual({
      status: null,
      search: null,
      source: null,
      campaign: null,
      portrait: false,
      cursor: "c1",
      previous: [],
    });
  });

  it("writes only what is set, so a link to the list is short and stable", () => {
    expect(listSearch({ status: null, search: null, cursor: null })).toBe("");
    expect(listSearch({ status: null, search: null, source: "tiktok", campaign: "launch", cursor: null })).toBe(
      "?source=tiktok&campaign=launch",
    );
    expect(listSearch({ status: "approved_pro", search: "a b", cursor: null })).toBe("?status=approved_pro&q=a+b");
    expect(listSearch({ status: "pending", search: null, portrait: true, cursor: null })).toBe(
      "?status=pending&videos=portrait",
    );
    expect(readListPosition(new URLSearchParams("videos=portrait"), null).portrait).toBe(true);
    expect(
      readListPosition(new URLSearchParams(listSearch({ status: "pending", search: "é&x", cursor: "[1,2]" })), null),
    ).toMatchObject({ status: "pending", search: "é&x", cursor: "[1,2]" });
  });
});
