import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { axeViolations, renderWithUi } from "../dialogs/test-helpers.js";
import { PhotoStrip } from "../view/photo-strip.js";
import { RestingPlaceEditor, type RestingPlaceDraft } from "../resting-place-editor/index.js";
import { RestingPlaceView, restingPlaceRouteHref, restingPlaceRouteUrl } from "./index.js";

const zorgvlied = {
  place: "Begraafplaats Zorgvlied",
  address: "Amsteldijk 273, 1079 LM Amsterdam",
  plot: "Vak C, nr. 112",
  directions: "Rechts voorbij de treurbeuk.",
  mapPoint: { latitude: 52.3447, longitude: 4.9041 },
};

const ANDROID = "Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15";

describe("the route of a resting place", () => {
  it("goes to the map point when there is one, otherwise to the place and address", () => {
    expect(restingPlaceRouteUrl(zorgvlied)).toBe(
      "https://www.openstreetmap.org/?mlat=52.344700&mlon=4.904100#map=18/52.344700/4.904100",
    );
    expect(restingPlaceRouteHref(zorgvlied, ANDROID)).toBe(
      "geo:52.344700,4.904100?q=52.344700,4.904100",
    );
    const { mapPoint: _point, ...withoutPoint } = zorgvlied;
    expect(restingPlaceRouteHref(withoutPoint, IPHONE)).toBe(
      "maps://?q=Begraafplaats%20Zorgvlied%2C%20Amsteldijk%20273%2C%201079%20LM%20Amsterdam",
    );
  });
});

describe("RestingPlaceView", () => {
  it("shows the place, address, plot and directions with a route link, accessibly", async () => {
    renderWithUi(<RestingPlaceView restingPlace={zorgvlied} />);
    expect(screen.getByRole("heading", { name: "Rustplaats" })).toBeInTheDocument();
    expect(screen.getByText("Begraafplaats Zorgvlied")).toBeInTheDocument();
    expect(screen.getByText("Vak C, nr. 112")).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: /^Route naar Begraafplaats Zorgvlied/ }),
    ).toHaveAttribute("data-route-query", "52.344700,4.904100");
    expect(await axeViolations()).toEqual([]);
  });
});

describe("RestingPlaceEditor", () => {
  function Harness({ onValue }: { onValue: (value: RestingPlaceDraft) => void }) {
    const [value, setValue] = useState<RestingPlaceDraft>({ place: "" });
    return (
      <RestingPlaceEditor
        value={value}
        onChange={(change) => {
          setValue((current) => {
            const next = change(current);
            onValue(next);
            return next;
          });
        }}
      />
    );
  }

  it("asks for the place, reads a pasted point and says when a point is wrong", async () => {
    const user = userEvent.setup();
    let latest: RestingPlaceDraft = { place: "" };
    renderWithUi(
      <Harness
        onValue={(value) => {
          latest = value;
        }}
      />,
    );
    await user.click(screen.getByLabelText(/^Naam van de begraafplaats of plek/));
    await user.tab();
    expect(screen.getByText("Vul de naam van de begraafplaats of plek in.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Naam van de begraafplaats of plek/), "Zorgvlied");
    await user.type(screen.getByLabelText("Coördinaten plakken"), "52,3447; 4,9041");
    await user.tab();
    expect(screen.getByLabelText("Breedtegraad")).toHaveValue("52.3447");
    expect(latest.mapPoint).toEqual({ latitude: 52.3447, longitude: 4.9041 });

    await user.clear(screen.getByLabelText("Breedtegraad"));
    await user.type(screen.getByLabelText("Breedtegraad"), "95");
    await user.tab();
    expect(screen.getByText(/Vul een breedtegraad in tussen -90 en 90/)).toBeInTheDocument();
    // A point that cannot be saved stays unreadable (the save is refused, nothing is dropped).
    expect(Number.isNaN(latest.mapPoint?.latitude)).toBe(true);

    await user.click(screen.getByRole("button", { name: "Punt weghalen" }));
    expect(latest.mapPoint).toBeUndefined();
    expect(latest.place).toBe("Zorgvlied");
  });
});

describe("captions in the photo strip", () => {
  it("puts each caption under its photo as the figure's caption", () => {
    renderWithUi(
      <PhotoStrip
        photos={["http://m.test/a.jpg", "http://m.test/b.jpg"]}
        captions={["Zomer 1975", ""]}
      />,
    );
    const figure = screen.getByRole("figure", { name: "Zomer 1975" });
    expect(figure).toContainElement(screen.getByRole("img", { name: "Foto 1 van 2" }));
    expect(screen.getAllByRole("figure")).toHaveLength(2);
  });

  it("keeps the plain strip when no photo has a caption", () => {
    renderWithUi(<PhotoStrip photos={["http://m.test/a.jpg"]} captions={[" "]} />);
    expect(screen.queryByRole("figure")).toBeNull();
  });
});
