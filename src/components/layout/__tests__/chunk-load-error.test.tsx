import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ChunkLoadNotice, isChunkLoadError } from "../chunk-load-error";

describe("chunk-load failures", () => {
  it.each([
    Object.assign(new Error("Loading chunk 42 failed."), { name: "ChunkLoadError" }),
    Object.assign(new Error("Loading CSS chunk 7 failed."), { code: "CSS_CHUNK_LOAD_FAILED" }),
    new TypeError("Failed to fetch dynamically imported module: https://example.com/assets/prices-abc.js"),
    new TypeError("error loading dynamically imported module"),
    new TypeError("Importing a module script failed."),
    new Error("Unable to preload CSS for /assets/home-1.css"),
  ])("recognises %s", (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it("leaves other errors to the generic error page", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("ChunkLoadError")).toBe(false);
  });

  it("offers a reload", () => {
    render(<ChunkLoadNotice />);
    expect(screen.getByRole("heading", { name: "A new version is available" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
  });
});
