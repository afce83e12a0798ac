import { Checkbox, Stack } from "@chakra-ui/react";
import { CONDOLENCE_LIMITS, THANK_YOU_LIMITS, thankYouAddressProblems } from "@memorial/domain";
import { useId, useRef, useState, type SyntheticEvent } from "react";
import { condolenceTexts } from "./texts.js";
import type { CondolenceDraft } from "./types.js";
import {
  FormField,
  FormFields,
  FormFooter,
  FormIntro,
  FormLater,
  FormTitle,
} from "./form-field.js";
import { checkWriter, SentNotice, WriterFields } from "./writer-fields.js";
import { fixedElement, textStyle } from "../theme/fixed-style.js";

const texts = condolenceTexts.form;

// The thank-you card's two lines, fixed (`fixedElement`) as the form's fields are.
const CardLine = fixedElement("span", textStyle({ display: "block" }));
const CardHelp = fixedElement(
  "span",
  textStyle({ display: "block", color: "fg.muted", fontSize: "sm", fontWeight: "normal" }),
);

export interface CondolenceFormProps {
  /** The register's mode: the intro and the thank-you text follow it. */
  mode: "approval" | "immediate";
  /** The person the page is for, in 'Hoe kende u …?'. */
  personName?: string;
  /** A signed-in visitor's e-mail: a note says the family will see it. */
  signedInEmail?: string | undefined;
  /** Fills the name field at first (e.g. a signed-in visitor's name). */
  defaultName?: string;
  /**
   * Sends the message. A rejected promise keeps everything that was typed and shows
   * `describeError(error)` (default: a general Dutch text).
   */
  onSubmit: (draft: CondolenceDraft) => Promise<void>;
  /** The Dutch text for a failure (the web app passes `condolenceErrorMessage` of its error table). */
  describeError?: (error: unknown) => string;
  /** Heading level of the form's title (default h3). */
  headingLevel?: "h2" | "h3";
  /**
   * 'Nog een bericht schrijven' was chosen: the next writer (a shared tablet at the funeral).
   * The web app forgets the previous writer's waiting messages there.
   */
  onWriteAnother?: () => void;
  /**
   * False in the page's server-rendered markup: the title and the first line only (`FormLater`);
   * the register's island renders the form itself.
   */
  usable?: boolean;
}

type FieldName = "name" | "message" | "relation" | "email" | "street" | "postcode" | "place";
type Problems = Partial<Record<FieldName, string>>;
type AddressField = "street" | "postcode" | "place";
type Address = Record<AddressField, string>;

const EMPTY_ADDRESS: Address = { street: "", postcode: "", place: "" };

function checkAddress(address: Address): Problems {
  const problems: Problems = {};
  for (const problem of thankYouAddressProblems(address)) {
    if (problem === "street_missing") problems.street = texts.errors.streetMissing;
    if (problem === "street_too_long") {
      problems.street = texts.errors.streetTooLong(THANK_YOU_LIMITS.street);
    }
    if (problem === "postcode_missing") problems.postcode = texts.errors.postcodeMissing;
    if (problem === "postcode_invalid") problems.postcode = texts.errors.postcodeInvalid;
    if (problem === "place_missing") problems.place = texts.errors.placeMissing;
    if (problem === "place_too_long") {
      problems.place = texts.errors.placeTooLong(THANK_YOU_LIMITS.place);
    }
  }
  return problems;
}

function check(draft: CondolenceDraft): Problems {
  const problems: Problems = checkWriter(
    draft,
    CONDOLENCE_LIMITS.message,
    texts.errors.messageMissing,
  );
  return draft.thankYouAddress === null
    ? problems
    : { ...problems, ...checkAddress(draft.thankYouAddress) };
}

/**
 * The visitors' form: name, how they knew the person, the message with a character counter
 * and a hidden field for bots. Nothing typed is lost on an error.
 */
export function CondolenceForm({
  mode,
  personName = "",
  signedInEmail,
  defaultName = "",
  onSubmit,
  describeError = () => texts.errors.failed,
  headingLevel = "h3",
  onWriteAnother,
  usable = true,
}: CondolenceFormProps) {
  const titleId = useId();
  const counterId = useId();
  const addressId = useId();
  const [draft, setDraft] = useState<Omit<CondolenceDraft, "thankYouAddress">>({
    name: defaultName,
    message: "",
    relation: "",
    email: "",
    website: "",
  });
  // The address is kept while the box is unticked, so ticking it again loses nothing.
  const [wantsCard, setWantsCard] = useState(false);
  const [address, setAddress] = useState<Address>(EMPTY_ADDRESS);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    relation: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
    email: useRef<HTMLInputElement>(null),
    street: useRef<HTMLInputElement>(null),
    postcode: useRef<HTMLInputElement>(null),
    place: useRef<HTMLInputElement>(null),
  };
  const thanksRef = useRef<HTMLDivElement>(null);

  const change = (field: keyof Omit<CondolenceDraft, "thankYouAddress">, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field !== "website") setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const changeAddress = (field: AddressField, value: string) => {
    setAddress((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const full: CondolenceDraft = { ...draft, thankYouAddress: wantsCard ? address : null };
    const found = check(full);
    setProblems(found);
    setFailure(undefined);
    const first = (
      ["name", "relation", "message", "email", "street", "postcode", "place"] as const
    ).find((f) => found[f] !== undefined);
    if (first !== undefined) {
      refs[first].current?.focus();
      return;
    }
    setSending(true);
    try {
      await onSubmit(full);
      // A shared tablet at the funeral: the next writer starts with an empty form, nothing of
      // the previous writer (name, relation, message, e-mail, address) is kept.
      setDraft({ name: "", message: "", relation: "", email: "", website: "" });
      setWantsCard(false);
      setAddress(EMPTY_ADDRESS);
      setSent(true);
      requestAnimationFrame(() => thanksRef.current?.focus());
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setSending(false);
    }
  };

  const intro = mode === "approval" ? texts.introApproval : texts.intro;
  return (
    <section aria-labelledby={titleId}>
      <FormTitle level={headingLevel} id={titleId}>
        {texts.title}
      </FormTitle>
      {!usable ? (
        <FormLater intro={intro} />
      ) : sent ? (
        <SentNotice
          noticeRef={thanksRef}
          text={mode === "approval" ? texts.thanksApproval : texts.thanksImmediate}
          another={texts.writeAnother}
          onAnother={() => {
            onWriteAnother?.();
            setSent(false);
            requestAnimationFrame(() => refs.name.current?.focus());
          }}
        />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <FormIntro>{intro}</FormIntro>
          <FormFields>
            <WriterFields
              draft={draft}
              problems={problems}
              refs={refs}
              onChange={change}
              personName={personName}
              message={{
                label: texts.message,
                name: "message",
                rows: 6,
                limit: CONDOLENCE_LIMITS.message,
                counterId,
              }}
            />
            <FormField.Root invalid={problems.email !== undefined}>
              <FormField.Label>{texts.email}</FormField.Label>
              <FormField.Input
                ref={refs.email}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                value={draft.email}
                onChange={(e) => {
                  change("email", e.currentTarget.value);
                }}
              />
              {problems.email === undefined ? (
                <FormField.HelperText>{texts.emailHelp}</FormField.HelperText>
              ) : (
                <FormField.ErrorText>{problems.email}</FormField.ErrorText>
              )}
            </FormField.Root>
            <fieldset>
              <Checkbox.Root
                checked={wantsCard}
                alignItems="flex-start"
                minHeight="11"
                onCheckedChange={(details) => {
                  setWantsCard(details.checked === true);
                  setProblems((current) => ({
                    ...current,
                    street: undefined,
                    postcode: undefined,
                    place: undefined,
                  }));
                }}
              >
                <Checkbox.HiddenInput name="thankYouCard" />
                <Checkbox.Control mt="0.5" borderColor="fg.muted" />
                <Checkbox.Label>
                  <CardLine>{texts.thankYouCard}</CardLine>
                  <CardHelp>{texts.thankYouCardHelp}</CardHelp>
                </Checkbox.Label>
              </Checkbox.Root>
              {wantsCard ? (
                <Stack
                  id={addressId}
                  gap="4"
                  mt="4"
                  pl={{ base: "0", sm: "8" }}
                  role="group"
                  aria-label={texts.thankYouAddress}
                >
                  <FormField.Root required invalid={problems.street !== undefined}>
                    <FormField.Label>
                      {texts.street}
                      <FormField.RequiredIndicator />
                    </FormField.Label>
                    <FormField.Input
                      ref={refs.street}
                      name="street"
                      autoComplete="street-address"
                      value={address.street}
                      onChange={(e) => {
                        changeAddress("street", e.currentTarget.value);
                      }}
                    />
                    {problems.street === undefined ? null : (
                      <FormField.ErrorText>{problems.street}</FormField.ErrorText>
                    )}
                  </FormField.Root>
                  <FormField.NarrowRoot required invalid={problems.postcode !== undefined}>
                    <FormField.Label>
                      {texts.postcode}
                      <FormField.RequiredIndicator />
                    </FormField.Label>
                    <FormField.Input
                      ref={refs.postcode}
                      name="postcode"
                      autoComplete="postal-code"
                      autoCapitalize="characters"
                      spellCheck={false}
                      value={address.postcode}
                      onChange={(e) => {
                        changeAddress("postcode", e.currentTarget.value);
                      }}
                    />
                    {problems.postcode === undefined ? (
                      <FormField.HelperText>{texts.postcodeHelp}</FormField.HelperText>
                    ) : (
                      <FormField.ErrorText>{problems.postcode}</FormField.ErrorText>
                    )}
                  </FormField.NarrowRoot>
                  <FormField.Root required invalid={problems.place !== undefined}>
                    <FormField.Label>
                      {texts.place}
                      <FormField.RequiredIndicator />
                    </FormField.Label>
                    <FormField.Input
                      ref={refs.place}
                      name="place"
                      autoComplete="address-level2"
                      value={address.place}
                      onChange={(e) => {
                        changeAddress("place", e.currentTarget.value);
                      }}
                    />
                    {problems.place === undefined ? null : (
                      <FormField.ErrorText>{problems.place}</FormField.ErrorText>
                    )}
                  </FormField.Root>
                </Stack>
              ) : null}
            </fieldset>
            <FormFooter
              website={draft.website}
              onWebsiteChange={(value) => {
                change("website", value);
              }}
              privacyNote={texts.privacyNote}
              signedInEmail={signedInEmail}
              failure={failure}
              sending={sending}
              submit={texts.submit}
              submitting={texts.submitting}
            />
          </FormFields>
        </form>
      )}
    </section>
  );
}
