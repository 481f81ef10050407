import { describe, expect, it } from "vitest";
import { reviewActionFor, steppedRow, type KeyLike } from "../review-keys";

function press(key: string, target: EventTarget | null = document.body, extra: Partial<KeyLike> = {}): KeyLike {
  return {
    key,
    target,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    repeat: false,
    defaultPrevented: false,
    ...extra,
  };
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  document.body.append(node);
  return node;
}

describe("review shortcuts", () => {
  it.each([
    [" ", "play-pause"],
    ["<", "slower"],
    [">", "faster"],
    ["ArrowLeft", "back"],
    ["ArrowRight", "forward"],
    ["j", "next"],
    ["k", "previous"],
    ["Enter", "open"],
    ["r", "approve-rising-star"],
    ["p", "approve-pro"],
    ["x", "reject"],
    ["?", "help"],
    ["a", null],
  ])("maps %j to %s", (key, action) => {
    expect(reviewActionFor(press(key))).toBe(action);
  });

  it("maps none of the queue's keys to the player's actions (Space, < >, ← →)", () => {
    const queueKeys = ["j", "k", "r", "p", "x", "?"].map((key) => reviewActionFor(press(key)));
    expect(queueKeys.some((action) => ["play-pause", "slower", "faster", "back", "forward"].includes(action!))).toBe(
      false,
    );
  });

  it("leaves Space to buttons and links, and arrows to sliders; a video's own Space is the player's", () => {
    expect(reviewActionFor(press(" ", element("button")))).toBeNull();
    expect(reviewActionFor(press(" ", element("a", { href: "/x" })))).toBeNull();
    expect(reviewActionFor(press("ArrowRight", element("input", { type: "range" })))).toBeNull();
    expect(reviewActionFor(press(" ", element("video")))).toBe("play-pause");
    expect(reviewActionFor(press(" ", document.body, { repeat: true }))).toBeNull();
    expect(reviewActionFor(press("ArrowLeft", document.body, { repeat: true }))).toBe("back");
  });

  it.each([
    ["a text field", () => element("input", { type: "text" })],
    ["a search box", () => element("input", { type: "search" })],
    ["an e-mail field", () => element("input", { type: "email" })],
    ["an input with no type", () => element("input")],
    ["a textarea", () => element("textarea")],
    ["a select", () => element("select")],
    ["an editable region", () => element("div", { contenteditable: "true" })],
  ])("never fires while typing in %s", (_name, make) => {
    const field = make();
    for (const key of ["j", "k", "r", "p", "x", "?", "Enter"]) expect(reviewActionFor(press(key, field))).toBeNull();
  });

  it("fires from a checkbox or a button (they take no text)", () => {
    expect(reviewActionFor(press("j", element("input", { type: "checkbox" })))).toBe("next");
    expect(reviewActionFor(press("x", element("button")))).toBe("reject");
  });

  it("leaves Enter to a focused link or button, which open or press themselves", () => {
    expect(reviewActionFor(press("Enter", element("a", { href: "/admin/applications/1" })))).toBeNull();
    expect(reviewActionFor(press("Enter", element("button")))).toBeNull();
  });

  it("ignores keys with Ctrl, ⌘ or Alt, keys already handled, and keys inside a dialog", () => {
    expect(reviewActionFor(press("r", document.body, { ctrlKey: true }))).toBeNull();
    expect(reviewActionFor(press("p", document.body, { metaKey: true }))).toBeNull();
    expect(reviewActionFor(press("x", document.body, { altKey: true }))).toBeNull();
    expect(reviewActionFor(press("j", document.body, { defaultPrevented: true }))).toBeNull();
    const dialog = element("dialog");
    const button = document.createElement("button");
    dialog.append(button);
    expect(reviewActionFor(press("x", button))).toBeNull();
  });

  it("moves on held-down j/k but never repeats a decision", () => {
    expect(reviewActionFor(press("j", document.body, { repeat: true }))).toBe("next");
    expect(reviewActionFor(press("p", document.body, { repeat: true }))).toBeNull();
    expect(reviewActionFor(press("x", document.body, { repeat: true }))).toBeNull();
  });
});

describe("the row j and k move to", () => {
  it("is the first row when none is current", () => {
    expect(steppedRow(-1, "next", 3)).toBe(0);
    expect(steppedRow(-1, "previous", 3)).toBe(0);
  });

  it("is one step along, held inside the list", () => {
    expect(steppedRow(0, "next", 3)).toBe(1);
    expect(steppedRow(2, "next", 3)).toBe(2);
    expect(steppedRow(1, "previous", 3)).toBe(0);
    expect(steppedRow(0, "previous", 3)).toBe(0);
  });
});
