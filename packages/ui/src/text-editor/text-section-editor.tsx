import { Box, Button, HStack, IconButton, Text, chakra } from "@chakra-ui/react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { storyTypography } from "../rich-text/rich-text-view.js";
import { pageTexts } from "../texts/page.js";

export type BlockType = "paragraph" | "h1" | "h2" | "h3";

/** The block types as a group of radio buttons in the toolbar (one chosen at a time). */
const blockOptions: readonly { value: BlockType; label: string }[] = [
  { value: "paragraph", label: pageTexts.text.paragraph },
  { value: "h1", label: pageTexts.text.heading1 },
  { value: "h2", label: pageTexts.text.heading2 },
  { value: "h3", label: pageTexts.text.heading3 },
];

/**
 * The editor's schema is exactly the allow-list of the sanitiser: paragraphs, headings 1-3,
 * hard breaks, bold, italic and underline. Anything pasted is parsed into this schema, so lists,
 * links, images, tables, styles and scripts cannot survive a paste.
 */
export const textSectionExtensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    blockquote: false,
    bulletList: false,
    orderedList: false,
    listItem: false,
    listKeymap: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: false,
    trailingNode: false,
  }),
];

export interface TextSectionEditorProps {
  /** The section's HTML. */
  value: string;
  /** Gets the new HTML after every change (only h1-h3, p, br, strong, em, u). */
  onChange: (html: string) => void;
  /** Put the cursor in the text when the editor appears (a section the user just added). */
  autoFocus?: boolean;
}

function currentBlock(editor: Editor): BlockType {
  for (const level of [1, 2, 3] as const) {
    if (editor.isActive("heading", { level })) return `h${level}`;
  }
  return "paragraph";
}

function setBlock(editor: Editor, block: BlockType) {
  const chain = editor.chain().focus();
  if (block === "paragraph") {
    chain.setParagraph().run();
  } else {
    chain.setHeading({ level: Number(block.slice(1)) as 1 | 2 | 3 }).run();
  }
}

/** Rich text editor of a text section with the Dutch toolbar. */
export function TextSectionEditor({ value, onChange, autoFocus = false }: TextSectionEditorProps) {
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [toolbarIndex, setToolbarIndex] = useState(0);
  const editor = useEditor({
    extensions: textSectionExtensions,
    content: value,
    autofocus: autoFocus ? "end" : false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": pageTexts.text.editorLabel,
        "aria-placeholder": pageTexts.text.placeholder,
        spellcheck: "true",
        lang: "nl",
      },
    },
    onUpdate: ({ editor: changed }) => {
      onChange(changed.isEmpty ? "" : changed.getHTML());
    },
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      block: currentBlock(current),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      underline: current.isActive("underline"),
      empty: current.isEmpty,
    }),
  });

  // Follow a value that changes from outside (e.g. Annuleren restores the saved text).
  // Under StrictMode (the dev server) effects are run twice and tiptap destroys the first editor
  // in between; this effect can then still see that one (getHTML of a destroyed editor throws
  // "reading 'cached'"). The hook renders again with the editor it creates in its place.
  useEffect(() => {
    if (editor.isDestroyed) return;
    const shown = editor.isEmpty ? "" : editor.getHTML();
    if (value !== shown) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  const markButtons = [
    {
      key: "bold",
      label: pageTexts.text.bold,
      active: state.bold,
      glyph: "B",
      style: { fontWeight: "bold" },
    },
    {
      key: "italic",
      label: pageTexts.text.italic,
      active: state.italic,
      glyph: "I",
      style: { fontStyle: "italic", fontFamily: "serif" },
    },
    {
      key: "underline",
      label: pageTexts.text.underline,
      active: state.underline,
      glyph: "U",
      style: { textDecoration: "underline" },
    },
  ] as const;

  /** The toolbar pattern: one tab stop; arrow keys, Home and End move between its controls. */
  const toolbarItems = (): HTMLElement[] => [
    ...(toolbarRef.current?.querySelectorAll<HTMLElement>("[data-toolbar-item]") ?? []),
  ];
  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = toolbarItems();
    const current = items.indexOf(event.target as HTMLElement);
    if (current < 0) return;
    const last = items.length - 1;
    const next =
      event.key === "ArrowRight"
        ? (current + 1) % items.length
        : event.key === "ArrowLeft"
          ? (current - 1 + items.length) % items.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setToolbarIndex(next);
    items[next]?.focus();
  };

  return (
    <Box borderWidth="1px" borderColor="border.control" borderRadius="md" bg="bg.panel">
      <HStack
        ref={toolbarRef}
        role="toolbar"
        aria-label={pageTexts.text.toolbar}
        onKeyDown={onToolbarKeyDown}
        onFocus={(event) => {
          const index = toolbarItems().indexOf(event.target);
          if (index >= 0) setToolbarIndex(index);
        }}
        gap="2"
        px="2"
        py="1.5"
        borderBottomWidth="1px"
        borderColor="border"
        wrap="wrap"
      >
        {/* A native select would take the arrow keys for itself (and change the text while
            moving): the block types are radio buttons, each one stop of the toolbar's arrow keys. */}
        {/* The groups wrap too: at 320 px with 200 % text four 44 px buttons do not fit a row. */}
        <HStack gap="1" wrap="wrap" role="radiogroup" aria-label={pageTexts.text.blockType}>
          {blockOptions.map((option, index) => (
            <Button
              key={option.value}
              role="radio"
              aria-checked={state.block === option.value}
              data-toolbar-item=""
              tabIndex={toolbarIndex === index ? 0 : -1}
              size="md"
              minHeight="11"
              px="3"
              fontSize="sm"
              fontWeight={state.block === option.value ? "semibold" : "normal"}
              variant={state.block === option.value ? "subtle" : "ghost"}
              onMouseDown={(event) => {
                event.preventDefault();
              }}
              onClick={() => {
                setBlock(editor, option.value);
              }}
            >
              {option.label}
            </Button>
          ))}
        </HStack>
        <Box aria-hidden="true" alignSelf="stretch" my="1" borderInlineStartWidth="1px" />
        <HStack gap="1" wrap="wrap">
          {markButtons.map((button, index) => (
            <IconButton
              key={button.key}
              aria-label={button.label}
              aria-pressed={button.active}
              data-toolbar-item=""
              tabIndex={toolbarIndex === blockOptions.length + index ? 0 : -1}
              size="md"
              variant={button.active ? "subtle" : "ghost"}
              onMouseDown={(event) => {
                event.preventDefault();
              }}
              onClick={() => {
                const chain = editor.chain().focus();
                if (button.key === "bold") chain.toggleBold().run();
                else if (button.key === "italic") chain.toggleItalic().run();
                else chain.toggleUnderline().run();
              }}
            >
              <chakra.span aria-hidden="true" fontSize="md" css={button.style}>
                {button.glyph}
              </chakra.span>
            </IconButton>
          ))}
        </HStack>
      </HStack>
      <Box position="relative" px={{ base: "3", md: "4" }} py="3">
        {state.empty ? (
          <Text
            aria-hidden="true"
            position="absolute"
            pointerEvents="none"
            color="fg.muted"
            fontFamily="serif"
            fontSize="lg"
            lineHeight="1.7"
          >
            {pageTexts.text.placeholder}
          </Text>
        ) : null}
        <Box
          css={{
            ...storyTypography,
            "& .ProseMirror": { minHeight: "8rem", outline: "none", whiteSpace: "pre-wrap" },
            // The ring sits on the text box itself (the element that has the focus).
            "& .ProseMirror:focus-visible": {
              outline: "2px solid",
              outlineColor: "dusk.focusRing",
              outlineOffset: "6px",
              borderRadius: "sm",
            },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
    </Box>
  );
}
