import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Accordion } from "../accordion";

const ITEMS = [
  { question: "Who can apply?", answer: "UK-based creators aged 18+." },
  { question: "How much do I earn?", answer: "£200 per video as a Pro." },
  { question: "When am I paid?", answer: "14 days after brand approval." },
];

function triggers() {
  return ITEMS.map((item) => screen.getByRole("button", { name: item.question }));
}

function openQuestions() {
  return triggers().filter((button) => button.getAttribute("aria-expanded") === "true");
}

describe("Accordion", () => {
  it("starts closed, with each button controlling its own hidden answer", () => {
    render(<Accordion items={ITEMS} />);
    for (const button of triggers()) {
      expect(button).toHaveAttribute("aria-expanded", "false");
      const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
    }
  });

  it("keeps at most one answer open: opening another closes the first", async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} />);
    const [first, second] = triggers();
    await user.click(first!);
    expect(openQuestions()).toEqual([first]);
    expect(screen.getByText(ITEMS[0]!.answer)).toBeVisible();

    await user.click(second!);
    expect(openQuestions()).toEqual([second]);
    expect(screen.getByText(ITEMS[0]!.answer)).not.toBeVisible();
    expect(screen.getByRole("region", { name: ITEMS[1]!.question })).toHaveTextContent(ITEMS[1]!.answer);
  });

  it("closes the open answer when its question is activated again", async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} defaultOpenIndex={2} />);
    expect(openQuestions()).toEqual([triggers()[2]]);
    await user.click(triggers()[2]!);
    expect(openQuestions()).toEqual([]);
  });

  it("is operable with the keyboard: Enter and Space toggle, arrows/Home/End move focus", async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} />);
    const [first, second, third] = triggers();

    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(openQuestions()).toEqual([first]);

    await user.keyboard("{ArrowDown}");
    expect(second).toHaveFocus();
    await user.keyboard(" ");
    expect(openQuestions()).toEqual([second]);

    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(first).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(third).toHaveFocus();
    await user.keyboard("{Home}");
    expect(first).toHaveFocus();
    await user.keyboard("{End}");
    expect(third).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(openQuestions()).toEqual([third]);
  });

  it("renders questions at the requested heading level", () => {
    render(<Accordion items={ITEMS} headingLevel={2} />);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(ITEMS.length);
  });
});
