import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { axeViolations, renderWithUi } from "../dialogs/test-helpers.js";
import { GatheringEditor, type GatheringDraft } from "../gathering-editor/index.js";
import { normaliseTime } from "../gathering-editor/gathering-editor.js";
import {
  GatheringCard,
  gatheringCalendarHref,
  gatheringSummary,
  upcomingGatheringPreview,
} from "./index.js";

const service = {
  kind: "afscheidsdienst",
  date: "2026-11-27",
  startTime: "14:00",
  endTime: "15:00",
  venue: "Aula De Nieuwe Ooster",
  address: { street: "Kruislaan 126", postcode: "1097 GA", place: "Amsterdam" },
  onlineUrl: "https://kerkdienstgemist.nl/stations/1234",
  notes: "Na afloop koffie.",
};

describe("the words of a gathering", () => {
  it("reads as one calm line", () => {
    expect(gatheringSummary(service)).toBe(
      "Afscheidsdienst · vrijdag 27 november 2026, 14.00–15.00\u00a0uur · Aula De Nieuwe Ooster, Kruislaan 126, 1097 GA Amsterdam",
    );
  });

  it("phrases the first upcoming gathering for a link preview", () => {
    const sections = [
      { type: "text" },
      { type: "gathering", ...service, kind: "herdenking", date: "2027-01-10" },
      { type: "gathering", ...service },
      { type: "gathering", ...service, date: "2026-11-01" },
    ];
    expect(upcomingGatheringPreview(sections, "2026-11-20")).toBe(
      "Afscheid vrijdag 27 november, 14.00 uur, Amsterdam",
    );
    expect(upcomingGatheringPreview(sections, "2026-12-01")).toBe(
      "Herdenking zondag 10 januari, 14.00 uur, Amsterdam",
    );
    expect(upcomingGatheringPreview(sections, "2027-02-01")).toBeNull();
    expect(
      upcomingGatheringPreview(
        [{ type: "gathering", ...service, kind: "anders", title: "Wake", address: undefined }],
        "2026-11-01",
      ),
    ).toBe("Wake vrijdag 27 november, 14.00 uur, Aula De Nieuwe Ooster");
  });

  it("links a public gathering of a public page to the API, anything else to a data: URL", () => {
    const publicSection = { type: "gathering", isPublic: true, ...service };
    const privateSection = { ...publicSection, isPublic: false };
    const page = {
      id: "p1",
      name: "Jo",
      isPublic: true,
      isBlocked: false,
      sections: [{ isPublic: false }, privateSection, { isPublic: true }, publicSection],
    };
    expect(
      gatheringCalendarHref({ page, section: publicSection, apiBaseUrl: "http://api.test/" }),
    ).toBe("http://api.test/public/api/v1/profiles/p1/sections/1/calendar");
    const members = gatheringCalendarHref({ page, section: privateSection, apiBaseUrl: "x" });
    expect(members.startsWith("data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR")).toBe(true);
    expect(decodeURIComponent(members)).toContain("DTSTART;TZID=Europe/Amsterdam:20261127T140000");
    expect(
      gatheringCalendarHref({
        page: { ...page, isPublic: false },
        section: publicSection,
        apiBaseUrl: "x",
      }),
    ).toMatch(/^data:/);
  });
});

describe("GatheringCard", () => {
  it("shows an upcoming gathering with Route, Zet in mijn agenda and Online meekijken", async () => {
    renderWithUi(
      <GatheringCard gathering={service} calendarHref="/agenda.ics" today="2026-11-27" />,
    );
    expect(screen.getByRole("heading", { name: "Afscheidsdienst" })).toBeInTheDocument();
    expect(screen.getByText("vrijdag 27 november 2026, 14.00–15.00 uur")).toBeInTheDocument();
    expect(screen.getByText("Kruislaan 126, 1097 GA Amsterdam")).toBeInTheDocument();
    const route = screen.getByRole("link", { name: /^Route naar Aula De Nieuwe Ooster/ });
    expect(route.getAttribute("href")).toBe(
      "https://www.openstreetmap.org/search?query=Aula%20De%20Nieuwe%20Ooster%2C%20Kruislaan%20126%2C%201097%20GA%20Amsterdam",
    );
    const calendar = screen.getByRole("link", { name: "Zet in mijn agenda" });
    expect(calendar.getAttribute("href")).toBe("/agenda.ics");
    expect(calendar.getAttribute("download")).toBe("bijeenkomst.ics");
    expect(screen.getByRole("link", { name: "Online meekijken" }).getAttribute("href")).toBe(
      service.onlineUrl,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("says 'Heeft plaatsgevonden op …' after its day, without links", () => {
    renderWithUi(<GatheringCard gathering={service} calendarHref="/a.ics" today="2026-11-28" />);
    expect(screen.getByText(/Heeft plaatsgevonden op/).textContent).toBe(
      "Heeft plaatsgevonden op vrijdag 27 november 2026",
    );
    expect(screen.queryAllByRole("link")).toEqual([]);
    expect(screen.getByRole("article").getAttribute("data-gathering")).toBe("past");
  });
});

function EditorHarness({
  initial,
  seen,
}: {
  initial: GatheringDraft;
  seen: (d: GatheringDraft) => void;
}) {
  const [value, setValue] = useState(initial);
  seen(value);
  return (
    <GatheringEditor
      value={value}
      onChange={(change) => {
        setValue(change);
      }}
    />
  );
}

describe("GatheringEditor", () => {
  it("normalises Dutch ways of writing a time", () => {
    expect(normaliseTime("14.00")).toBe("14:00");
    expect(normaliseTime("9:30")).toBe("09:30");
    expect(normaliseTime("1400")).toBe("14:00");
    expect(normaliseTime("middag")).toBe("middag");
  });

  it("has a visible label for every field and shows Dutch errors once a field is left", async () => {
    let latest: GatheringDraft | undefined;
    renderWithUi(
      <EditorHarness
        initial={{ kind: "afscheidsdienst", date: "", startTime: "", venue: "" }}
        seen={(draft) => {
          latest = draft;
        }}
      />,
    );
    for (const label of [
      "Soort bijeenkomst",
      "Eigen titel (niet verplicht)",
      "Begintijd",
      "Eindtijd (niet verplicht)",
      "Straat en huisnummer",
      "Postcode",
      "Plaats",
      "Link om online mee te kijken (niet verplicht)",
      "Toelichting (niet verplicht)",
    ]) {
      expect(screen.getByLabelText(label)).toBeVisible();
    }
    expect(screen.getByText("Datum")).toBeVisible();
    expect(screen.queryByText("Vul de begintijd in, bijvoorbeeld 14:00.")).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText("Soort bijeenkomst"), "crematie");
    await userEvent.click(screen.getByLabelText("Begintijd"));
    await userEvent.tab();
    expect(screen.getByText("Vul de begintijd in, bijvoorbeeld 14:00.")).toBeVisible();
    await userEvent.type(screen.getByLabelText("Begintijd"), "14.30");
    await userEvent.type(screen.getByLabelText("Eindtijd (niet verplicht)"), "14.00");
    await userEvent.tab();
    expect(screen.getByText("De eindtijd moet na de begintijd liggen.")).toBeVisible();
    await userEvent.type(screen.getByLabelText(/Link om online/), "http://x.nl");
    await userEvent.tab();
    expect(screen.getByText("Gebruik een volledig adres dat begint met https://")).toBeVisible();
    await userEvent.click(screen.getByLabelText(/Naam van de locatie/));
    await userEvent.tab();
    expect(screen.getByText("Vul de naam van de locatie in.")).toBeVisible();
    await userEvent.type(screen.getByLabelText("Plaats"), "Zwolle");
    expect(latest).toMatchObject({
      kind: "crematie",
      startTime: "14:30",
      endTime: "14:00",
      onlineUrl: "http://x.nl",
      address: { place: "Zwolle" },
    });
    expect(await axeViolations()).toEqual([]);
    // Typing into nine fields takes a while on a loaded machine.
  }, 60_000);
});

describe("a gathering's livestream and the family's wishes", () => {
  const livestream = {
    url: "https://kijk.example.nl/live/1234",
    accessCode: "4711",
    recordingUrl: "https://kijk.example.nl/terug/1234",
  };
  const wishes = {
    noFlowers: true,
    charityName: "KWF",
    charityUrl: "https://www.kwf.nl/doneren",
    charityText: "Voor onderzoek.",
  };
  const card = (now: string) =>
    renderWithUi(
      <GatheringCard
        gathering={{ ...service, livestream, wishes }}
        calendarHref="#agenda"
        today={now.slice(0, 10)}
        now={new Date(now)}
      />,
    );

  it("shows 'Live kijken' from half an hour before the start, with the access code", async () => {
    const { unmount } = card("2026-11-27T12:29:00Z");
    expect(screen.queryByRole("link", { name: "Live kijken" })).not.toBeInTheDocument();
    expect(screen.getByText(/vanaf een half uur voor aanvang/)).toBeInTheDocument();
    unmount();
    card("2026-11-27T12:30:00Z");
    expect(screen.getByRole("link", { name: "Live kijken" })).toHaveAttribute(
      "href",
      livestream.url,
    );
    expect(screen.getByText("Toegangscode voor de livestream: 4711")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows 'Terugkijken' after the end when there is a recording", () => {
    card("2026-11-27T14:00:00Z");
    expect(screen.queryByRole("link", { name: "Live kijken" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Terugkijken" })).toHaveAttribute(
      "href",
      livestream.recordingUrl,
    );
  });

  it("shows the wishes beside the gathering", () => {
    card("2026-11-20T10:00:00Z");
    const section = screen.getByRole("region", { name: "Wensen van de familie" });
    expect(section).toHaveTextContent("Liever geen bloemen");
    expect(section).toHaveTextContent("In plaats van bloemen: een gift aan KWF");
    expect(section).toHaveTextContent("Voor onderzoek.");
    expect(screen.getByRole("link", { name: "Website van KWF" })).toHaveAttribute(
      "href",
      wishes.charityUrl,
    );
  });

  it("shows no livestream when the data has none (a visitor's read)", () => {
    renderWithUi(<GatheringCard gathering={service} calendarHref="#agenda" today="2026-11-27" />);
    expect(screen.queryByTestId("gathering-livestream")).not.toBeInTheDocument();
    expect(screen.queryByTestId("gathering-wishes")).not.toBeInTheDocument();
  });
});
