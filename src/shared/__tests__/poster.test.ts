import { checkPosterAddress, POSTER_MAX_BYTES, POSTER_MAX_EDGE } from "../poster";
import { uploadedFileSchema } from "../schemas/creator-application";

/** 18 × 32 pictures made by ffmpeg (a portrait frame's shape). */
const JPEG =
  "data:image/jpeg;base64,/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgoKC8oLzc3Nzc3N0E8QUNDQ0FBQUFDQ0NISEhVVVVISEhDQ0hIUFBVVVxfXFdXVVdfX2RkZHh4c3OMjJGsrM//xABNAAEBAAAAAAAAAAAAAAAAAAAABgEBAQEAAAAAAAAAAAAAAAAAAAYHEAEAAAAAAAAAAAAAAAAAAAAAEQEAAAAAAAAAAAAAAAAAAAAA/8AAEQgAIAASAwEiAAIRAAMRAP/aAAwDAQACEQMRAD8AiwEo38AAAAAB/9k=";
const WEBP =
  "data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAAAQAwCdASoSACAAPpFCnEolo6KhqAgAsBIJZQDMHBapagAA/vVYv/+5wP/9nA//2cD+Ov9eqWuTjgLLeAAAAA==";

const bytesOf = (address: string) => Uint8Array.from(atob(address.split(",")[1]!), (c) => c.charCodeAt(0));
const addressOf = (type: string, bytes: Uint8Array) => `data:${type};base64,${btoa(String.fromCharCode(...bytes))}`;

describe("a poster sent with an application is a small JPEG or WebP, by its bytes", () => {
  it("reads a real JPEG's and WebP's size", () => {
    expect(checkPosterAddress(JPEG)).toEqual({ ok: true, image: { type: "image/jpeg", width: 18, height: 32 } });
    expect(checkPosterAddress(WEBP)).toEqual({ ok: true, image: { type: "image/webp", width: 18, height: 32 } });
  });

  it("refuses bytes that are not the picture they name, other types, and anything too large", () => {
    expect(checkPosterAddress(JPEG.replace("image/jpeg", "image/webp"))).toMatchObject({ ok: false });
    expect(checkPosterAddress(addressOf("image/jpeg", new TextEncoder().encode("<svg onload=alert(1)>")))).toEqual({
      ok: false,
      reason: "its bytes are not the picture it names",
    });
    expect(checkPosterAddress("data:image/svg+xml;base64,PHN2Zz4=")).toMatchObject({ ok: false });
    expect(checkPosterAddress("https://example.com/a.jpg")).toMatchObject({ ok: false });
    const padded = new Uint8Array(POSTER_MAX_BYTES + 1);
    padded.set(bytesOf(JPEG));
    expect(checkPosterAddress(addressOf("image/jpeg", padded))).toEqual({ ok: false, reason: "it is too large" });
  });

  it("refuses a picture larger than the edge it may have", () => {
    const wide = bytesOf(WEBP);
    // VP8 frame width, little-endian, 14 bits.
    wide[26] = (POSTER_MAX_EDGE + 1) & 0xff;
    wide[27] = (POSTER_MAX_EDGE + 1) >> 8;
    expect(checkPosterAddress(addressOf("image/webp", wide))).toMatchObject({ ok: false, reason: /pixels a side/ });
  });

  it("is checked with the application's file list, with its own message", () => {
    const file = { name: "clip.mp4", url: "creator-uploads/u/1-clip.mp4", size: 5 };
    expect(uploadedFileSchema.parse({ ...file, poster: JPEG })).toEqual({ ...file, poster: JPEG });
    expect(
      uploadedFileSchema.safeParse({ ...file, poster: "data:image/png;base64,AAAA" }).error?.issues[0]?.message,
    ).toBe("A file's preview picture is not a small JPEG or WebP image");
  });
});
