import type { UploadsClient } from "~/lib/backend";
import { createEmbeddedUploads, type UploadsDeps } from "~/lib/backend/embedded/uploads";
import type { ResumeStore } from "~/lib/uploads/resume-store";
import type { Timers } from "~/lib/uploads/timers";
import { pageServedFrom } from "./page-origin";

/** A browser tab's upload client: its own timers and tus requests, which closing the tab stops dead. */
export interface UploadTab {
  uploads: UploadsClient;
  /** As closing the tab does: requests cut, timers gone, nothing told to the server; localStorage stays. */
  close(): void;
}

/**
 * Opens a "tab" whose uploads go to `origin` (e.g. a proxy that can drop or freeze connections).
 * Tabs given the same `resumeStore` share it as the tabs of one browser share localStorage.
 */
export function openUploadTab(
  origin: string,
  deps: Omit<UploadsDeps, "Upload" | "fetch" | "timers"> & { resumeStore: ResumeStore },
): UploadTab {
  const page = pageServedFrom(origin);
  const pending = new Set<ReturnType<typeof setTimeout>>();
  let closed = false;
  const timers: Timers = {
    setTimeout(run, ms) {
      // A closed tab runs nothing more: a callback still unwinding when it closed (a last progress event)
      // must not arm a timer that would wake its upload again.
      if (closed) return setTimeout(() => undefined, 0);
      const handle = setTimeout(() => {
        pending.delete(handle);
        run();
      }, ms);
      pending.add(handle);
      return handle;
    },
    clearTimeout(handle) {
      pending.delete(handle as ReturnType<typeof setTimeout>);
      clearTimeout(handle as ReturnType<typeof setTimeout>);
    },
  };
  return {
    uploads: createEmbeddedUploads({ ...deps, Upload: page.Upload, fetch: page.fetch, timers }),
    close() {
      closed = true;
      for (const handle of pending) clearTimeout(handle);
      pending.clear();
      page.closeTab();
    },
  };
}
