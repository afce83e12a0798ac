// @vitest-environment node
// A fixed button renders the markup and the CSS of Chakra's Button and IconButton, at rest, busy
// and disabled, under the visitor's system and the editing system.
import { Button, IconButton } from "@chakra-ui/react";
import { describe, it } from "vitest";
import { fixedButton, iconButtonStyle } from "./fixed-button.js";
import { buttonStyle } from "./fixed-style.js";
import { expectSameAsChakra } from "./same-as-chakra.js";

const Submit = fixedButton(buttonStyle({ minHeight: "11", width: { base: "full", sm: "auto" } }));
const Outline = fixedButton(buttonStyle({ minHeight: "11" }, { variant: "outline", size: "sm" }));
const Arrow = fixedButton(iconButtonStyle({ borderRadius: "full" }, { variant: "ghost" }));

describe("fixedButton", () => {
  it("renders a Button at rest and busy, with its type and its own props", () => {
    for (const loading of [false, true]) {
      expectSameAsChakra(
        <Button
          type="submit"
          loading={loading}
          loadingText="Bezig"
          minHeight="11"
          width={{ base: "full", sm: "auto" }}
        >
          Plaatsen
        </Button>,
        <Submit type="submit" loading={loading} loadingText="Bezig">
          Plaatsen
        </Submit>,
      );
    }
    expectSameAsChakra(
      <Button variant="outline" size="sm" minHeight="11" aria-label="Anna" disabled>
        x
      </Button>,
      <Outline aria-label="Anna" disabled>
        x
      </Outline>,
    );
  });

  it("renders an IconButton", () => {
    expectSameAsChakra(
      <IconButton aria-label="Volgende foto" variant="ghost" borderRadius="full" disabled>
        <svg />
      </IconButton>,
      <Arrow aria-label="Volgende foto" disabled>
        <svg />
      </Arrow>,
    );
  });
});
