import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations, renderWithUi } from "../dialogs/test-helpers.js";
import { CandleLighter } from "./candle.js";
import { CandleModeration } from "./candle-moderation.js";
import { CondolenceForm } from "./condolence-form.js";
import { CondolenceList } from "./condolence-list.js";
import { MemoryForm } from "./memory-form.js";
import { CondolenceModeSetting } from "./mode-setting.js";
import { CondolenceModeration } from "./moderation.js";
import { ReportDialog, reportPartsOf } from "./report-dialog.js";
import {
  EXAMPLE_CANDLES,
  EXAMPLE_CONDOLENCES,
  MODERATION_ITEMS,
  OWN_PENDING,
} from "./story-data.js";

describe("CondolenceList", () => {
  it("shows messages newest first as text, own waiting ones marked", async () => {
    const script = { ...OWN_PENDING, message: '<img src=x onerror="alert(1)">\nTweede regel' };
    renderWithUi(<CondolenceList items={[script, ...EXAMPLE_CONDOLENCES]} />);
    const articles = screen.getAllByRole("article");
    expect(articles.map((a) => a.getAttribute("aria-label"))).toEqual([
      "Anna de Jong",
      "Marja Hoekstra",
      "Kees van Dijk",
      "Familie Bos",
    ]);
    expect(within(articles[0]!).getByText("wacht op goedkeuring")).toBeInTheDocument();
    expect(within(articles[1]!).queryByText("wacht op goedkeuring")).toBeNull();
    expect(document.querySelector("img")).toBeNull();
    expect(screen.getByText(/onerror/)).toBeInTheDocument();
    expect(within(articles[1]!).getByText("20 november 2026")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("loads more on 'Meer laden' and explains an empty register", async () => {
    const onLoadMore = vi.fn();
    const { unmount } = renderWithUi(
      <CondolenceList items={EXAMPLE_CONDOLENCES} hasMore onLoadMore={onLoadMore} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Meer laden" }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    unmount();
    renderWithUi(<CondolenceList items={[]} />);
    expect(screen.getByText(/nog geen condoleances/)).toBeInTheDocument();
  });
});

describe("CondolenceForm", () => {
  it("checks the fields in Dutch without sending", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithUi(<CondolenceForm mode="approval" personName="Johanna" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("button", { name: "Condoleance plaatsen" }));
    expect(screen.getByText("Vul uw naam in.")).toBeInTheDocument();
    expect(screen.getByText("Schrijf een bericht.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: /Uw naam/ })).toHaveFocus();
  });

  it("counts characters and refuses more than 2,000", async () => {
    renderWithUi(<CondolenceForm mode="approval" onSubmit={() => Promise.resolve()} />);
    const message = screen.getByRole("textbox", { name: /Uw bericht/ });
    await userEvent.click(message);
    await userEvent.paste("a".repeat(2001));
    expect(screen.getByText("2.001 van 2.000 tekens")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: /Uw naam/ }), "Kees");
    await userEvent.click(screen.getByRole("button", { name: "Condoleance plaatsen" }));
    expect(
      screen.getByText("Uw bericht is te lang: ten hoogste 2.000 tekens."),
    ).toBeInTheDocument();
  });

  it("keeps everything typed when sending fails, and thanks after success", async () => {
    const onSubmit = vi
      .fn<(draft: unknown) => Promise<void>>()
      .mockRejectedValueOnce(new Error("429"))
      .mockResolvedValueOnce(undefined);
    renderWithUi(
      <CondolenceForm
        mode="approval"
        personName="Johanna"
        onSubmit={onSubmit}
        describeError={() => "Wacht u even."}
      />,
    );
    await userEvent.type(screen.getByRole("textbox", { name: /Uw naam/ }), "Marja");
    await userEvent.type(
      screen.getByRole("textbox", { name: "Hoe kende u Johanna?" }),
      "Buurvrouw",
    );
    await userEvent.type(
      screen.getByRole("textbox", { name: /Uw bericht/ }),
      "Sterkte{Enter}Marja",
    );
    await userEvent.click(screen.getByRole("button", { name: "Condoleance plaatsen" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Wacht u even.");
    expect(screen.getByRole("textbox", { name: /Uw bericht/ })).toHaveValue("Sterkte\nMarja");
    expect(onSubmit).toHaveBeenCalledWith({
      name: "Marja",
      relation: "Buurvrouw",
      message: "Sterkte\nMarja",
      email: "",
      website: "",
      thankYouAddress: null,
    });
    await userEvent.click(screen.getByRole("button", { name: "Condoleance plaatsen" }));
    expect(await screen.findByText(/zodra de familie het heeft goedgekeurd/)).toBeInTheDocument();
  });

  it("starts the next writer on a shared tablet with an empty form", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const onWriteAnother = vi.fn();
    renderWithUi(
      <CondolenceForm
        mode="immediate"
        personName="Johanna"
        onSubmit={onSubmit}
        onWriteAnother={onWriteAnother}
      />,
    );
    await userEvent.type(screen.getByRole("textbox", { name: /Uw naam/ }), "Marja");
    await userEvent.type(screen.getByRole("textbox", { name: "Hoe kende u Johanna?" }), "Buur");
    await userEvent.type(screen.getByRole("textbox", { name: /Uw bericht/ }), "Sterkte");
    await userEvent.type(screen.getByRole("textbox", { name: /Uw e-mailadres/ }), "m@example.nl");
    await userEvent.click(screen.getByRole("button", { name: "Condoleance plaatsen" }));
    expect(onWriteAnother).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole("button", { name: "Nog een bericht schrijven" }));
    // The app forgets the previous writer's waiting message then.
    expect(onWriteAnother).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("textbox", { name: /Uw naam/ })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Hoe kende u Johanna?" })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: /Uw bericht/ })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: /Uw e-mailadres/ })).toHaveValue("");
  });

  it("starts the next writer of a memory with an empty form too", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const onWriteAnother = vi.fn();
    renderWithUi(
      <MemoryForm
        mode="immediate"
        personName="Johanna"
        onSubmit={onSubmit}
        onWriteAnother={onWriteAnother}
      />,
    );
    await userEvent.type(screen.getByRole("textbox", { name: /Uw naam/ }), "Marja");
    await userEvent.type(screen.getByRole("textbox", { name: "Hoe kende u Johanna?" }), "Buur");
    await userEvent.type(screen.getByRole("textbox", { name: /Uw herinnering/ }), "De zomer");
    await userEvent.click(screen.getByRole("button", { name: "Herinnering delen" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(await screen.findByRole("button", { name: "Nog een herinnering delen" }));
    expect(onWriteAnother).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("textbox", { name: /Uw naam/ })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Hoe kende u Johanna?" })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: /Uw herinnering/ })).toHaveValue("");
  });

  it("holds only its title and first line where it cannot be used yet (the page's markup)", () => {
    const { unmount } = renderWithUi(
      <CondolenceForm mode="approval" usable={false} onSubmit={() => Promise.resolve()} />,
    );
    expect(screen.getByRole("heading", { name: "Schrijf een condoleance" })).toBeInTheDocument();
    expect(screen.getByText(/Het wordt op deze pagina getoond nadat/)).toBeInTheDocument();
    expect(screen.queryAllByRole("textbox")).toHaveLength(0);
    expect(screen.queryByRole("button")).toBeNull();
    expect(document.querySelector("[data-form-later]")).not.toBeNull();
    unmount();
    renderWithUi(<MemoryForm mode="immediate" usable={false} onSubmit={() => Promise.resolve()} />);
    expect(screen.getByRole("heading", { name: "Deel een herinnering" })).toBeInTheDocument();
    expect(screen.queryAllByRole("textbox")).toHaveLength(0);
  });

  it("links the privacy statement beside the form", () => {
    renderWithUi(<CondolenceForm mode="approval" onSubmit={() => Promise.resolve()} />);
    expect(screen.getByRole("link", { name: "privacyverklaring" })).toHaveAttribute(
      "href",
      "/privacy",
    );
  });

  it("takes an optional address, and refuses one that is not an address without losing text", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithUi(<CondolenceForm mode="approval" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole("textbox", { name: /Uw naam/ }), "Marja");
    await userEvent.type(screen.getByRole("textbox", { name: /Uw bericht/ }), "Sterkte");
    const email = screen.getByRole("textbox", { name: /Uw e-mailadres/ });
    expect(email).toHaveAccessibleDescription(/wanneer uw bericht geplaatst is/);
    await userEvent.type(email, "marja@");
    await userEvent.click(screen.getByRole("button", { name: "Condoleance plaatsen" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText(/Dit lijkt geen e-mailadres/)).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(screen.getByRole("textbox", { name: /Uw bericht/ })).toHaveValue("Sterkte");
    await userEvent.type(email, "example.nl");
    await userEvent.click(screen.getByRole("button", { name: "Condoleance plaatsen" }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: "Marja",
      relation: "",
      message: "Sterkte",
      email: "marja@example.nl",
      website: "",
      thankYouAddress: null,
    });
  });

  it("asks for a bedankkaart address only when ticked, and refuses a postcode that is not Dutch", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithUi(<CondolenceForm mode="approval" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole("textbox", { name: /Uw naam/ }), "Marja");
    await userEvent.type(screen.getByRole("textbox", { name: /Uw bericht/ }), "Sterkte");
    expect(screen.queryByRole("textbox", { name: /Postcode/ })).toBeNull();
    await userEvent.click(screen.getByRole("checkbox", { name: /bedankkaart ontvangen/ }));
    await userEvent.type(
      screen.getByRole("textbox", { name: /Straat en huisnummer/ }),
      "Lindelaan 12",
    );
    const postcode = screen.getByRole("textbox", { name: /Postcode/ });
    await userEvent.type(postcode, "35811");
    await userEvent.type(screen.getByRole("textbox", { name: /Plaats/ }), "Utrecht");
    await userEvent.click(screen.getByRole("button", { name: "Condoleance plaatsen" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText(/Dit is geen Nederlandse postcode/)).toBeInTheDocument();
    expect(postcode).toHaveFocus();
    expect(screen.getByRole("textbox", { name: /Uw bericht/ })).toHaveValue("Sterkte");
    await userEvent.clear(postcode);
    await userEvent.type(postcode, "3581 ab");
    await userEvent.click(screen.getByRole("button", { name: "Condoleance plaatsen" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        thankYouAddress: { street: "Lindelaan 12", postcode: "3581 ab", place: "Utrecht" },
      }),
    );
  });

  it("hides the honeypot from people and assistive technology", async () => {
    renderWithUi(<CondolenceForm mode="immediate" onSubmit={() => Promise.resolve()} />);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot?.tabIndex).toBe(-1);
    expect(screen.queryByRole("textbox", { name: "Laat dit veld leeg" })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});

describe("CandleLighter", () => {
  it("shows the count and the names, and lights with an optional name", async () => {
    const onLight = vi.fn(() => Promise.resolve());
    renderWithUi(<CandleLighter count={128} named={EXAMPLE_CANDLES} onLight={onLight} />);
    expect(screen.getByText("Er branden 128 kaarsjes.")).toBeInTheDocument();
    expect(screen.getByText("Pieter en Els")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Steek een kaarsje aan" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Uw naam (niet verplicht)" }), "Els");
    await userEvent.click(screen.getByRole("button", { name: "Kaarsje aansteken" }));
    expect(onLight).toHaveBeenCalledWith({ name: "Els", website: "" });
    expect(await screen.findByText("Uw kaarsje brandt. Dank u wel.")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("uses the singular for one candle", () => {
    renderWithUi(<CandleLighter count={1} named={[]} onLight={() => Promise.resolve()} />);
    expect(screen.getByText("Er brandt 1 kaarsje.")).toBeInTheDocument();
  });

  it("keeps the count and names but offers no button when the page takes no candles", () => {
    renderWithUi(
      <CandleLighter
        count={3}
        named={EXAMPLE_CANDLES}
        onLight={() => Promise.resolve()}
        closedText="Deze pagina neemt op dit moment geen nieuwe kaarsjes aan."
      />,
    );
    expect(screen.getByText("Er branden 3 kaarsjes.")).toBeInTheDocument();
    expect(screen.getByText("Pieter en Els")).toBeInTheDocument();
    expect(screen.getByText(/geen nieuwe kaarsjes/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Steek een kaarsje aan" })).toBeNull();
  });
});

describe("CondolenceModeration", () => {
  const base = {
    items: MODERATION_ITEMS,
    counts: { pending: 2, approved: 2, hidden: 1 },
    filter: "all" as const,
  };

  it("approves, hides and deletes after a named confirmation", async () => {
    const onApprove = vi.fn(() => Promise.resolve());
    const onHide = vi.fn(() => Promise.resolve());
    const onDelete = vi.fn(() => Promise.resolve());
    renderWithUi(
      <CondolenceModeration
        {...base}
        onFilterChange={vi.fn()}
        onApprove={onApprove}
        onHide={onHide}
        onDelete={onDelete}
        onApproveMany={vi.fn(() => Promise.resolve())}
      />,
    );
    await userEvent.click(
      screen.getByRole("button", { name: "Bericht van Pieter Smit goedkeuren" }),
    );
    expect(onApprove).toHaveBeenCalledWith("c7");
    await userEvent.click(
      screen.getByRole("button", { name: "Bericht van Kees van Dijk verbergen" }),
    );
    expect(onHide).toHaveBeenCalledWith("c4");
    await userEvent.click(
      screen.getByRole("button", { name: "Bericht van Pieter Smit verwijderen" }),
    );
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("het bericht van Pieter Smit wilt verwijderen");
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Bericht verwijderen" }));
    await waitFor(() => {
      expect(onDelete).toHaveBeenCalledWith("c7");
    });
    expect(screen.getByText("pieter.smit@example.nl", { exact: false })).toBeInTheDocument();
  });

  it("filters by status and approves the selected waiting messages at once", async () => {
    const onFilterChange = vi.fn();
    const onApproveMany = vi.fn(() => Promise.resolve());
    renderWithUi(
      <CondolenceModeration
        {...base}
        onFilterChange={onFilterChange}
        onApprove={vi.fn(() => Promise.resolve())}
        onHide={vi.fn(() => Promise.resolve())}
        onDelete={vi.fn(() => Promise.resolve())}
        onApproveMany={onApproveMany}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Wachtend (2)" }));
    expect(onFilterChange).toHaveBeenCalledWith("pending");
    expect(screen.getByRole("button", { name: "Alle (5)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await userEvent.click(
      screen.getByRole("checkbox", { name: "Alle wachtende berichten hieronder selecteren" }),
    );
    await userEvent.click(screen.getByRole("button", { name: "2 berichten goedkeuren" }));
    expect(onApproveMany).toHaveBeenCalledWith(["c6", "c7"]);
    expect(await axeViolations()).toEqual([]);
  });

  it("puts the previous mode back when saving the setting fails", async () => {
    const onChange = vi.fn(() => Promise.reject(new Error("412")));
    renderWithUi(
      <CondolenceModeSetting
        mode="approval"
        onChange={onChange}
        describeError={() => "Probeer het opnieuw."}
      />,
    );
    await userEvent.click(screen.getByRole("radio", { name: /Uit/ }));
    expect(onChange).toHaveBeenCalledWith("off");
    expect(await screen.findByRole("alert")).toHaveTextContent("Probeer het opnieuw.");
    await waitFor(() => {
      expect(screen.getByRole("radio", { name: /Tonen na goedkeuring/ })).toBeChecked();
    });
    expect(screen.getByRole("radio", { name: /Uit/ })).not.toBeChecked();
  });
});

describe("CandleModeration", () => {
  it("removes a named candle after a named confirmation", async () => {
    const onRemove = vi.fn(() => Promise.resolve());
    renderWithUi(<CandleModeration count={128} named={EXAMPLE_CANDLES} onRemove={onRemove} />);
    expect(screen.getByText(/Er branden 128 kaarsjes\./)).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole("button", { name: "Kaarsje van Pieter en Els verwijderen" }),
    );
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent(
      "Weet u zeker dat u het kaarsje van Pieter en Els wilt verwijderen?",
    );
    expect(onRemove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Kaarsje verwijderen" }));
    const removed = EXAMPLE_CANDLES.find((candle) => candle.name === "Pieter en Els");
    await waitFor(() => {
      expect(onRemove).toHaveBeenCalledWith(removed?.id);
    });
    await waitFor(() => {
      expect(screen.queryByRole("alertdialog")).toBeNull();
    });
    expect(await axeViolations()).toEqual([]);
  });

  it("shows the error when removing fails", async () => {
    renderWithUi(
      <CandleModeration
        count={3}
        named={EXAMPLE_CANDLES}
        onRemove={() => Promise.reject(new Error("403"))}
        describeError={() => "Alleen de beheerders van deze pagina kunnen dit doen."}
      />,
    );
    await userEvent.click(
      screen.getByRole("button", { name: "Kaarsje van Pieter en Els verwijderen" }),
    );
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Kaarsje verwijderen" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Alleen de beheerders");
  });
});

describe("Melden", () => {
  it("offers 'Melden' under visible messages only, and names the message", async () => {
    const onReport = vi.fn();
    renderWithUi(
      <CondolenceList items={[OWN_PENDING, ...EXAMPLE_CONDOLENCES]} onReport={onReport} />,
    );
    expect(screen.queryByRole("button", { name: "Bericht van Anna de Jong melden" })).toBeNull();
    await userEvent.click(
      screen.getByRole("button", { name: "Bericht van Marja Hoekstra melden" }),
    );
    expect(onReport).toHaveBeenCalledWith(expect.objectContaining({ name: "Marja Hoekstra" }));
  });

  it("asks for a reason, keeps everything on a failure and thanks after sending", async () => {
    const onSubmit = vi
      .fn<(draft: unknown) => Promise<void>>()
      .mockRejectedValueOnce(new Error("429"))
      .mockResolvedValueOnce(undefined);
    renderWithUi(
      <ReportDialog
        subject="het bericht van Kees"
        onClose={() => undefined}
        onSubmit={onSubmit}
        describeError={() => "U heeft veel meldingen kort na elkaar verstuurd."}
      />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Melden" });
    expect(dialog).toHaveTextContent("het bericht van Kees");
    await userEvent.click(within(dialog).getByRole("button", { name: "Melding versturen" }));
    expect(await within(dialog).findByText("Kies een reden.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Privacy" }));
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Toelichting (niet verplicht)" }),
      "Mijn adres",
    );
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Uw e-mailadres (niet verplicht)" }),
      "melder@",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Melding versturen" }));
    expect(await within(dialog).findByText(/Dit lijkt geen e-mailadres/)).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Uw e-mailadres (niet verplicht)" }),
      "example.nl",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Melding versturen" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "U heeft veel meldingen kort na elkaar verstuurd.",
    );
    expect(
      within(dialog).getByRole("textbox", { name: "Toelichting (niet verplicht)" }),
    ).toHaveValue("Mijn adres");
    await userEvent.click(within(dialog).getByRole("button", { name: "Melding versturen" }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      reason: "privacy",
      explanation: "Mijn adres",
      email: "melder@example.nl",
    });
    expect(
      await within(dialog).findByText("Dank u wel. Uw melding is ontvangen."),
    ).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("lets the reader choose the whole page or one section, numbered as the reader sees them", async () => {
    const parts = reportPartsOf([
      { index: 0, type: "text" },
      { index: 2, type: "photo_carousel" },
    ]);
    expect(parts).toEqual([
      { value: "page", label: "De hele pagina" },
      { value: "section:0", label: "Onderdeel 1: tekstblok" },
      { value: "section:2", label: "Onderdeel 2: fotocarrousel" },
    ]);
    const onSubmit = vi.fn<(draft: unknown) => Promise<void>>().mockResolvedValue(undefined);
    renderWithUi(
      <ReportDialog
        subject="deze pagina"
        parts={parts}
        onClose={() => undefined}
        onSubmit={onSubmit}
      />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Melden" });
    const part = within(dialog).getByRole("combobox", { name: "Wat wilt u melden?" });
    expect(part).toHaveValue("page");
    await userEvent.selectOptions(part, "section:2");
    await userEvent.click(
      within(dialog).getByRole("radio", { name: "Auteursrecht of portretrecht" }),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Melding versturen" }));
    expect(onSubmit).toHaveBeenCalledWith({
      reason: "copyright",
      explanation: "",
      email: "",
      part: "section:2",
    });
    expect(await axeViolations()).toEqual([]);
  });

  it("shows 'Gemeld' with its count and the report's count on the message", () => {
    const onFilterChange = vi.fn();
    renderWithUi(
      <CondolenceModeration
        items={[{ ...EXAMPLE_CONDOLENCES[0]!, reports: 2 }]}
        counts={{ pending: 0, approved: 3, hidden: 0, reported: 1 }}
        filter="reported"
        onFilterChange={onFilterChange}
        onApprove={() => Promise.resolve()}
        onHide={() => Promise.resolve()}
        onDelete={() => Promise.resolve()}
        onApproveMany={() => Promise.resolve()}
      />,
    );
    expect(screen.getByRole("button", { name: "Gemeld (1)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByText("2 keer gemeld")).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Bericht van Marja Hoekstra verbergen" }),
    ).toBeInTheDocument();
  });
});
