import { uploadFileName } from "~/shared/upload-names";
import { buildUploadPath, parseUploadPath, parseUploadReference, sanitiseFileName } from "../upload-paths";

describe("sanitiseFileName", () => {
  it.each([
    ["holiday clip.mp4", "holiday clip.mp4"],
    ["../../etc/passwd", "passwd"],
    ["..\\..\\boot.ini", "boot.ini"],
    ["a\u0000b\nc.mov", "a_b_c.mov"],
    ["..hidden..mp4", "hidden.mp4"],
    ["émoji 🎬.mp4", "emoji _.mp4"],
    ["///", "file"],
  ])("%j → %j", (input, expected) => {
    expect(sanitiseFileName(input)).toBe(expected);
  });

  it("caps the length and keeps the extension", () => {
    const safe = sanitiseFileName(`${"x".repeat(300)}.mp4`);
    expect(safe).toHaveLength(100);
    expect(safe.endsWith(".mp4")).toBe(true);
  });

  it("never cuts a long name into one the bucket refuses ('..' before the extension, or a trailing dot)", () => {
    // storage.rules' isUploadName: the character class, at most 100, no '..'.
    const bucketTakes = (name: string) => /^[A-Za-z0-9][A-Za-z0-9._ -]{0,99}$/.test(name) && !name.includes("..");
    for (let at = 80; at <= 100; at += 1) {
      const name = `${"x".repeat(at)}.${"y".repeat(20)}`;
      expect(uploadFileName(name, "video/mp4"), name).toSatisfy(bucketTakes);
      expect(uploadFileName(`${"x".repeat(at)}. ${"y".repeat(20)}.mp4`, "video/mp4"), name).toSatisfy(bucketTakes);
    }
  });
});

describe("buildUploadPath / parseUploadPath", () => {
  it("round-trips a built path", () => {
    const path = buildUploadPath("uid_1", 1700000000000, "../My Clip.MOV");
    expect(path).toBe("creator-uploads/uid_1/1700000000000-My Clip.MOV");
    expect(parseUploadPath(path)).toEqual({ path, uid: "uid_1", objectName: "1700000000000-My Clip.MOV" });
  });

  it("refuses a bad uid", () => {
    expect(() => buildUploadPath("../x", 1, "a.mp4")).toThrow();
  });

  it.each([
    "creator-uploads/uid/../other/1-a.mp4",
    "creator-uploads/uid/1-a/b.mp4",
    "creator-uploads/uid/1-..mp4",
    "creator-uploads/uid/clip.mp4",
    "creator-uploads/u\u0000id/1-a.mp4",
    "other/uid/1-a.mp4",
    "creator-uploads//1-a.mp4",
  ])("rejects %j", (path) => {
    expect(parseUploadPath(path)).toBeNull();
  });
});

describe("parseUploadReference", () => {
  const path = "creator-uploads/uid-1/1700000000000-clip.mp4";

  it("accepts a bare path, a site path (/files/…, older entries) and a Cloud Storage download URL", () => {
    expect(parseUploadReference(path)?.path).toBe(path);
    expect(parseUploadReference(`/files/${path}`)?.uid).toBe("uid-1");
    expect(parseUploadReference(`http://127.0.0.1:5173/files/${path}`)?.path).toBe(path);
    const storage = `https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=abc`;
    expect(parseUploadReference(storage)?.path).toBe(path);
  });

  it.each([
    "javascript:alert(1)",
    "file:///etc/passwd",
    "/files/creator-uploads/uid-1/1-a%2F..%2F..%2Fsecret.mp4",
    "/files/creator-uploads/uid-1/../uid-2/1-a.mp4/extra",
    `https://firebasestorage.googleapis.com/v0/b/x/o/${encodeURIComponent("creator-uploads/uid-1/../uid-2/1-a.mp4")}`,
    "/files/elsewhere/1-a.mp4",
    "%E0%A4%A",
  ])("rejects %j", (reference) => {
    expect(parseUploadReference(reference)).toBeNull();
  });
});
