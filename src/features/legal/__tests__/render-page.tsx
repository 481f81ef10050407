import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";

export function renderPage(page: ReactElement) {
  const router = createMemoryRouter([{ path: "/", element: page }]);
  return render(<RouterProvider router={router} />);
}
