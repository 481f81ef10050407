import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Accordion } from "../accordion";

const ITEMS = [
  { question: "Who can apply?", answer: "UK-based creators aged 18+." },
  { question: "How much do I earn?", answer: "£200 per video as a Pro." },
  { question: "When am I paid?", answer: "14 days after brand approval." },
];

const summaries = () => [...document.querySelectorAll("summary")];
const disclosures = () => [...document.querySelectorAll("details")];

describe("Accordion", () => {
  // What makes it work without JavaScript: native disclosure, one name for the group.
  it("is native <details>/<summary> sharing one name, with every answer in the page and none open", () => {
    render(<Accordion items={ITEMS} />);
    expect(disclosures()).toHaveLength(ITEMS.length);
    const names = new Set(disclosures().map((details) => details.getAttribute("name")));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
    for (const [index, details] of disclosures().entries()) {
      expect(details.open).toBe(false);
      expect(details.querySelector("summary")).toHaveTextContent(ITEMS[index]!.question);
      expect(details).toHaveTextContent(ITEMS[index]!.answer);
    }
    expect(document.querySelector("[hidden]")).toBeNull();
  });

  it("opens the default answer only", () => {
    render(<Accordion items={ITEMS} defaultOpenIndex={2} />);
    expect(disclosures().map((details) => details.open)).toEqual([false, false, true]);
  });

  it("two accordions on one page are separate groups", () => {
    render(
      <>
        <Accordion items={ITEMS} />
        <Accordion items={ITEMS} />
      </>,
    );
    expect(new Set(disclosures().map((details) => details.getAttribute("name"))).size).toBe(2);
  });

  it("moves between questions with arrows, Home and End", async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} />);
    const [first, second, third] = summaries();

    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(second).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(first).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(third).toHaveFocus();
    await user.keyboard("{Home}");
    expect(first).toHaveFocus();
    await user.keyboard("{End}");
    expect(third).toHaveFocus();
  });

  it("renders questions at the requested heading level, inside their summaries", () => {
    render(<Accordion items={ITEMS} headingLevel={2} />);
    const headings = screen.getAllByRole("heading", { level: 2 });
    expect(headings).toHaveLength(ITEMS.length);
    for (const heading of headings) expect(heading.parentElement?.tagName).toBe("SUMMARY");
  });
});
