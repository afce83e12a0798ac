import { Box, Stack } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { CandleLighter } from "./candle.js";
import { CondolenceForm } from "./condolence-form.js";
import { CondolenceList } from "./condolence-list.js";
import { ReportDialog } from "./report-dialog.js";
import { condolenceTexts } from "./texts.js";
import { EXAMPLE_CANDLES, EXAMPLE_CONDOLENCES, OWN_PENDING, pause } from "./story-data.js";

const meta = {
  title: "Condoleances/Bezoeker",
  component: CondolenceList,
  args: { items: EXAMPLE_CONDOLENCES },
  decorators: [
    (Story) => (
      <Box maxWidth="46rem" mx="auto" py={{ base: "4", md: "10" }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CondolenceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The register as it sits on the memorial page: candle, messages, form. */
function Register() {
  const [items, setItems] = useState([OWN_PENDING, ...EXAMPLE_CONDOLENCES]);
  const [count, setCount] = useState(128);
  const [named, setNamed] = useState(EXAMPLE_CANDLES);
  return (
    <Stack gap={{ base: "10", md: "14" }}>
      <CandleLighter
        count={count}
        named={named}
        onLight={async ({ name }) => {
          await pause();
          setCount((n) => n + 1);
          if (name.trim() !== "") {
            setNamed((list) => [
              { id: `k${list.length + 10}`, name: name.trim(), litAt: new Date().toISOString() },
              ...list,
            ]);
          }
        }}
      />
      <CondolenceList items={items} hasMore onLoadMore={() => undefined} />
      <CondolenceForm
        mode="approval"
        personName="Johanna"
        onSubmit={async (draft) => {
          await pause();
          setItems((list) => [
            {
              id: `n${list.length}`,
              name: draft.name,
              relation: draft.relation === "" ? null : draft.relation,
              message: draft.message,
              status: "pending",
              createdAt: new Date().toISOString(),
              own: true,
            },
            ...list,
          ]);
        }}
      />
    </Stack>
  );
}

export const Register_: Story = { name: "Register op de pagina", render: () => <Register /> };

export const EigenBerichtWacht: Story = {
  name: "Eigen bericht wacht op goedkeuring",
  args: {
    items: [OWN_PENDING, ...EXAMPLE_CONDOLENCES],
    hasMore: true,
    onLoadMore: () => undefined,
  },
};

export const Leeg: Story = { args: { items: [] } };

export const Laden: Story = { args: { items: [], loading: true } };

export const LadenMislukt: Story = {
  name: "Laden mislukt",
  args: {
    items: [],
    error: "De condoleances konden niet worden geladen.",
    onRetry: () => undefined,
  },
};

export const Formulier: Story = {
  render: () => <CondolenceForm mode="approval" personName="Johanna" onSubmit={() => pause()} />,
};

export const FormulierIngelogdDirectZichtbaar: Story = {
  name: "Formulier (ingelogd, direct zichtbaar)",
  render: () => (
    <CondolenceForm
      mode="immediate"
      personName="Johanna"
      signedInEmail="jan@example.nl"
      defaultName="Jan de Vries"
      onSubmit={() => pause()}
    />
  ),
};

export const FormulierMislukt: Story = {
  name: "Formulier (plaatsen mislukt)",
  render: () => (
    <CondolenceForm
      mode="approval"
      personName="Johanna"
      defaultName="Marja Hoekstra"
      onSubmit={async () => {
        await pause(300);
        throw new Error("rate limited");
      }}
      describeError={() =>
        "U heeft zojuist al iets geplaatst. Wacht u even en probeer het over een paar minuten opnieuw."
      }
    />
  ),
};

export const Kaarsje: Story = {
  render: () => (
    <CandleLighter
      count={128}
      named={EXAMPLE_CANDLES}
      hasMoreNamed
      onLoadMoreNamed={() => undefined}
      onLight={() => pause()}
    />
  ),
};

export const GeenKaarsjes: Story = {
  name: "Nog geen kaarsjes",
  render: () => <CandleLighter count={0} named={[]} onLight={() => pause()} />,
};

/** 'Melden' under a message opens the report dialog. */
function Reporting() {
  const [target, setTarget] = useState<string | undefined>();
  return (
    <>
      <CondolenceList
        items={EXAMPLE_CONDOLENCES}
        onReport={(item) => {
          setTarget(condolenceTexts.report.subjects.condolence(item.name));
        }}
      />
      <ReportDialog
        subject={target}
        onClose={() => {
          setTarget(undefined);
        }}
        onSubmit={() => pause()}
      />
    </>
  );
}

export const Melden: Story = { render: () => <Reporting /> };

export const MeldenDialoog: Story = {
  render: () => (
    <ReportDialog
      subject={condolenceTexts.report.subjects.condolence("Kees van Dijk")}
      onClose={() => undefined}
      onSubmit={() => pause()}
    />
  ),
};
