import { Box, Stack } from "@chakra-ui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import type { CondolenceMode } from "@memorial/domain";
import { CondolenceModeSetting } from "./mode-setting.js";
import { CondolenceModeration, type ModerationFilter } from "./moderation.js";
import { CandleModeration } from "./candle-moderation.js";
import { EXAMPLE_CANDLES, MODERATION_ITEMS, pause } from "./story-data.js";
import type { CondolenceItem } from "./types.js";

const meta = {
  title: "Condoleances/Beheren",
  component: CondolenceModeration,
  decorators: [
    (Story) => (
      <Box maxWidth="52rem" mx="auto" py={{ base: "4", md: "10" }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CondolenceModeration>;

export default meta;
type Story = StoryObj<typeof meta>;

function Moderation({
  initialFilter,
  start,
}: {
  initialFilter: ModerationFilter;
  start: CondolenceItem[];
}) {
  const [all, setAll] = useState(start);
  const [filter, setFilter] = useState(initialFilter);
  const [mode, setMode] = useState<CondolenceMode>("approval");
  const counts = {
    pending: all.filter((i) => i.status === "pending").length,
    approved: all.filter((i) => i.status === "approved").length,
    hidden: all.filter((i) => i.status === "hidden").length,
  };
  const setStatus = async (ids: string[], status: CondolenceItem["status"]) => {
    await pause(400);
    setAll((list) => list.map((i) => (ids.includes(i.id) ? { ...i, status } : i)));
  };
  return (
    <Stack gap="10">
      <CondolenceModeration
        items={filter === "all" ? all : all.filter((i) => i.status === filter)}
        counts={counts}
        filter={filter}
        onFilterChange={setFilter}
        onApprove={(id) => setStatus([id], "approved")}
        onHide={(id) => setStatus([id], "hidden")}
        onApproveMany={(ids) => setStatus(ids, "approved")}
        onDelete={async (id) => {
          await pause(400);
          setAll((list) => list.filter((i) => i.id !== id));
        }}
      />
      <CondolenceModeSetting
        mode={mode}
        onChange={async (next) => {
          await pause(400);
          setMode(next);
        }}
      />
    </Stack>
  );
}

const noop = () => Promise.resolve();

export const Alle: Story = {
  args: {
    items: MODERATION_ITEMS,
    filter: "all",
    onFilterChange: () => undefined,
    onApprove: noop,
    onHide: noop,
    onDelete: noop,
    onApproveMany: noop,
  },
  render: () => <Moderation initialFilter="all" start={MODERATION_ITEMS} />,
};

export const Wachtend: Story = {
  args: Alle.args,
  render: () => <Moderation initialFilter="pending" start={MODERATION_ITEMS} />,
};

export const Leeg: Story = {
  args: {
    ...Alle.args,
    items: [],
    filter: "pending",
    counts: { pending: 0, approved: 12, hidden: 1 },
  },
};

export const Laden: Story = {
  args: { ...Alle.args, items: [], loading: true },
};

export const Instelling: Story = {
  args: Alle.args,
  render: () => <CondolenceModeSetting mode="approval" onChange={noop} />,
};

function Candles() {
  const [named, setNamed] = useState(EXAMPLE_CANDLES);
  return (
    <CandleModeration
      count={128 - (EXAMPLE_CANDLES.length - named.length)}
      named={named}
      hasMore
      onLoadMore={() => undefined}
      onRemove={async (id) => {
        await pause();
        setNamed((list) => list.filter((candle) => candle.id !== id));
      }}
    />
  );
}

export const Kaarsjes: Story = {
  name: "Kaarsjes met een naam",
  args: Alle.args,
  render: () => <Candles />,
};

/** 'Gemeld': a message a visitor reported, with the count and the usual actions. */
export const Gemeld: Story = {
  args: {
    ...Alle.args,
    items: [{ ...MODERATION_ITEMS[0]!, status: "approved", reports: 2 }],
    filter: "reported",
    counts: { pending: 2, approved: 12, hidden: 1, reported: 1 },
  },
};
