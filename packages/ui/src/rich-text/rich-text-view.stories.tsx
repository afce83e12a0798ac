import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleStory } from "../story-fixtures/index.js";
import { RichTextView } from "./rich-text-view.js";

const meta = {
  title: "Pagina/Tekstblok (lezen)",
  component: RichTextView,
  args: { html: sampleStory },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "46rem", margin: "0 auto" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichTextView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verhaal: Story = {};

export const Leeg: Story = { args: { html: "" } };

export const GevaarlijkeInvoerOpgeschoond: Story = {
  name: "Gevaarlijke invoer (opgeschoond)",
  args: {
    html: '<p onclick="alert(1)">Alleen de tekst blijft over.</p><img src=x onerror="alert(1)"><script>alert(2)</script><svg><style><img src=x onerror=alert(3)></style></svg><p style="color:red"><a href="javascript:alert(4)">Een link wordt gewone tekst.</a></p>',
  },
};
