import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BackendError, type AdminListQuery } from "~/lib/backend";
import { createMemoryBackend } from "@testing/app/memory-backend";
import { sampleApplicationDocument } from "@testing/fixtures/sample-application";
import { AdminSessionContext } from "../../shared/admin-context";
import { useLivePage } from "../live-page";

function backendWithApplications(count: number) {
  const backend = createMemoryBackend();
  backend.accounts.addAccount({ email: "admin@example.com", password: "pw", admin: true });
  backend.accounts.signInAs("admin@example.com");
  for (let n = 0; n < count; n++) {
    backend.seed(
      "creator-applications",
      sampleApplicationDocument({
        ...{ firstName: `A${n}`, lastName: "B", email: `a${n}@example.com`, postcode: "", niche: "" },
        ...{ referralSource: "Other", submittedAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString() },
      }),
    );
  }
  return backend;
}

function Probe({ query }: { query: AdminListQuery }) {
  const live = useLivePage("creator-applications", query);
  return (
    <>
      <p data-testid="first">{live.page?.items[0]?.firstName ?? "none"}</p>
      <p data-testid="changes">{live.changes}</p>
      <p data-testid="state">{live.error ? `error, next ${live.page?.nextCursor ? "shown" : "none"}` : "ok"}</p>
    </>
  );
}

function renderProbe(backend: ReturnType<typeof createMemoryBackend>, query: AdminListQuery) {
  const session = {
    admin: backend.accounts.current()!,
    adminData: backend.adminData,
    api: backend.api,
    signOut: async () => undefined,
    signedInAt: async () => backend.accounts.signedInAt(),
  };
  const view = render(
    <AdminSessionContext.Provider value={session}>
      <Probe query={query} />
    </AdminSessionContext.Provider>,
  );
  return (next: AdminListQuery) =>
    view.rerender(
      <AdminSessionContext.Provider value={session}>
        <Probe query={next} />
      </AdminSessionContext.Provider>,
    );
}

describe("a live page", () => {
  it("shows the page from its listener's first answer, read nowhere else, and keeps exactly that page current", async () => {
    const backend = backendWithApplications(3);
    renderProbe(backend, {});
    await waitFor(() => expect(screen.getByTestId("first")).toHaveTextContent("A2"));
    expect(backend.adminData.list).not.toHaveBeenCalled();
    expect(backend.adminData.watch).toHaveBeenCalledTimes(1);
    // The first answer is the page, not a change (which would ask for the counts again).
    expect(screen.getByTestId("changes")).toHaveTextContent("0");
    expect(backend.adminData.watch.mock.calls[0]![1]).toEqual({
      status: null,
      search: null,
      source: null,
      campaign: null,
      portrait: null,
      cursor: null,
    });
    // A change arrives without a reload.
    act(
      () =>
        void backend.seed("creator-applications", {
          ...backend.state.lists["creator-applications"][0]!,
          firstName: "New",
          submittedAt: "2027-01-01T00:00:00.000Z",
        }),
    );
    await waitFor(() => expect(screen.getByTestId("first")).toHaveTextContent("New"));
    expect(screen.getByTestId("changes")).toHaveTextContent("1");
  });

  it("paging quickly lets go of each page passed: only the one the admin stops on stays listened to", async () => {
    const backend = backendWithApplications(120);
    const first = await backend.adminData.list("creator-applications", {});
    const second = await backend.adminData.list("creator-applications", { cursor: first.nextCursor });
    backend.adminData.list.mockClear();
    const watch = backend.adminData.watch.getMockImplementation()!;
    const open = new Set<string | null | undefined>();
    backend.adminData.watch.mockImplementation((list, query, onChange, onError) => {
      open.add(query.cursor);
      const stop = watch(list, query, onChange, onError);
      return () => {
        open.delete(query.cursor);
        stop();
      };
    });
    const show = renderProbe(backend, {});
    await waitFor(() => expect(screen.getByTestId("first")).toHaveTextContent("A119"));
    show({ cursor: first.nextCursor });
    show({ cursor: second.nextCursor });
    await waitFor(() => expect(screen.getByTestId("first")).toHaveTextContent("A19"));
    expect(backend.adminData.list).not.toHaveBeenCalled();
    const listened = backend.adminData.watch.mock.calls.map(([, query]) => query.cursor);
    expect(listened).toEqual([null, first.nextCursor, second.nextCursor]);
    expect([...open]).toEqual([second.nextCursor]);
  });

  it("a page that fails to load leaves nothing to page on from: not the page of the query before", async () => {
    const backend = backendWithApplications(120);
    const watch = backend.adminData.watch.getMockImplementation()!;
    backend.adminData.watch.mockImplementation((list, query, onChange, onError) => {
      if (query.status !== "approved") return watch(list, query, onChange, onError);
      onError?.(new BackendError("Failed to load creator applications: network error", undefined, "network"));
      return () => undefined;
    });
    const show = renderProbe(backend, {});
    await waitFor(() => expect(screen.getByTestId("first")).toHaveTextContent("A119"));
    show({ status: "approved" });
    await waitFor(() => expect(screen.getByTestId("state")).toHaveTextContent("error, next none"));
  });
});
