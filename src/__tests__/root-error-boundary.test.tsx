import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "~/root";

/** The app's root route with one child whose loader fails the way the test says. */
function renderFailingPage(failure: () => never) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => <Outlet />,
      ErrorBoundary,
      children: [{ path: "page", loader: failure, Component: () => <p>The page</p> }],
    },
  ]);
  render(<Stub initialEntries={["/page"]} />);
}

// jsdom cannot reload a page, and its `location.reload` cannot be spied on: stand in a location.
const realLocation = Object.getOwnPropertyDescriptor(window, "location")!;
function watchReload() {
  const reload = vi.fn();
  Object.defineProperty(window, "location", { configurable: true, value: { href: "http://localhost/page", reload } });
  return reload;
}
afterEach(() => {
  Object.defineProperty(window, "location", realLocation);
});

describe("the root error page", () => {
  it.each([
    [404, "Not Found"],
    [403, "Forbidden"],
    [500, "Internal Server Error"],
    [503, "Service Unavailable"],
  ])("names a %i response by its status", async (status, statusText) => {
    renderFailingPage(() => {
      throw new Response(null, { status, statusText });
    });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(`${status} ${statusText}`);
    expect(screen.queryByText("The page")).not.toBeInTheDocument();
  });

  it("shows a generic message for other errors, without their details, and can try again", async () => {
    const reload = watchReload();
    renderFailingPage(() => {
      throw new Error("Cannot read properties of undefined (reading 'id')");
    });
    expect(await screen.findByRole("heading", { name: "Something went wrong", level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    Object.assign(new Error("Loading chunk 42 failed."), { name: "ChunkLoadError" }),
    Object.assign(new Error("Loading CSS chunk 7 failed."), { code: "CSS_CHUNK_LOAD_FAILED" }),
    new TypeError("Failed to fetch dynamically imported module: https://example.com/assets/prices-abc.js"),
  ])("after a deploy, offers a Reload that reloads the page (%s)", async (error) => {
    const reload = watchReload();
    renderFailingPage(() => {
      throw error;
    });
    expect(await screen.findByRole("heading", { name: "A new version is available", level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Something went wrong" })).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
