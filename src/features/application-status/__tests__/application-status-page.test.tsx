import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { BackendError, installBackend } from "~/lib/backend";
import type { ApplicationStatusAnswer } from "~/shared/application-status";
import { createMemoryBackend } from "@testing/app/memory-backend";
import { ApplicationStatusPage } from "../application-status-page";

function open(backend: ReturnType<typeof createMemoryBackend>, entry = "/application-status?token=a.1.n.mac") {
  onTestFinished(installBackend(backend));
  const router = createMemoryRouter([{ path: "*", element: <ApplicationStatusPage /> }], { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
}

const FOUND: ApplicationStatusAnswer = {
  outcome: "found",
  status: "in_review",
  submittedAt: "2026-06-03T13:05:00.000Z",
  decisionBy: "2026-06-10T13:05:00.000Z",
  files: [
    {
      ...{ name: "morning.mp4", durationSeconds: 42, size: 24_117_248, width: 1080, height: 1920 },
      ...{ codec: "HEVC", hdr: true, frameRate: 30, hasAudio: true },
    },
  ],
};

it("shows when it arrived, the files, the status in plain words and the decision date", async () => {
  const backend = createMemoryBackend();
  backend.api.applicationStatus.mockResolvedValueOnce(FOUND);
  open(backend);
  expect(await screen.findByRole("heading", { level: 1, name: "Your application" })).toBeInTheDocument();
  expect(screen.getByText("In review")).toBeInTheDocument();
  expect(screen.getByText("3 June 2026 at 14:05")).toBeInTheDocument();
  expect(screen.getByText("morning.mp4")).toBeInTheDocument();
  expect(screen.getByText("1080 × 1920 portrait · 0:42 · HEVC · HDR · 30 fps · Sound · 23 MB")).toBeInTheDocument();
  expect(screen.getByText(/within 7 days, by 10 June 2026/)).toBeInTheDocument();
  expect(backend.api.applicationStatus.mock.calls).toEqual([["a.1.n.mac"]]);
});

it("withdraws only after the confirmation, then says it is done", async () => {
  const backend = createMemoryBackend();
  backend.api.applicationStatus.mockResolvedValueOnce(FOUND);
  open(backend);
  fireEvent.click(await screen.findByRole("button", { name: "Withdraw my application" }));
  const keep = screen.getByRole("button", { name: "Keep my application" });
  expect(keep).toHaveFocus();
  fireEvent.click(keep);
  expect(backend.api.withdrawApplication).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole("button", { name: "Withdraw my application" }));
  fireEvent.click(screen.getByRole("button", { name: "Withdraw and delete" }));
  expect(await screen.findByRole("heading", { name: "Your application has been withdrawn" })).toBeInTheDocument();
  expect(backend.api.withdrawApplication.mock.calls).toEqual([["a.1.n.mac"]]);
});

it.each([
  ["invalid", "This link doesn't work"],
  ["no_longer_on_file", "Your application is no longer on file"],
] as const)("answers %s with one clear page and nothing else", async (outcome, title) => {
  const backend = createMemoryBackend();
  backend.api.applicationStatus.mockResolvedValueOnce({ outcome });
  open(backend);
  expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Withdraw my application" })).toBeNull();
});

it("without a token asks nothing of the server", async () => {
  const backend = createMemoryBackend();
  open(backend, "/application-status");
  expect(await screen.findByRole("heading", { name: "This link doesn't work" })).toBeInTheDocument();
  expect(backend.api.applicationStatus).not.toHaveBeenCalled();
});

it("offers to try again when the server cannot answer", async () => {
  const backend = createMemoryBackend();
  backend.api.applicationStatus.mockRejectedValueOnce(new BackendError("Request timed out. Please try again."));
  backend.api.applicationStatus.mockResolvedValueOnce(FOUND);
  open(backend);
  expect(await screen.findByRole("alert")).toHaveTextContent("Request timed out. Please try again.");
  fireEvent.click(screen.getByRole("button", { name: "Try again" }));
  await waitFor(() => expect(screen.getByText("In review")).toBeInTheDocument());
});
