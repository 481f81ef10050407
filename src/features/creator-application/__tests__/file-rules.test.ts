import { describe, expect, it } from "vitest";
import { checkSelection } from "../file-rules";

/** A File that reports `size` without holding the bytes (a 1 GB buffer has no place in a unit test). */
function fakeFile(name: string, type: string, size = 1_000): File {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

const mp4 = (name = "clip.mp4", size?: number) => fakeFile(name, "video/mp4", size);

describe("file selection rules (product.md §P4.4.2)", () => {
  it("accepts MP4 and MOV files", () => {
    const files = [mp4(), fakeFile("b.mov", "video/quicktime")];
    expect(checkSelection(files, 0)).toEqual({ accepted: files, refusals: [] });
  });

  it("counts the files already selected: 3 in total pass, a 4th refuses the whole selection", () => {
    expect(checkSelection([mp4("a.mp4"), mp4("b.mp4")], 1).accepted).toHaveLength(2);
    expect(checkSelection([mp4("a.mp4"), mp4("b.mp4")], 2)).toEqual({
      accepted: [],
      refusals: ["You can only upload up to 3 files total. You currently have 2 files selected."],
    });
    expect(checkSelection([mp4("a.mp4"), mp4("b.mp4"), mp4("c.mp4"), mp4("d.mp4")], 0)).toEqual({
      accepted: [],
      refusals: ["You can only upload up to 3 files total. You currently have 0 files selected."],
    });
    expect(checkSelection([mp4()], 3).refusals).toEqual([
      "You can only upload up to 3 files total. You currently have 3 files selected.",
    ]);
  });

  it("refuses other types by name and keeps the rest of the selection", () => {
    const avi = fakeFile("holiday.avi", "video/x-msvideo");
    const text = fakeFile("notes.txt", "text/plain");
    const good = mp4();
    expect(checkSelection([avi, good, text], 0)).toEqual({
      accepted: [good],
      refusals: ["holiday.avi is not a supported file type.", "notes.txt is not a supported file type."],
    });
  });

  it("takes an untyped file by its .mp4 or .mov extension (the server checks its bytes)", () => {
    const untyped = fakeFile("FROM-PHONE.MOV", "");
    expect(checkSelection([untyped], 0).accepted).toEqual([untyped]);
    expect(checkSelection([fakeFile("clip.mkv", "")], 0).refusals).toEqual(["clip.mkv is not a supported file type."]);
    // A declared type that is not a video wins over the name.
    expect(checkSelection([fakeFile("clip.mp4", "text/plain")], 0).refusals).toEqual([
      "clip.mp4 is not a supported file type.",
    ]);
  });

  it("allows exactly 1073741824 bytes and refuses 1073741825", () => {
    const atLimit = mp4("limit.mp4", 1_073_741_824);
    expect(checkSelection([atLimit], 0)).toEqual({ accepted: [atLimit], refusals: [] });
    expect(checkSelection([mp4("over.mp4", 1_073_741_825)], 0)).toEqual({
      accepted: [],
      refusals: ["over.mp4 is too large (max 1GB)."],
    });
  });
});
