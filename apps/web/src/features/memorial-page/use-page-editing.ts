import { isApiError, isVersionConflict } from "@memorial/api-client";
import { isAuthError } from "@memorial/auth";
import { gatheringDraftProblems } from "@memorial/domain";
import { showToast } from "@memorial/ui/provider";
import { useQueryClient } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { UserKey } from "../../core/auth-session";
import { apiErrorMessage } from "../../texts/errors";
import { memorialPageTexts } from "../../texts/memorial-page";
import { draftStore, type StoredDraft } from "./drafts";
import {
  draftFromProfile,
  identityOf,
  isDirty,
  liveSections,
  rebaseDraft,
  toSaveDraft,
  type EditorDraft,
} from "./editor-state";
import { memorialPageKeys, memorialPageQuery, type MemorialPageData } from "./queries";
import { useSavePage } from "./use-save-page";

const NO_SECTIONS: ReadonlySet<string> = new Set();

/** Why the last save did not go through, when the page shows a notice for it. */
export type SaveProblem = "offline" | "session" | "conflict" | null;

const PERSIST_DELAY_MS = 300;

/** What the save failure means for the user (the draft is kept in every case). */
export function classifySaveError(error: unknown): "conflict" | "offline" | "session" | "other" {
  if (isVersionConflict(error)) return "conflict";
  if (isAuthError(error)) return "session";
  if (isApiError(error)) {
    if (error.status === 401) return "session";
    if (error.status === 0) return "offline";
  }
  if (typeof navigator !== "undefined" && !navigator.onLine) return "offline";
  return "other";
}

/**
 * Edit mode of one page for one user: the draft (kept in IndexedDB while it differs from the
 * page), the ETag it started from, saving with If-Match and the recovery paths of a failed save.
 */
export function usePageEditing(
  data: MemorialPageData,
  user: UserKey,
  options: {
    /**
     * Open in edit mode (a new, empty page for its manager), unless a draft of this page is kept
     * on this device: that one is offered instead, never overwritten.
     */
    startEditing?: boolean;
  } = {},
) {
  const { api } = useRouteContext({ from: "__root__" });
  const queryClient = useQueryClient();
  const profileId = data.profile.id;
  const [draft, setDraft] = useState<EditorDraft | null>(null);
  const [baseEtag, setBaseEtag] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [restored, setRestored] = useState(false);
  /**
   * The sections (by `identityOf`) whose every broken rule shows, also in fields never left:
   * the gatherings that were unfinished when saving was tried. One added later starts calm.
   */
  const [problemsShownFor, setProblemsShownFor] = useState<ReadonlySet<string>>(NO_SECTIONS);
  /** A draft found on this device when the page opened, not yet resumed or discarded. */
  const [offered, setOffered] = useState<StoredDraft | null>(null);
  const editing = draft !== null;
  const dirty = draft !== null && isDirty(draft, data.profile);
  const latest = useRef({ draft, baseEtag, dirty });
  latest.current = { draft, baseEtag, dirty };

  const startEditing = useRef(options.startEditing === true);
  const dataNow = useRef(data);
  dataNow.current = data;

  // On open: a manager's unsaved draft of this page (this user, this browser) is offered; without
  // one, a page asked to open in edit mode does so (once).
  useEffect(() => {
    if (!data.isManager || user === "anonymous") return;
    let active = true;
    const startOnce = () => {
      if (!active || !startEditing.current) return;
      startEditing.current = false;
      setBaseEtag(dataNow.current.etag);
      setDraft(draftFromProfile(dataNow.current.profile));
    };
    draftStore()
      .get(user, profileId)
      .then((stored) => {
        if (!active) return;
        if (stored !== undefined) {
          startEditing.current = false;
          setOffered(stored);
        } else startOnce();
      })
      .catch((error: unknown) => {
        console.warn("Reading the local draft failed:", error);
        startOnce();
      });
    return () => {
      active = false;
    };
  }, [data.isManager, user, profileId]);

  /**
   * Set while a save is under way and, once it succeeded, until edit mode has closed. The save
   * keeps the draft itself before its request leaves and removes it after the answer, so a
   * delayed write from the effect below must not land after that removal.
   */
  const persistPaused = useRef(false);

  // While editing, the draft is kept on this device whenever it differs from the page.
  useEffect(() => {
    if (draft === null) persistPaused.current = false;
    if (draft === null || user === "anonymous") return;
    const timer = setTimeout(() => {
      if (persistPaused.current) return;
      const store = draftStore();
      const write = dirty
        ? store.put(user, profileId, { draft, baseEtag, updatedAt: Date.now() })
        : store.remove(user, profileId);
      write.catch((error: unknown) => {
        console.warn("Keeping the local draft failed:", error);
      });
    }, PERSIST_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [draft, dirty, baseEtag, user, profileId]);

  /** Writes the draft to this device at once (before a save, and when the page is left). */
  const keepNow = useCallback(async () => {
    const current = latest.current;
    if (current.draft === null || !current.dirty || user === "anonymous") return;
    try {
      await draftStore().put(user, profileId, {
        draft: current.draft,
        baseEtag: current.baseEtag,
        updatedAt: Date.now(),
      });
    } catch (error) {
      console.warn("Keeping the local draft failed:", error);
    }
  }, [user, profileId]);

  // A reload or a closed tab within the delay above still keeps the last keystrokes.
  useEffect(() => {
    const onHide = () => {
      void keepNow();
    };
    window.addEventListener("pagehide", onHide);
    document.addEventListener("visibilitychange", onHide);
    return () => {
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onHide);
    };
  }, [keepNow]);

  const leave = useCallback(() => {
    setDraft(null);
    setProblemsShownFor(NO_SECTIONS);
    setProblem(null);
    setRestored(false);
  }, []);

  // After 'Opslaan' the page shows from its top, with focus on the name (not wherever the
  // editor was scrolled to).
  const returnToTop = useRef(false);
  useEffect(() => {
    if (draft !== null || !returnToTop.current) return;
    returnToTop.current = false;
    window.scrollTo({ top: 0 });
    document.querySelector<HTMLElement>("h1[data-page-name]")?.focus({ preventScroll: true });
  }, [draft]);

  const discardStored = useCallback(async () => {
    try {
      await draftStore().remove(user, profileId);
    } catch (error) {
      console.warn("Removing the local draft failed:", error);
    }
  }, [user, profileId]);

  const start = useCallback(() => {
    setOffered(null);
    setProblem(null);
    setRestored(false);
    setBaseEtag(data.etag);
    setDraft(draftFromProfile(data.profile));
  }, [data]);

  const resume = useCallback(() => {
    if (offered === null) return;
    setOffered(null);
    setProblem(null);
    setRestored(true);
    setBaseEtag(offered.baseEtag);
    setDraft(offered.draft);
  }, [offered]);

  const discardOffered = useCallback(() => {
    setOffered(null);
    void discardStored();
  }, [discardStored]);

  /** Annuleren: leave edit mode, the changes are discarded. */
  const cancel = useCallback(() => {
    leave();
    void discardStored();
  }, [leave, discardStored]);

  // The draft is on this device before the request leaves, whatever the answer will be.
  const saveMutation = useSavePage(api, user, profileId, { beforeSave: keepNow });
  const { mutateAsync: sendSave } = saveMutation;
  const saving = saveMutation.isPending;

  const save = useCallback(async () => {
    const current = latest.current;
    if (current.draft === null) return;
    // A field that cannot take what was typed (a date that does not exist) says so under itself;
    // saving then would quietly keep its last good value. A gathering without its day, time or
    // venue would be refused by the API: its editor marks the fields first, also those never
    // touched (rendered at once, so the first can take the focus).
    const unfinished = liveSections(current.draft.sections)
      .filter(
        (section) => section.type === "gathering" && gatheringDraftProblems(section).length > 0,
      )
      .map(identityOf);
    if (unfinished.length > 0) {
      flushSync(() => {
        setProblemsShownFor((shown) => new Set([...shown, ...unfinished]));
      });
    }
    const refused = document.querySelectorAll<HTMLElement>(
      '[data-page-editor] [aria-invalid="true"]',
    );
    if (refused.length > 0 || unfinished.length > 0) {
      refused[0]?.focus();
      showToast("error", memorialPageTexts.fixFieldsFirst(Math.max(refused.length, 1)));
      return;
    }
    persistPaused.current = true;
    try {
      await sendSave({ draft: toSaveDraft(current.draft, data.profile), etag: current.baseEtag });
      await discardStored();
      returnToTop.current = true;
      leave();
      showToast("success", memorialPageTexts.saved);
    } catch (error) {
      persistPaused.current = false;
      const kind = classifySaveError(error);
      console.warn(`Saving the page failed (${kind}):`, error);
      if (kind === "other") {
        setProblem(null);
        showToast("error", apiErrorMessage("saveProfile", error));
      } else {
        setProblem(kind);
        if (kind !== "conflict") showToast("error", apiErrorMessage("saveProfile", error));
      }
    }
  }, [sendSave, data.profile, discardStored, leave]);

  // Offline: once the browser is back online, the kept draft is saved once.
  useEffect(() => {
    if (problem !== "offline") return;
    const onOnline = () => {
      void save();
    };
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("online", onOnline);
    };
  }, [problem, save]);

  /** 412: load the newer version and put the user's draft on top of it (saved by Opslaan). */
  const reapplyOnLatest = useCallback(async () => {
    const fresh = await queryClient.query({
      ...memorialPageQuery(api, user, profileId),
      staleTime: 0,
    });
    setBaseEtag(fresh.etag);
    setDraft((current) => (current === null ? current : rebaseDraft(current)));
    setProblem(null);
    setRestored(true);
    showToast("info", memorialPageTexts.conflict.reapplied);
  }, [api, queryClient, user, profileId]);

  /** 412: throw the draft away and show the newer version. */
  const discardForLatest = useCallback(async () => {
    leave();
    await discardStored();
    await queryClient.invalidateQueries({ queryKey: memorialPageKeys.page(user, profileId) });
  }, [leave, discardStored, queryClient, user, profileId]);

  /** After a change that bumps the page's version by this user (public flag), follow it. */
  const followOwnChange = useCallback((before: string | undefined, after: string | undefined) => {
    setBaseEtag((current) => (current === before ? after : current));
  }, []);

  const update = useCallback((change: (draft: EditorDraft) => EditorDraft) => {
    setDraft((current) => (current === null ? current : change(current)));
  }, []);

  return {
    draft,
    update,
    editing,
    dirty,
    saving,
    problem,
    restored,
    problemsShownFor,
    offered,
    start,
    resume,
    discardOffered,
    cancel,
    save,
    reapplyOnLatest,
    discardForLatest,
    followOwnChange,
    keepNow,
  };
}
