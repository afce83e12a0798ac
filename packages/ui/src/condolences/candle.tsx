import { Alert, Button, Field, Flex, Input, Stack, chakra } from "@chakra-ui/react";
import { CONDOLENCE_LIMITS, textLength } from "@memorial/domain";
import { useId, useRef, useState, type SyntheticEvent } from "react";
import { condolenceTexts } from "./texts.js";
import { Honeypot } from "./form-field.js";
import { fixedButton } from "../theme/fixed-button.js";
import {
  boxStyle,
  buttonStyle,
  fixedElement,
  fixedHeadings,
  flexStyle,
  blockTitleStyle,
  stackStyle,
  textStyle,
} from "../theme/fixed-style.js";
import type { NamedCandle } from "./types.js";

const texts = condolenceTexts.candle;

/**
 * The card's buttons: at least 44 px high, and at 200 % text on a phone their labels wrap
 * instead of widening the card (and with it the page) past the screen.
 */
const WRAPPING = {
  minHeight: "11",
  height: "auto",
  py: "2",
  whiteSpace: "normal",
  maxWidth: "100%",
  textAlign: "start",
} as const;

// The candle's view is in every public page's first render: fixed elements (`fixedElement`).
// The form that opens on a tap stays Chakra's.
const Panel = fixedElement(
  "section",
  boxStyle({
    bg: "bg.panel",
    borderRadius: "l3",
    px: { base: "5", md: "8" },
    py: { base: "6", md: "8" },
    borderWidth: "1px",
    borderColor: "border",
  }),
);
const Row = fixedElement(
  "div",
  flexStyle({ gap: { base: "4", md: "6" }, alignItems: "flex-start" }),
);
const IllustrationBox = fixedElement("div", boxStyle({ flexShrink: 0, pt: "1" }));
const Content = fixedElement(
  "div",
  stackStyle({ gap: "3", flex: "1", minWidth: "0", overflowWrap: "anywhere" }),
);
const titles = fixedHeadings(blockTitleStyle());
const Count = fixedElement("p", textStyle({ fontSize: "md" }));
const Muted = fixedElement("p", textStyle({ color: "fg.muted" }));
const LightButton = fixedButton(buttonStyle(WRAPPING, { variant: "outline" }));
const NamedBox = fixedElement("div", boxStyle({ mt: "2" }));
const NamedTitle = fixedElement("p", textStyle({ fontSize: "sm", color: "fg.muted", mb: "1" }));
const Names = fixedElement(
  "ul",
  boxStyle({
    listStyleType: "none",
    display: "flex",
    flexWrap: "wrap",
    columnGap: "1",
    rowGap: "1",
    fontFamily: "serif",
    fontSize: "md",
  }),
);
const MoreNamedButton = fixedButton(
  buttonStyle({ mt: "2", px: "0" }, { variant: "ghost", size: "sm" }),
);

/** A quiet candle: a cream body and a soft, unsaturated flame. Decorative. */
export function CandleIllustration({ size = 56 }: { size?: number }) {
  return (
    <svg width={size} height={size * 1.5} viewBox="0 0 40 60" aria-hidden="true" focusable="false">
      <ellipse cx="20" cy="14" rx="9" ry="12" fill="#f3e2bd" opacity="0.55" />
      <path d="M20 3c4 6 6 9 6 12.5a6 6 0 0 1-12 0C14 12 16 9 20 3z" fill="#e2b66c" />
      <path d="M20 9c2 3 3 4.6 3 6.6a3 3 0 0 1-6 0c0-2 1-3.6 3-6.6z" fill="#f8ecd0" />
      <rect x="19.3" y="20" width="1.4" height="4" rx="0.7" fill="#4a4036" />
      <rect x="11" y="24" width="18" height="32" rx="3" fill="#f4eee4" stroke="#cfc3b1" />
      <path d="M11 29c3 1.5 6 1.5 9 0s6-1.5 9 0" fill="none" stroke="#e4dacb" />
    </svg>
  );
}

export interface CandleLighterProps {
  /** Every burning candle. */
  count: number;
  /** Candles lit with a name, newest first. */
  named: readonly NamedCandle[];
  hasMoreNamed?: boolean;
  loadingMoreNamed?: boolean;
  onLoadMoreNamed?: (() => void) | undefined;
  /**
   * Lights a candle (`name` may be empty; `website` is the honeypot field, empty for people).
   * A rejected promise keeps the typed name and shows `describeError(error)`.
   */
  onLight: (candle: { name: string; website: string }) => Promise<void>;
  describeError?: (error: unknown) => string;
  /**
   * Set when the page takes no new candles (e.g. a blocked page): this text replaces the
   * button; the count and the names stay.
   */
  closedText?: string | undefined;
  /** Heading level (default h3). */
  headingLevel?: "h2" | "h3";
}

/** The candle: how many burn, who lit one, and 'Steek een kaarsje aan' with an optional name. */
export function CandleLighter({
  count,
  named,
  hasMoreNamed = false,
  loadingMoreNamed = false,
  onLoadMoreNamed,
  onLight,
  describeError = () => texts.failed,
  closedText,
  headingLevel = "h3",
}: CandleLighterProps) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [website, setWebsite] = useState("");
  const [busy, setBusy] = useState(false);
  const [lit, setLit] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [tooLong, setTooLong] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const Title = titles[headingLevel];
  const names = named.flatMap((candle) => (candle.name === null ? [] : [candle]));

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (textLength(name) > CONDOLENCE_LIMITS.candleName) {
      setTooLong(true);
      nameRef.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      await onLight({ name, website });
      setLit(true);
      setOpen(false);
      setName("");
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel aria-labelledby={titleId}>
      <Row>
        <IllustrationBox>
          <CandleIllustration size={48} />
        </IllustrationBox>
        <Content>
          <Title id={titleId}>{texts.title}</Title>
          <Count aria-live="polite">{texts.count(count)}</Count>
          {lit ? <Muted role="status">{texts.lit}</Muted> : null}
          {closedText !== undefined ? (
            <Muted>{closedText}</Muted>
          ) : open ? (
            <chakra.form onSubmit={(event) => void submit(event)} noValidate>
              <Stack gap="3" maxWidth="26rem">
                <Field.Root invalid={tooLong}>
                  <Field.Label>{texts.name}</Field.Label>
                  <Input
                    ref={nameRef}
                    name="name"
                    autoComplete="name"
                    value={name}
                    onChange={(e) => {
                      setName(e.currentTarget.value);
                      setTooLong(false);
                    }}
                    bg="bg"
                    borderColor="fg.muted"
                    minHeight="11"
                  />
                  {tooLong ? (
                    <Field.ErrorText>
                      {condolenceTexts.form.errors.nameTooLong(CONDOLENCE_LIMITS.candleName)}
                    </Field.ErrorText>
                  ) : null}
                </Field.Root>
                <Honeypot
                  label={condolenceTexts.form.honeypot}
                  value={website}
                  onChange={setWebsite}
                />
                {failure === undefined ? null : (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{failure}</Alert.Title>
                  </Alert.Root>
                )}
                <Flex gap="3" wrap="wrap">
                  <Button type="submit" loading={busy} loadingText={texts.lighting} {...WRAPPING}>
                    {texts.confirm}
                  </Button>
                  <Button
                    variant="ghost"
                    {...WRAPPING}
                    disabled={busy}
                    onClick={() => {
                      setOpen(false);
                      setFailure(undefined);
                    }}
                  >
                    {texts.cancel}
                  </Button>
                </Flex>
              </Stack>
            </chakra.form>
          ) : (
            <div>
              <LightButton
                onClick={() => {
                  setOpen(true);
                  setLit(false);
                  requestAnimationFrame(() => nameRef.current?.focus());
                }}
              >
                {texts.light}
              </LightButton>
            </div>
          )}
          {names.length === 0 ? null : (
            <NamedBox>
              <NamedTitle>{texts.namedTitle}</NamedTitle>
              <Names>
                {names.map((candle, index) => (
                  <li key={candle.id}>
                    {candle.name}
                    {index < names.length - 1 ? <span aria-hidden="true"> · </span> : null}
                  </li>
                ))}
              </Names>
              {hasMoreNamed && onLoadMoreNamed !== undefined ? (
                <MoreNamedButton onClick={onLoadMoreNamed} loading={loadingMoreNamed}>
                  {texts.moreNamed}
                </MoreNamedButton>
              ) : null}
            </NamedBox>
          )}
        </Content>
      </Row>
    </Panel>
  );
}
