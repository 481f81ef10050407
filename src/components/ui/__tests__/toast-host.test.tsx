import { act, fireEvent, render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ToastHost } from "../toast-host";

vi.mock("../toaster", () => ({ default: () => <div data-testid="toaster" /> }));

describe("ToastHost", () => {
  it("loads nothing until the visitor first interacts with the page", async () => {
    const { findByTestId, queryByTestId } = render(<ToastHost />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(queryByTestId("toaster")).toBeNull();
    fireEvent.pointerDown(document.body);
    expect(await findByTestId("toaster")).toBeInTheDocument();
  });

  it.each([
    ["a key", (target: Element) => fireEvent.keyDown(target, { key: "Tab" })],
    ["a file chosen without a click", (target: Element) => fireEvent.change(target)],
    ["a file dropped on the page, with no click or key before", (target: Element) => fireEvent.drop(target)],
    ["a file dragged over the page", (target: Element) => fireEvent.dragEnter(target)],
    ["a screen reader's click, with no pointer event", (target: Element) => fireEvent.click(target)],
  ])("counts %s as one", async (_kind, interact) => {
    const { findByTestId } = render(
      <>
        <input type="file" aria-label="video" />
        <ToastHost />
      </>,
    );
    interact(document.querySelector("input")!);
    expect(await findByTestId("toaster")).toBeInTheDocument();
  });
});
