import { act, render, screen } from "@testing-library/react";
import toast, { useToasterStore } from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ToastHost from "../toaster";

/** Lists the toasts still showing; a dismissed one lingers in the DOM for its exit animation. */
function ShowingToasts() {
  const { toasts } = useToasterStore();
  const showing = toasts.filter((item) => item.visible).map((item) => String(item.message));
  return <div data-testid="showing">{showing.join("|")}</div>;
}

function renderHost() {
  render(
    <>
      <ToastHost />
      <ShowingToasts />
    </>,
  );
  return () => {
    const text = screen.getByTestId("showing").textContent ?? "";
    return text ? text.split("|") : [];
  };
}

const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  // The toast store outlives a render: empty it for the next test.
  act(() => toast.remove());
  vi.useRealTimers();
});

describe("ToastHost", () => {
  it.each([
    ["a plain toast", () => toast("Saved")],
    ["an error toast", () => toast.error("Failed to send message. Please try again later.")],
  ])("shows %s for 4 s", (_kind, show) => {
    const showing = renderHost();
    act(() => void show());
    expect(showing()).toHaveLength(1);
    elapse(3_999);
    expect(showing()).toHaveLength(1);
    elapse(1);
    expect(showing()).toEqual([]);
  });

  it("shows a success toast for 2 s", () => {
    const showing = renderHost();
    act(() => void toast.success("Application submitted! We'll be in touch soon."));
    elapse(1_999);
    expect(showing()).toEqual(["Application submitted! We'll be in touch soon."]);
    elapse(1);
    expect(showing()).toEqual([]);
  });

  it("keeps at most the 20 newest toasts at once", () => {
    const showing = renderHost();
    act(() => {
      for (let n = 1; n <= 25; n += 1) toast(`Toast ${n}`);
    });
    expect(showing()).toHaveLength(20);
    expect(showing()).toContain("Toast 25");
    expect(showing()).not.toContain("Toast 5");
    expect(screen.getAllByText(/^Toast \d+$/)).toHaveLength(20);
    elapse(4_000);
    expect(showing()).toEqual([]);
  }, 20_000);
});
