import { render, screen } from "@testing-library/react";
import { MemorialUiProvider } from "../provider.js";
import * as layout from "./index.js";

describe("@memorial/ui/layout", () => {
  it("exports the primitives an app's pages and account screens need", () => {
    const names = Object.keys(layout);
    for (const name of [
      "Box",
      "Flex",
      "Stack",
      "HStack",
      "VStack",
      "Container",
      "Heading",
      "Text",
      "Link",
      "Button",
      "IconButton",
      "Input",
      "Field",
      "Separator",
      "Skeleton",
      "SkeletonCircle",
      "SkeletonText",
      "Spinner",
      "Alert",
      "Card",
      "Image",
      "Center",
      "chakra",
    ]) {
      expect(names).toContain(name);
    }
  });

  it("renders a labelled form field with the memorial system", () => {
    const { Button, Field, Input, Stack } = layout;
    render(
      <MemorialUiProvider>
        <Stack as="form">
          <Field.Root>
            <Field.Label>E-mailadres</Field.Label>
            <Input type="email" />
          </Field.Root>
          <Button type="submit">Inloggen</Button>
        </Stack>
      </MemorialUiProvider>,
    );
    expect(screen.getByRole("textbox", { name: "E-mailadres" })).toHaveAttribute("type", "email");
    expect(screen.getByRole("button", { name: "Inloggen" })).toHaveAttribute("type", "submit");
  });

  it("shows a link as a button without giving it a button's type", () => {
    const { Button, LinkButton } = layout;
    render(
      <MemorialUiProvider>
        {/* eslint-disable-next-line no-restricted-syntax -- what LinkButton replaces, compared */}
        <Button asChild variant="outline" minHeight="11">
          <a href="/een">Een</a>
        </Button>
        <LinkButton asChild variant="outline" minHeight="11">
          <a href="/twee">Twee</a>
        </LinkButton>
        <LinkButton href="/drie">Drie</LinkButton>
      </MemorialUiProvider>,
    );
    const asButton = screen.getByRole("link", { name: "Een" });
    const asLink = screen.getByRole("link", { name: "Twee" });
    expect(asButton).toHaveAttribute("type", "button");
    expect(asLink).not.toHaveAttribute("type");
    expect(asLink).toHaveAttribute("href", "/twee");
    // The same look: the same recipe's classes.
    expect(asLink.className).toBe(asButton.className);
    expect(screen.getByRole("link", { name: "Drie" })).not.toHaveAttribute("type");
  });
});
