import type { CreatorApplicationDocument } from "~/shared/documents";
import { sampleApplication } from "@testing/fixtures/sample-application";
import { sampleVideoHead } from "@testing/fixtures/sample-videos";
import { putCheckedUpload } from "@testing/ports/checked-upload";
import { callers, createTestPorts, type TestPorts } from "@testing/ports/test-ports";

/** An uploaded file's address in the applicant's own folder. */
export const own = (name: string) => `/files/creator-uploads/${callers.applicant.uid}/1700000000000-${name}`;

/** A creator application as multipart text (every field valid), with `overrides`. */
export const applicationFields = (overrides: Record<string, string> = {}) =>
  sampleApplication({
    uploadedFiles: JSON.stringify([{ name: "clip.mp4", url: own("clip.mp4"), size: 1 }]),
    ...overrides,
  });

export const asApplicant = { caller: callers.applicant };

/**
 * Fresh ports for each test of the creator application handler (made before each),
 * with what those tests ask of them.
 */
export function applicationTestBed() {
  const bed = { ports: undefined as unknown as TestPorts };
  beforeEach(() => {
    bed.ports = createTestPorts();
  });
  const stored = async () =>
    (
      await bed.ports.documents.list<CreatorApplicationDocument>("creator_applications", {
        orderBy: "submittedAt",
        limit: 50,
      })
    ).items;
  /** A real MP4 of `size` bytes (the memory store reads its mdat padding as zeros), through the upload check. */
  const putOwn = (name: string, size = 20_000, contentType = "video/mp4", ownerUid = callers.applicant.uid) =>
    putCheckedUpload(
      bed.ports.files,
      `creator-uploads/${callers.applicant.uid}/1700000000000-${name}`,
      { size, contentType, ownerUid },
      sampleVideoHead(size),
    );
  return { bed, stored, putOwn };
}
