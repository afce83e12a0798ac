import {
  Box,
  Button,
  CloseButton,
  Drawer,
  Heading,
  IconButton,
  Portal,
  Separator,
  Stack,
  Text,
  type ButtonProps,
} from "@chakra-ui/react";
import { PLANS, type ProfilePlan } from "@memorial/domain";
import { formatDutchLongDate } from "../dates/dutch-date.js";
import { useId, useRef, useState, type ComponentType, type ReactNode, type Ref } from "react";
import { ConfirmDialog } from "../dialogs/confirm-dialog.js";
import { LinkButton } from "../layout/link-button.js";
import { MenuSwitch } from "./menu-switch.js";
import {
  CalendarIcon,
  CardIcon,
  DownloadIcon,
  HomeIcon,
  KeyIcon,
  MenuIcon,
  MessageIcon,
  PencilIcon,
  CandleIcon,
  FlagIcon,
  ShareIcon,
  SignInIcon,
  SignOutIcon,
  TrashIcon,
  UsersIcon,
} from "../icons/icons.js";
import { dialogCloseAnimation } from "../dialogs/dialog-shell.js";
import { dialogTexts } from "../texts/dialogs.js";
import { planTexts } from "../texts/plans.js";

/** Drawer width of the side menu (spec section 9). */
export const SIDE_MENU_WIDTH_PX = 320;

const texts = dialogTexts.menu;

export interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  /**
   * Signed in: shows Home, Wachtwoord wijzigen and Uitloggen; otherwise a smaller Inloggen (and
   * no Home, which would only lead to the sign-in screen).
   */
  isAuthenticated: boolean;
  /** E-mail of the signed-in user, shown above the account items. */
  userEmail?: string;
  /** Member of the page's manage group: shows 'Pagina beheren'. */
  isManager: boolean;
  /** Page plan: the public switch is disabled on trial; 'Pagina activeren' is offered on trial. */
  plan: ProfilePlan;
  /** When the trial or the paid period ends (managers): shown under 'Pagina beheren'. */
  planEndsAt?: Date | null | undefined;
  isBlocked: boolean;
  editMode: boolean;
  isPublic: boolean;
  /**
   * Sections with content that only invitees see: the make-public question names how many stay
   * hidden from visitors.
   */
  hiddenSections?: number;
  /** Sections with content in all: the question counts what visitors will see. */
  sectionCount?: number;
  /** A public-flag change is being saved: the switch is disabled. */
  savingPublic: boolean;
  onHome: () => void;
  /** 'Delen': the address, other apps and the QR code (shown when given). */
  onShare?: (() => void) | undefined;
  /** 'Iets op deze pagina melden' (shown when given; not for the page's managers). */
  onReport?: (() => void) | undefined;
  /** The visitor's way in: links to the register's form and candle (shown when given). */
  registerLinks?: { condolence?: string; candle?: string } | undefined;
  /** 'Vindbaar via zoekmachines' for managers (the switch is shown when this is given). */
  searchable?:
    { checked: boolean; saving: boolean; onChange: (isSearchable: boolean) => void } | undefined;
  onEdit: () => void;
  onManageAccess: () => void;
  /** Managers: 'Berichten beheren' (the item is shown only when this is given). */
  onManageCondolences?: (() => void) | undefined;
  /** Managers: 'Pagina downloaden of afdrukken' (the item is shown only when this is given). */
  onKeepPage?: (() => void) | undefined;
  /** Managers: 'Pagina verwijderen' (the item is shown only when this is given). */
  onDeletePage?: (() => void) | undefined;
  /** Managers: 'Adres van de pagina' (the item is shown only when this is given). */
  onAddress?: (() => void) | undefined;
  onActivate: () => void;
  /** Managers of a bought plan: 'Verlengen' (the item is shown only when this is given). */
  onExtend?: (() => void) | undefined;
  /** Managers of a Brons page with time left: 'Overstappen naar Zilver' (shown when given). */
  onUpgrade?: (() => void) | undefined;
  /** Called with the new value: after Ja for turning on, at once for turning off. */
  onPublicChange: (isPublic: boolean) => void;
  onChangePassword: () => void;
  onSignOut: () => void;
  onSignIn: () => void;
}

interface MenuItemProps {
  icon: ComponentType<{ boxSize?: ButtonProps["height"] }>;
  children: ReactNode;
  onSelect: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  /** A quieter item (smaller text, muted), still 44 px high. */
  small?: boolean;
}

/** An item that is a plain link (it works as a link before and without any script). */
function MenuLink({
  icon: ItemIcon,
  children,
  href,
  onSelect,
}: {
  icon: MenuItemProps["icon"];
  children: ReactNode;
  href: string;
  onSelect: () => void;
}) {
  return (
    <Box as="li" listStyleType="none">
      <LinkButton
        href={href}
        onClick={onSelect}
        variant="ghost"
        width="full"
        justifyContent="flex-start"
        textAlign="start"
        // Spacing in px, as the other items: room for the words at 200 % text on 320 px.
        gap="12px"
        px="12px"
        size="md"
        fontWeight="normal"
      >
        <ItemIcon boxSize="20px" />
        {children}
      </LinkButton>
    </Box>
  );
}

function MenuItem({ icon: ItemIcon, children, onSelect, buttonRef, small = false }: MenuItemProps) {
  return (
    <Box as="li" listStyleType="none">
      <Button
        ref={buttonRef}
        variant="ghost"
        width="full"
        justifyContent="flex-start"
        textAlign="start"
        // Spacing in px: at 200 % text on a 320 px screen the words need the room.
        gap="12px"
        px="12px"
        size="md"
        fontWeight="normal"
        {...(small ? { textStyle: "sm", color: "fg.muted", minHeight: "11" } : {})}
        onClick={onSelect}
      >
        <ItemIcon boxSize={small ? "16px" : "20px"} />
        {children}
      </Button>
    </Box>
  );
}

/** "Pakket Zilver tot 20 november 2036", "Proefperiode tot 26 december 2026". */
export function planStatusText(plan: ProfilePlan, endsAt: Date | null | undefined): string {
  const until = endsAt == null ? "" : formatDutchLongDate(endsAt);
  if (plan === "trial") return until === "" ? texts.planTrial : texts.planTrialUntil(until);
  const label = PLANS[plan].label.toLowerCase();
  const name = label.charAt(0).toUpperCase() + label.slice(1);
  return until === "" ? texts.plan(name) : texts.planUntil(name, until);
}

function MenuGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading
        id={headingId}
        as="h3"
        textStyle="xs"
        textTransform="uppercase"
        letterSpacing="wider"
        color="fg.muted"
        fontFamily="body"
        fontWeight="semibold"
        px="12px"
        pt="2"
        pb="1"
      >
        {title}
      </Heading>
      <Stack as="ul" gap="0.5" m="0" p="0">
        {children}
      </Stack>
    </Box>
  );
}

/**
 * The side menu of a memorial page in a 320 px drawer (spec section 2). Choosing an item closes
 * the drawer and then calls the item's callback; the public switch stays in the open menu.
 */
export function SideMenu(props: SideMenuProps) {
  const { open, onClose, isAuthenticated, userEmail, isManager, plan, isBlocked, editMode } = props;
  const [confirmPublic, setConfirmPublic] = useState(false);
  const firstRef = useRef<HTMLButtonElement>(null);
  const switchDisabled = plan === "trial" || props.savingPublic;
  const select = (action: () => void) => () => {
    onClose();
    action();
  };

  return (
    <>
      <Drawer.Root
        open={open}
        // The menu button sits top right: the drawer comes from that side.
        placement="end"
        initialFocusEl={() => firstRef.current}
        onOpenChange={(details) => {
          if (!details.open) {
            onClose();
          }
        }}
      >
        <Portal>
          <Drawer.Backdrop {...dialogCloseAnimation} />
          <Drawer.Positioner>
            <Drawer.Content
              {...dialogCloseAnimation}
              // 320 px at the default text size, wider when the reader enlarges the text
              // (200 % text must not cut off 'Toegang beheren' or the switch).
              width={`${String(SIDE_MENU_WIDTH_PX / 16)}rem`}
              maxWidth="100vw"
            >
              <Drawer.Header borderBottomWidth="1px" py="4">
                <Drawer.Title fontFamily="heading" fontWeight="normal" textStyle="xl">
                  {texts.title}
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body px="8px" py="3">
                <Stack as="nav" aria-label={texts.title} gap="3">
                  <Stack as="ul" gap="0.5" m="0" p="0">
                    {isAuthenticated ? (
                      <MenuItem
                        icon={HomeIcon}
                        onSelect={select(props.onHome)}
                        buttonRef={firstRef}
                      >
                        {texts.home}
                      </MenuItem>
                    ) : null}
                    {props.onShare === undefined ? null : (
                      <MenuItem
                        icon={ShareIcon}
                        onSelect={select(props.onShare)}
                        {...(isAuthenticated ? {} : { buttonRef: firstRef })}
                      >
                        {texts.share}
                      </MenuItem>
                    )}
                    {props.registerLinks?.condolence === undefined ? null : (
                      <MenuLink
                        icon={MessageIcon}
                        href={props.registerLinks.condolence}
                        onSelect={onClose}
                      >
                        {texts.writeCondolence}
                      </MenuLink>
                    )}
                    {props.registerLinks?.candle === undefined ? null : (
                      <MenuLink
                        icon={CandleIcon}
                        href={props.registerLinks.candle}
                        onSelect={onClose}
                      >
                        {texts.lightCandle}
                      </MenuLink>
                    )}
                    {props.onReport === undefined || isManager ? null : (
                      <MenuItem icon={FlagIcon} onSelect={select(props.onReport)} small>
                        {texts.report}
                      </MenuItem>
                    )}
                  </Stack>

                  {isManager ? (
                    <>
                      <Separator />
                      <MenuGroup title={texts.manageTitle}>
                        <Box as="li" listStyleType="none" px="12px" pb="1">
                          <Text textStyle="sm" color="fg.muted">
                            {planStatusText(plan, props.planEndsAt)}
                          </Text>
                        </Box>
                        {editMode || isBlocked ? null : (
                          <MenuItem icon={PencilIcon} onSelect={select(props.onEdit)}>
                            {texts.edit}
                          </MenuItem>
                        )}
                        <MenuItem icon={UsersIcon} onSelect={select(props.onManageAccess)}>
                          {texts.manageAccess}
                        </MenuItem>
                        {props.onManageCondolences === undefined ? null : (
                          <MenuItem icon={MessageIcon} onSelect={select(props.onManageCondolences)}>
                            {texts.manageCondolences}
                          </MenuItem>
                        )}
                        {props.onKeepPage === undefined ? null : (
                          <MenuItem icon={DownloadIcon} onSelect={select(props.onKeepPage)}>
                            {texts.keepPage}
                          </MenuItem>
                        )}
                        {props.onAddress === undefined ? null : (
                          <MenuItem icon={ShareIcon} onSelect={select(props.onAddress)}>
                            {texts.address}
                          </MenuItem>
                        )}
                        {plan === "trial" ? (
                          <MenuItem icon={CardIcon} onSelect={select(props.onActivate)}>
                            {texts.activate}
                          </MenuItem>
                        ) : null}
                        {plan !== "trial" && props.onUpgrade !== undefined ? (
                          <MenuItem icon={CardIcon} onSelect={select(props.onUpgrade)}>
                            {planTexts.menu.upgrade}
                          </MenuItem>
                        ) : null}
                        {plan !== "trial" && props.onExtend !== undefined ? (
                          <MenuItem icon={CalendarIcon} onSelect={select(props.onExtend)}>
                            {planTexts.menu.extend}
                          </MenuItem>
                        ) : null}
                        <MenuSwitch
                          label={texts.publicSwitch}
                          checked={props.isPublic}
                          disabled={switchDisabled}
                          onCheckedChange={(checked) => {
                            if (checked) {
                              setConfirmPublic(true);
                            } else {
                              props.onPublicChange(false);
                            }
                          }}
                          hint={
                            plan === "trial"
                              ? texts.publicSwitchTrialHint
                              : props.savingPublic
                                ? texts.publicSwitchSaving
                                : undefined
                          }
                          hintIsStatus={plan !== "trial" && props.savingPublic}
                        />
                        {props.searchable === undefined ? null : (
                          <MenuSwitch
                            label={texts.searchableSwitch}
                            checked={props.searchable.checked}
                            disabled={props.searchable.saving || plan === "trial"}
                            onCheckedChange={props.searchable.onChange}
                            hint={
                              props.searchable.saving
                                ? texts.publicSwitchSaving
                                : plan === "trial"
                                  ? texts.searchableNotPublicHint
                                  : texts.searchableHint
                            }
                          />
                        )}
                        {props.onDeletePage === undefined ? null : (
                          <MenuItem icon={TrashIcon} onSelect={select(props.onDeletePage)}>
                            {texts.deletePage}
                          </MenuItem>
                        )}
                      </MenuGroup>
                    </>
                  ) : null}

                  <Separator />
                  <MenuGroup title={texts.accountTitle}>
                    {isAuthenticated ? (
                      <>
                        {userEmail === undefined || userEmail === "" ? null : (
                          <Box as="li" listStyleType="none" px="12px" pb="1">
                            <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
                              {texts.signedInAs}{" "}
                              <Box as="span" display="inline-block" maxWidth="full" color="fg">
                                {userEmail}
                              </Box>
                            </Text>
                          </Box>
                        )}
                        <MenuItem icon={KeyIcon} onSelect={select(props.onChangePassword)}>
                          {texts.changePassword}
                        </MenuItem>
                        <MenuItem icon={SignOutIcon} onSelect={select(props.onSignOut)}>
                          {texts.signOut}
                        </MenuItem>
                      </>
                    ) : (
                      <MenuItem
                        icon={SignInIcon}
                        onSelect={select(props.onSignIn)}
                        small
                        {...(props.onShare === undefined ? { buttonRef: firstRef } : {})}
                      >
                        {texts.signIn}
                      </MenuItem>
                    )}
                  </MenuGroup>
                </Stack>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="md" aria-label={texts.close} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <MakePublicQuestion
        open={confirmPublic}
        hiddenSections={props.hiddenSections ?? 0}
        {...(props.sectionCount === undefined ? {} : { sectionCount: props.sectionCount })}
        onConfirm={() => {
          setConfirmPublic(false);
          props.onPublicChange(true);
        }}
        onCancel={() => {
          setConfirmPublic(false);
        }}
      />
    </>
  );
}

export interface MakePublicQuestionProps {
  open: boolean;
  /** Sections with content only invitees see: the question names how many stay hidden. */
  hiddenSections: number;
  /** Sections with content in all ("Bezoekers zien 3 van de 4 secties"). */
  sectionCount?: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * 'Pagina publiek maken': the spec's question, with how many sections stay hidden from visitors.
 * The one question, asked by the menu's switch and by the payment confirmation's next step.
 */
export function MakePublicQuestion({
  open,
  hiddenSections,
  sectionCount,
  onConfirm,
  onCancel,
}: MakePublicQuestionProps) {
  return (
    <ConfirmDialog
      open={open}
      title={texts.confirmMakePublicTitle}
      question={`${texts.confirmMakePublic} ${texts.hiddenAfterPublic(hiddenSections, sectionCount)}`}
      confirmLabel={texts.confirmMakePublicAction}
      cancelLabel={dialogTexts.common.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

export interface SideMenuButtonProps {
  onClick: () => void;
  /** Whether the menu it opens is open (for `aria-expanded`). */
  expanded?: boolean;
}

/** The round button that opens the side menu. */
export function SideMenuButton({ onClick, expanded = false }: SideMenuButtonProps) {
  return (
    <IconButton
      aria-label={texts.open}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      variant="ghost"
      rounded="full"
      onClick={onClick}
    >
      <MenuIcon boxSize="6" />
    </IconButton>
  );
}
