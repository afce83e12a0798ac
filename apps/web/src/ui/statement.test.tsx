import { MemorialUiProvider } from "@memorial/ui/provider";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MailLink } from "./statement";

describe("MailLink", () => {
  it("opens the mail program, reads as the whole address and breaks where a reader expects", () => {
    render(
      <MemorialUiProvider>
        <MailLink address="toegankelijkheid@herinneringspagina.nl" />
      </MemorialUiProvider>,
    );
    const link = screen.getByRole("link", { name: "toegankelijkheid@herinneringspagina.nl" });
    expect(link).toHaveAttribute("href", "mailto:toegankelijkheid@herinneringspagina.nl");
    expect(link.innerHTML).toBe("toegankelijkheid@<wbr>herinnerings<wbr>pagina<wbr>.nl");
  });

  it("breaks another domain only after the @ and before its dots", () => {
    render(
      <MemorialUiProvider>
        <MailLink address="info@voorbeeld.gemeente.nl" />
      </MemorialUiProvider>,
    );
    expect(screen.getByRole("link", { name: "info@voorbeeld.gemeente.nl" }).innerHTML).toBe(
      "info@<wbr>voorbeeld<wbr>.gemeente<wbr>.nl",
    );
  });
});
