/** The table of people with access: e-mail, level (changeable) and removal. */
import {
  Badge,
  IconButton,
  NativeSelect,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from "@chakra-ui/react";
import { Fragment } from "react";
import { ACCESS_LEVELS, sameEmail, type AccessLevel, type AccessListRow } from "./access-rows.js";
import { TrashIcon } from "../icons/icons.js";
import { dialogTexts } from "../texts/dialogs.js";

const texts = dialogTexts.access;

/** An e-mail address that may wrap before '@' and '.', never in the middle of a word. */
function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={`${String(index)}${part}`}>
          {index === 0 ? null : <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

function LevelSelect({
  row,
  disabled,
  onChange,
}: {
  row: AccessListRow;
  disabled: boolean;
  onChange: (level: AccessLevel) => void;
}) {
  return (
    <NativeSelect.Root size="sm" width={{ base: "6.75rem", sm: "8.5rem" }} disabled={disabled}>
      <NativeSelect.Field
        aria-label={texts.levelOf(row.username)}
        value={row.level}
        onChange={(event) => {
          const level = ACCESS_LEVELS.find((candidate) => candidate === event.currentTarget.value);
          if (level !== undefined && level !== row.level) {
            onChange(level);
          }
        }}
      >
        {ACCESS_LEVELS.map((level) => (
          <option key={level} value={level}>
            {texts.levels[level]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function AccessTable({
  rows,
  currentUserEmail,
  pending,
  onChangeLevel,
  onAskRemove,
}: {
  rows: readonly AccessListRow[];
  currentUserEmail: string;
  pending: ReadonlySet<string>;
  onChangeLevel: (row: AccessListRow) => void;
  onAskRemove: (username: string) => void;
}) {
  const others = rows.filter((row) => !sameEmail(row.username, currentUserEmail));
  // With a known owner only the owner changes or removes managers; nobody touches the owner.
  const ownerKnown = rows.some((row) => row.owner === true);
  const viewerIsOwner = rows.some(
    (row) => row.owner === true && sameEmail(row.username, currentUserEmail),
  );
  const locked = (row: AccessListRow) =>
    row.owner === true || (ownerKnown && !viewerIsOwner && row.level === "manage");
  return (
    <Stack gap="2">
      {/* A data table may scroll sideways on its own on a very narrow screen with enlarged text
          (WCAG 1.4.10's exception for two-dimensional content); the dialog itself never does. */}
      <Table.ScrollArea data-table-scroll="">
        <Table.Root size="sm" variant="line">
          <Table.Caption captionSide="top" textAlign="start" mt="0" mb="2" color="fg.muted">
            {texts.tableCaption}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{texts.emailColumn}</Table.ColumnHeader>
              <Table.ColumnHeader>{texts.levelColumn}</Table.ColumnHeader>
              <Table.ColumnHeader width="1%">
                <VisuallyHidden>{texts.actionsColumn}</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => {
              const own = sameEmail(row.username, currentUserEmail);
              const busy = pending.has(row.username);
              const fixed = own || locked(row);
              return (
                <Table.Row key={row.username} data-own={own ? "" : undefined}>
                  <Table.Cell overflowWrap="anywhere" minWidth="0">
                    <EmailAddress email={row.username} />
                    {own ? (
                      <Badge ms="2" variant="subtle" size="sm">
                        {texts.ownRow}
                      </Badge>
                    ) : null}
                    {row.owner === true ? (
                      <Badge ms="2" variant="outline" size="sm" colorPalette="dusk">
                        {texts.owner}
                      </Badge>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>
                    {fixed ? (
                      <Text
                        as="span"
                        title={
                          own
                            ? texts.ownRowHint
                            : row.owner === true
                              ? texts.ownerRowHint
                              : texts.managerRowHint
                        }
                      >
                        {row.owner === true ? texts.owner : texts.levels[row.level]}
                      </Text>
                    ) : (
                      <LevelSelect
                        row={row}
                        disabled={busy}
                        onChange={(level) => {
                          onChangeLevel({ username: row.username, level });
                        }}
                      />
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {fixed ? null : (
                      <IconButton
                        aria-label={texts.remove(row.username)}
                        variant="ghost"
                        size="md"
                        loading={busy}
                        onClick={() => {
                          onAskRemove(row.username);
                        }}
                      >
                        <TrashIcon boxSize="5" />
                      </IconButton>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {rows.some((row) => sameEmail(row.username, currentUserEmail)) ? (
        <Text textStyle="sm" color="fg.muted">
          {texts.ownRowHint}
        </Text>
      ) : null}
      {ownerKnown &&
      !viewerIsOwner &&
      rows.some(
        (row) =>
          row.level === "manage" &&
          !sameEmail(row.username, currentUserEmail) &&
          row.owner !== true,
      ) ? (
        <Text textStyle="sm" color="fg.muted">
          {texts.managerRowHint}
        </Text>
      ) : null}
      {others.length === 0 ? <Text color="fg.muted">{texts.empty}</Text> : null}
    </Stack>
  );
}
