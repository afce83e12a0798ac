import { createApiClient, type ApiClient } from "@memorial/api-client";
import {
  ReportDialog,
  reportPartsOf,
  reportTexts,
  type ReportableSection,
  type ReportDraft,
} from "@memorial/ui/condolences-report";
import { QueryClientProvider, useMutation } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { useState } from "react";
import { createQueryClient } from "../../core/query-client";
import { reportErrorMessage } from "../../texts/errors";
import { reportPagePart } from "./queries";

export interface PageReportDialogProps {
  api: ApiClient;
  profileId: string;
  /** The sections the reader sees, in order (their `index` in the sections read). */
  sections: readonly ReportableSection[];
  open: boolean;
  onClose: () => void;
}

/**
 * 'Iets op deze pagina melden' from the menu: the reader chooses the whole page or one of its
 * sections, a reason, and optionally explains and leaves an address. Loaded on demand, like the
 * dialog of a message's 'Melden'.
 */
export function PageReportDialog({
  api,
  profileId,
  sections,
  open,
  onClose,
}: PageReportDialogProps) {
  const report = useMutation({
    mutationKey: ["report-page", profileId],
    mutationFn: ({ part, draft }: { part: string | undefined; draft: ReportDraft }) =>
      reportPagePart(api, profileId, part, draft),
  });
  return (
    <ReportDialog
      subject={open ? reportTexts.subjects.page : undefined}
      parts={reportPartsOf(sections)}
      onClose={onClose}
      onSubmit={(draft) => report.mutateAsync({ part: draft.part, draft })}
      describeError={reportErrorMessage}
    />
  );
}

/** The sections of a server-rendered page as its markup names them (`MemorialView`'s marks). */
export function sectionsInDocument(root: ParentNode = document): ReportableSection[] {
  return [...root.querySelectorAll("[data-section-index]")].flatMap((element) => {
    const index = Number(element.getAttribute("data-section-index"));
    const type = element.getAttribute("data-section-type") ?? "";
    return Number.isInteger(index) && index >= 0 ? [{ index, type }] : [];
  });
}

export interface VisitorPageReportProps {
  /** Base URL of the product API (public paths, no session). */
  apiBaseUrl: string;
  profileId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The same dialog for an anonymous visitor of a server-rendered page (the menu island): its own
 * small query cache and a client without a session, and the sections the markup shows.
 */
export function VisitorPageReport({
  apiBaseUrl,
  profileId,
  open,
  onClose,
}: VisitorPageReportProps) {
  const [{ queryClient, api, sections }] = useState(() => ({
    queryClient: createQueryClient(),
    api: createApiClient({ baseUrl: apiBaseUrl, getTokens: () => null }),
    sections: sectionsInDocument(),
  }));
  return (
    <QueryClientProvider client={queryClient}>
      <PageReportDialog
        api={api}
        profileId={profileId}
        sections={sections}
        open={open}
        onClose={onClose}
      />
    </QueryClientProvider>
  );
}

/**
 * The same dialog in the app, for a signed-in reader who does not manage the page: the app's
 * API client, and the sections the page shows at the moment it is opened.
 */
export function AppPageReport({ profileId, onClose }: { profileId: string; onClose: () => void }) {
  const { api } = useRouteContext({ from: "__root__" });
  const [sections] = useState(() => sectionsInDocument());
  return (
    <PageReportDialog api={api} profileId={profileId} sections={sections} open onClose={onClose} />
  );
}
