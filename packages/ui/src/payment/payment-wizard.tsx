import {
  Alert,
  Box,
  Button,
  Field,
  HStack,
  List,
  NativeSelect,
  RadioCard,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import {
  DEFAULT_YEARS_UPFRONT,
  PLAN_IDS,
  PLANS,
  YEARS_UPFRONT_OPTIONS,
  approximateCapacity,
  formatEuro,
  parseYearsUpfront,
  priceBreakdown,
  type PaymentChoice,
  type Plan,
  type PlanId,
  type YearsUpfront,
} from "@memorial/domain";
import { useEffect, useRef, useState, type RefObject } from "react";
import { CheckIcon } from "../icons/icons.js";
import { DialogShell } from "../dialogs/dialog-shell.js";
import { dialogTexts } from "../texts/dialogs.js";
import { planTexts } from "../texts/plans.js";

const texts = dialogTexts.payment;

const dutchNumber = new Intl.NumberFormat("nl-NL");

/** "Ruimte voor ongeveer 1.700 foto's, of 50 minuten video van uw telefoon." */
function capacityText(plan: Plan): string {
  const { photos, videoMinutes } = approximateCapacity(plan.storageBytes);
  return texts.capacity(
    dutchNumber.format(photos),
    plan.allowsMedia ? dutchNumber.format(videoMinutes) : null,
  );
}

export type { PaymentChoice };

export interface PaymentWizardProps {
  open: boolean;
  onClose: () => void;
  /** Plans that can be chosen (`availablePlans(profile)` of @memorial/domain); others are disabled. */
  availablePlans: readonly PlanId[];
  /**
   * Starts the payment. While the promise runs Betalen shows a spinner; a rejected promise shows
   * the spec's payment error in the dialog (so the page need not show a toast as well).
   */
  onPay: (choice: PaymentChoice) => Promise<void> | void;
}

type Step = "plan" | "years";

function PlanCards({
  available,
  chosen,
  years,
  onChoose,
}: {
  available: readonly PlanId[];
  chosen: PlanId | null;
  /** The years preselected for step 2: each card shows its total for them. */
  years: YearsUpfront;
  onChoose: (plan: PlanId) => void;
}) {
  return (
    <RadioCard.Root
      value={chosen}
      onValueChange={(details) => {
        const plan = PLAN_IDS.find((id) => id === details.value);
        if (plan !== undefined) {
          onChoose(plan);
        }
      }}
      orientation="vertical"
      align="start"
      name="plan"
    >
      <RadioCard.Label srOnly>{texts.plansLabel}</RadioCard.Label>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {PLAN_IDS.map((id) => {
          const plan = PLANS[id];
          const disabled = !available.includes(id);
          return (
            <Stack key={id} gap="2">
              <RadioCard.Item value={id} disabled={disabled} flex="1">
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent gap="3" width="full">
                    <HStack justify="space-between" width="full" align="flex-start">
                      <RadioCard.ItemText fontFamily="heading" textStyle="xl" letterSpacing="wider">
                        {plan.label}
                      </RadioCard.ItemText>
                      <RadioCard.ItemIndicator />
                    </HStack>
                    <Text>
                      <Text as="span" textStyle="2xl" fontWeight="semibold">
                        {formatEuro(plan.pricePerYear * 100)}
                      </Text>{" "}
                      <Text as="span" color="fg.muted">
                        {texts.perYear}
                      </Text>
                    </Text>
                    <Text textStyle="sm">
                      {planTexts.cardTotal(formatEuro(priceBreakdown(id, years).total), years)}
                    </Text>
                    <List.Root gap="1.5" variant="plain">
                      {plan.features.map((feature) => (
                        <List.Item key={feature} alignItems="center">
                          <List.Indicator asChild color="dusk.fg">
                            <CheckIcon boxSize="4" />
                          </List.Indicator>
                          {feature}
                        </List.Item>
                      ))}
                    </List.Root>
                    <Text textStyle="sm" color="fg.muted">
                      {capacityText(plan)}
                    </Text>
                  </RadioCard.ItemContent>
                </RadioCard.ItemControl>
              </RadioCard.Item>
              {/* Outside the dimmed card, so the reason stays readable. */}
              {disabled && available.length > 0 ? (
                <Text textStyle="sm" color="fg.muted">
                  {texts.unavailable}
                </Text>
              ) : null}
            </Stack>
          );
        })}
      </SimpleGrid>
    </RadioCard.Root>
  );
}

function PriceStep({
  plan,
  years,
  onYears,
  yearsRef,
}: {
  plan: PlanId;
  years: YearsUpfront;
  onYears: (years: YearsUpfront) => void;
  yearsRef: RefObject<HTMLSelectElement | null>;
}) {
  const definition = PLANS[plan];
  const price = priceBreakdown(plan, years);
  return (
    <Stack gap="5">
      <Text>
        {texts.chosenPlan(definition.label)} (
        {texts.pricePerYear(formatEuro(definition.pricePerYear * 100))})
      </Text>
      <Field.Root>
        <Field.Label>{texts.years}</Field.Label>
        <NativeSelect.Root width={{ base: "full", sm: "12rem" }}>
          <NativeSelect.Field
            ref={yearsRef}
            value={String(years)}
            onChange={(event) => {
              onYears(parseYearsUpfront(event.currentTarget.value));
            }}
          >
            {YEARS_UPFRONT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {texts.yearsOption(option)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>{texts.yearsHint}</Field.HelperText>
      </Field.Root>
      <Table.Root size="md" variant="line">
        <Table.Caption captionSide="top" textAlign="start" mt="0" mb="2" fontWeight="semibold">
          {texts.priceTable}
        </Table.Caption>
        <Table.Body>
          <PriceRow label={texts.excludingVat} cents={price.excludingVat} />
          <PriceRow label={texts.vat} cents={price.vat} />
          <PriceRow label={texts.total} cents={price.total} emphasised />
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

/**
 * 'Selecteer het gewenste pakket' (spec sections 2 and 4): step 1 a plan card, step 2 the years
 * upfront (5, 10, 15, 20; default 10) with the price table, then Betalen. Everything starts over
 * once the dialog has closed.
 */
export function PaymentWizard({ open, onClose, availablePlans, onPay }: PaymentWizardProps) {
  const [step, setStep] = useState<Step>("plan");
  const [plan, setPlan] = useState<PlanId | null>(null);
  const [years, setYears] = useState<YearsUpfront>(DEFAULT_YEARS_UPFRONT);
  const [paying, setPaying] = useState(false);
  const [failed, setFailed] = useState(false);

  const reset = () => {
    setStep("plan");
    setPlan(null);
    setYears(DEFAULT_YEARS_UPFRONT);
    setPaying(false);
    setFailed(false);
  };

  const chosen = plan !== null && availablePlans.includes(plan) ? plan : null;
  const yearsRef = useRef<HTMLSelectElement>(null);
  const cardsRef = useRef<HTMLDivElement>(null);
  const stepChanged = useRef(false);

  // Moving between the steps replaces the buttons: put focus on the new step's first control.
  useEffect(() => {
    if (!stepChanged.current) {
      return;
    }
    stepChanged.current = false;
    if (step === "years") {
      yearsRef.current?.focus();
    } else {
      cardsRef.current?.querySelector<HTMLInputElement>("input:checked")?.focus();
    }
  }, [step]);

  const goTo = (next: Step) => {
    stepChanged.current = true;
    setStep(next);
  };

  const pay = () => {
    if (chosen === null) {
      return;
    }
    setFailed(false);
    setPaying(true);
    Promise.resolve()
      .then(() => onPay({ plan: chosen, yearsUpfront: years }))
      .then(
        () => {
          setPaying(false);
        },
        () => {
          setPaying(false);
          setFailed(true);
        },
      );
  };

  return (
    <DialogShell
      open={open}
      onClose={onClose}
      onExitComplete={reset}
      title={texts.title}
      size="lg"
      dismissible={!paying}
      footer={
        step === "plan" || chosen === null ? (
          <Button
            disabled={chosen === null}
            onClick={() => {
              goTo("years");
            }}
          >
            {texts.next}
          </Button>
        ) : (
          <>
            <Button
              variant="outline"
              disabled={paying}
              onClick={() => {
                setFailed(false);
                goTo("plan");
              }}
            >
              {texts.back}
            </Button>
            <Button loading={paying} loadingText={texts.paying} onClick={pay}>
              {texts.pay}
            </Button>
          </>
        )
      }
    >
      <Stack gap="4">
        <Text color="fg.muted" textStyle="sm">
          {step === "plan" || chosen === null ? texts.stepPlan : texts.stepYears}
        </Text>
        {step === "plan" || chosen === null ? (
          <>
            {availablePlans.length === 0 ? <Text>{texts.noPlans}</Text> : null}
            <Box ref={cardsRef}>
              <PlanCards
                available={availablePlans}
                chosen={chosen}
                years={years}
                onChoose={setPlan}
              />
            </Box>
          </>
        ) : (
          <PriceStep plan={chosen} years={years} onYears={setYears} yearsRef={yearsRef} />
        )}
        {failed ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{texts.error}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Stack>
    </DialogShell>
  );
}

/** One row of the price table: a label and an amount in euros, the total in bold. */
function PriceRow({
  label,
  cents,
  emphasised = false,
}: {
  label: string;
  cents: number;
  emphasised?: boolean;
}) {
  const fontWeight = emphasised ? "semibold" : "normal";
  return (
    <Table.Row>
      <Table.ColumnHeader scope="row" fontWeight={fontWeight}>
        {label}
      </Table.ColumnHeader>
      <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight={fontWeight}>
        {formatEuro(cents)}
      </Table.Cell>
    </Table.Row>
  );
}
