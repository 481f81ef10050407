import "./error-page.css";

const CHUNK_ERROR_PATTERNS = [
  "ChunkLoadError",
  "CSS_CHUNK_LOAD_FAILED",
  "Failed to fetch dynamically imported module",
  "error loading dynamically imported module",
  "Importing a module script failed",
  "Unable to preload CSS",
];

/** A stale tab asking for a chunk that a newer deploy removed (product.md §P4–P5: ChunkLoadError, CSS_CHUNK_LOAD_FAILED). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const text = `${error.name} ${error.message} ${(error as { code?: string }).code ?? ""}`;
  return CHUNK_ERROR_PATTERNS.some((pattern) => text.includes(pattern));
}

export function ChunkLoadNotice() {
  return (
    <main className="error-page" id="main">
      <h1>A new version is available</h1>
      <p>We&rsquo;ve updated the site since this page was opened. Reload to get the latest version.</p>
      <p className="error-page__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </p>
    </main>
  );
}
