import { Alert, Button, Field, NativeSelect, Stack, Table, Text } from "@chakra-ui/react";
import {
  DEFAULT_YEARS_UPFRONT,
  PLANS,
  YEARS_UPFRONT_OPTIONS,
  extendedPlanEnd,
  extensionPrice,
  formatEuro,
  parseYearsUpfront,
  remainingPaidYears,
  upgradePrice,
  type PlanId,
  type PriceBreakdown,
  type YearsUpfront,
} from "@memorial/domain";
import { useState } from "react";
import { formatDutchLongDate } from "../dates/dutch-date.js";
import { DialogShell } from "../dialogs/dialog-shell.js";
import { dialogTexts } from "../texts/dialogs.js";
import { planTexts } from "../texts/plans.js";

const paymentTexts = dialogTexts.payment;

export type PlanChange = "extend" | "upgrade";

export interface PlanChangeDialogProps {
  /** Which change the dialog offers; null keeps it closed. */
  change: PlanChange | null;
  onClose: () => void;
  /** The page's bought plan and when its paid period ends (ISO date-time). */
  plan: PlanId;
  planEndsAt: string;
  /** The moment the prices are counted from (tests pass a fixed one). */
  now?: Date;
  /**
   * Starts the payment. While the promise runs Betalen shows a spinner; a rejected promise
   * shows the payment error in the dialog, and the choice stays as it was.
   */
  onExtend: (years: YearsUpfront) => Promise<void> | void;
  onUpgrade: () => Promise<void> | void;
}

function PriceTable({ price }: { price: PriceBreakdown }) {
  return (
    <Table.Root size="md" variant="line">
      <Table.Caption captionSide="top" textAlign="start" mt="0" mb="2" fontWeight="semibold">
        {paymentTexts.priceTable}
      </Table.Caption>
      <Table.Body>
        {(
          [
            [paymentTexts.excludingVat, price.excludingVat, false],
            [paymentTexts.vat, price.vat, false],
            [paymentTexts.total, price.total, true],
          ] as const
        ).map(([label, cents, emphasised]) => (
          <Table.Row key={label}>
            <Table.ColumnHeader scope="row" fontWeight={emphasised ? "semibold" : "normal"}>
              {label}
            </Table.ColumnHeader>
            <Table.Cell
              textAlign="end"
              whiteSpace="nowrap"
              fontWeight={emphasised ? "semibold" : "normal"}
            >
              {formatEuro(cents)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * 'Pagina verlengen' (5, 10, 15 or 20 years more, before or after the end) and 'Overstappen
 * naar Zilver' (the difference for the years that remain): the price with its VAT part before
 * Betalen, which leads to the payment page. Nothing is ever extended without this payment.
 */
export function PlanChangeDialog({
  change,
  onClose,
  plan,
  planEndsAt,
  now = new Date(),
  onExtend,
  onUpgrade,
}: PlanChangeDialogProps) {
  const [years, setYears] = useState<YearsUpfront>(DEFAULT_YEARS_UPFRONT);
  const [paying, setPaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const label = PLANS[plan].label;
  const ended = Date.parse(planEndsAt) <= now.getTime();
  const endDate = formatDutchLongDate(new Date(planEndsAt));
  const remaining = remainingPaidYears(planEndsAt, now);

  const pay = () => {
    setFailed(false);
    setPaying(true);
    Promise.resolve()
      .then(() => (change === "upgrade" ? onUpgrade() : onExtend(years)))
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

  const upgrade = change === "upgrade" && remaining > 0;
  return (
    <DialogShell
      open={change !== null}
      onClose={onClose}
      onExitComplete={() => {
        setYears(DEFAULT_YEARS_UPFRONT);
        setFailed(false);
        setPaying(false);
      }}
      title={change === "upgrade" ? planTexts.upgrade.title : planTexts.extend.title}
      size="lg"
      dismissible={!paying}
      footer={
        <>
          <Button variant="outline" disabled={paying} onClick={onClose}>
            {planTexts.cancel}
          </Button>
          <Button
            loading={paying}
            loadingText={paymentTexts.paying}
            disabled={change === "upgrade" && !upgrade}
            onClick={pay}
          >
            {change === "upgrade" ? planTexts.upgrade.pay : planTexts.extend.pay}
          </Button>
        </>
      }
    >
      <Stack gap="5">
        {change === "upgrade" ? (
          <>
            <Text>{planTexts.upgrade.what}</Text>
            {upgrade ? (
              <>
                <Text>
                  {planTexts.upgrade.difference(
                    formatEuro((PLANS.silver.pricePerYear - PLANS.bronze.pricePerYear) * 100),
                    remaining,
                    endDate,
                  )}
                </Text>
                <PriceTable price={upgradePrice(remaining)} />
              </>
            ) : (
              <Text>{planTexts.extend.endedOn(label, endDate)}</Text>
            )}
          </>
        ) : (
          <>
            <Text>
              {ended
                ? planTexts.extend.endedOn(label, endDate)
                : planTexts.extend.runsUntil(label, endDate)}
            </Text>
            <Field.Root>
              <Field.Label>{planTexts.extend.years}</Field.Label>
              <NativeSelect.Root width={{ base: "full", sm: "12rem" }}>
                <NativeSelect.Field
                  value={String(years)}
                  onChange={(event) => {
                    setYears(parseYearsUpfront(event.currentTarget.value));
                  }}
                >
                  {YEARS_UPFRONT_OPTIONS.map((option) => (
                    <option key={option} value={option}>
                      {paymentTexts.yearsOption(option)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>
                {planTexts.extend.newEnd(
                  formatDutchLongDate(new Date(extendedPlanEnd(planEndsAt, years, now))),
                )}
              </Field.HelperText>
            </Field.Root>
            <PriceTable price={extensionPrice(plan, years)} />
            <Text color="fg.muted" textStyle="sm">
              {planTexts.extend.noRenewal}
            </Text>
          </>
        )}
        {failed ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{paymentTexts.error}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Stack>
    </DialogShell>
  );
}
