import { exportPage, isAbortError } from "@memorial/api-client";
import { PageDownload, type PageDownloadState, exportTexts } from "@memorial/ui/export";
import { PrintIcon } from "@memorial/ui/icons";
import { Link, useRouteContext } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useDocumentTitle } from "../../core/use-document-title";
import { exportErrorMessage } from "../../texts/errors";
import { keepPageTexts as texts } from "../../texts/keep-page";
import { Box, Heading, LinkButton, Stack, Text } from "../../ui/layout";
import { PageSubScreen } from "../../ui/page-sub-screen";

export interface KeepPageScreenProps {
  profileId: string;
  /** The page's name, as its heading shows it. */
  pageName: string;
  isManager: boolean;
  isBlocked: boolean;
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box
      as="section"
      aria-label={title}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      px={{ base: "5", md: "6" }}
      py="5"
    >
      <Heading as="h2" fontFamily="heading" fontWeight="normal" fontSize="2xl" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Starts (or joins) the export and follows it; stops polling when the screen goes away. */
function useExport(profileId: string) {
  const { api } = useRouteContext({ from: "__root__" });
  const [state, setState] = useState<PageDownloadState>({ status: "idle" });
  const controller = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );
  const start = () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: "running", progress: 0 });
    exportPage(api, profileId, {
      signal: current.signal,
      onProgress: (job) => {
        if (job.status === "pending") setState({ status: "running", progress: job.progress });
      },
    }).then(
      (job) => {
        setState({
          status: "ready",
          url: job.assetURL ?? "",
          sizeBytes: job.sizeBytes,
          missingFiles: job.missingFiles,
        });
      },
      (error: unknown) => {
        if (isAbortError(error) || current.signal.aborted) return;
        setState({ status: "error", message: exportErrorMessage(error) });
      },
    );
  };
  return { state, start };
}

/** 'Pagina downloaden of afdrukken' (/{profileId}/bewaren): managers keep the whole page. */
export function KeepPageScreen({ profileId, pageName, isManager, isBlocked }: KeepPageScreenProps) {
  useDocumentTitle(texts.documentTitle(pageName));
  const download = useExport(profileId);
  return (
    <PageSubScreen
      profileId={profileId}
      pageName={pageName}
      isManager={isManager}
      notManagerText={texts.notManagerText}
    >
      {isBlocked ? <Text>{texts.blockedNote}</Text> : null}
      <Panel title={exportTexts.download.title}>
        <PageDownload state={download.state} onStart={download.start} />
      </Panel>
      <Panel title={exportTexts.print.title}>
        <Stack gap="4">
          <Text>{exportTexts.print.intro}</Text>
          {isBlocked ? <Text color="fg.muted">{texts.printBlocked}</Text> : null}
          <Box>
            <LinkButton asChild variant="outline" minHeight="11">
              <Link to="/$profileId/afdrukken" params={{ profileId }}>
                <PrintIcon boxSize="5" />
                {exportTexts.print.open}
              </Link>
            </LinkButton>
          </Box>
        </Stack>
      </Panel>
    </PageSubScreen>
  );
}
