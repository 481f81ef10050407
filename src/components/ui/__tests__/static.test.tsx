import { act } from "react";
import { hydrateRoot, createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Static } from "../static";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("Static", () => {
  it("keeps a prerendered part as it is when React hydrates it, without rendering what is inside", async () => {
    const rendered = vi.fn();
    function Inside() {
      rendered();
      return <p>Every creator is vetted</p>;
    }
    const page = (
      <main>
        <Static name="facts" className="facts">
          <h2>Facts</h2>
          <Inside />
        </Static>
      </main>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const prerendered = container.innerHTML;
    const heading = container.querySelector("h2");
    rendered.mockClear();
    const errors: unknown[] = [];

    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });

    expect(rendered).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(prerendered);
    expect(container.querySelector("h2")).toBe(heading);
  });

  it("renders its children where the document holds no prerendered part (the router renders the page)", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <Static name="facts" as="div">
          <h2>Facts</h2>
        </Static>,
      );
    });
    expect(container.innerHTML).toBe('<div data-static="facts"><h2>Facts</h2></div>');
  });
});
