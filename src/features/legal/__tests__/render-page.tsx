import type { ReactElement } from "react";
import { render, screen } from "@testing-library/react";
import { expect } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router";

export function renderPage(page: ReactElement) {
  const router = createMemoryRouter([{ path: "/", element: page }]);
  return render(<RouterProvider router={router} />);
}

/** The page's article says each of `phrases`, word for word. */
export function expectArticleToSay(phrases: string[]) {
  const text = screen.getByRole("article").textContent ?? "";
  for (const phrase of phrases) expect(text).toContain(phrase);
}
