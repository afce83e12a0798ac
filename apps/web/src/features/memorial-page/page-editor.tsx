/**
 * Edit mode of the memorial page. This module is loaded lazily when Bewerken is pressed, so the
 * editors (tiptap, the date picker) never reach a visitor.
 */
import type { ProfilePlan } from "@memorial/domain";
import { hasMediaSection, type SectionType } from "@memorial/domain";
import { PhotoCarousel } from "@memorial/ui/carousel";
import { ConfirmDialog } from "@memorial/ui/dialogs";
import {
  GatheringEditor,
  PageHeaderEditor,
  RestingPlaceEditor,
  TextSectionEditor,
} from "@memorial/ui/editors";
import { AudioSection, VideoSection } from "@memorial/ui/players";
import { showToast } from "@memorial/ui/provider";
import { AddSectionPanel, SectionFrame } from "@memorial/ui/sections";
import { SECTION_COLLAPSE_MS } from "@memorial/ui/timing";
import { useRouteContext } from "@tanstack/react-router";
import {
  createContext,
  memo,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import { memorialPageTexts } from "../../texts/memorial-page";
import { Box, Button, Flex } from "../../ui/layout";
import {
  alignedCaptions,
  emptySection,
  identityOf,
  liveSections,
  moveItem,
  moveSection,
  removeSection,
  updateSection,
  updateSectionByIdentity,
  type EditorDraft,
  type EditorSection,
} from "./editor-state";
import { mediaAssets } from "../../ui/media-assets";
import { useAfterFirstPaint } from "./use-after-first-paint";
import { useProgressiveCount } from "./use-progressive-count";
import { useUploads, type Uploads } from "./use-uploads";

/** Sections whose editors mount with edit mode: below the name and the dates, a phone's first screen. */
const FIRST_SECTIONS = 3;
/** Sections mounted per idle moment after those. */
const SECTION_BATCH = 2;

export interface PageEditorProps {
  profileId: string;
  plan: ProfilePlan;
  draft: EditorDraft;
  onChange: (change: (draft: EditorDraft) => EditorDraft) => void;
  /** Told whether an upload is running (saving waits for it). */
  onUploadingChange: (uploading: boolean) => void;
  /** Brons: 'Video' and 'Audio' open 'Overstappen naar Zilver' instead (no upload that must fail). */
  onUpgrade?: (() => void) | undefined;
  /**
   * The sections (by `identityOf`) that were unfinished when saving was tried: their editors
   * show every broken rule, also in fields never left.
   */
  problemsShownFor?: ReadonlySet<string>;
}

/** `PageEditorProps.problemsShownFor`, for the section editors without passing it through each frame. */
const NONE_SHOWN: ReadonlySet<string> = new Set();
const ProblemsShownFor = createContext(NONE_SHOWN);

function CancelUpload({ uploads, uploadKey }: { uploads: Uploads; uploadKey: string }) {
  if (!uploads.isUploading(uploadKey)) return null;
  return (
    <Flex justify="flex-end" mt="2">
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          uploads.cancel(uploadKey);
        }}
      >
        {memorialPageTexts.actions.cancelUpload}
      </Button>
    </Flex>
  );
}

function SectionEditor({
  section,
  uploads,
  onChange,
  onUploaded,
  justAdded,
}: {
  section: EditorSection;
  /** The user just added this section: a text section takes the focus. */
  justAdded: boolean;
  uploads: Uploads;
  onChange: (change: (section: EditorSection) => EditorSection) => void;
  /** Applies the result of an upload to the section as it is then (after moves: the copy). */
  onUploaded: (change: (section: EditorSection) => EditorSection) => void;
}) {
  const problemsShownFor = useContext(ProblemsShownFor);
  // Uploads are tied to the identity a section keeps through moves, not to this incarnation.
  const key = identityOf(section);
  switch (section.type) {
    case "text":
      return (
        <TextSectionEditor
          value={section.text}
          autoFocus={justAdded}
          onChange={(html) => {
            onChange((current) => (current.type === "text" ? { ...current, text: html } : current));
          }}
        />
      );
    case "photo_carousel":
      return (
        <>
          <PhotoCarousel
            photos={section.photos}
            captions={section.captions}
            onCaptionChange={(index, caption) => {
              onChange((current) => {
                if (current.type !== "photo_carousel") return current;
                const captions = alignedCaptions(current.captions, current.photos.length);
                captions[index] = caption;
                return { ...current, captions };
              });
            }}
            editMode
            uploading={uploads.isUploading(key)}
            onFilesRejected={showError}
            onAddPhotos={(files) => {
              void uploads.photos(key, files).then((urls) => {
                if (urls === undefined) return;
                onUploaded((current) =>
                  current.type === "photo_carousel"
                    ? { ...current, photos: [...current.photos, ...urls] }
                    : current,
                );
              });
            }}
            onRemovePhoto={(index) => {
              // The confirmation closes at once; the album follows as a transition.
              startTransition(() => {
                onChange((current) =>
                  current.type === "photo_carousel"
                    ? {
                        ...current,
                        photos: current.photos.filter((_, i) => i !== index),
                        captions: alignedCaptions(current.captions, current.photos.length).filter(
                          (_, i) => i !== index,
                        ),
                      }
                    : current,
                );
              });
            }}
            onMovePhoto={(from, to) => {
              onChange((current) =>
                current.type === "photo_carousel"
                  ? {
                      ...current,
                      photos: moveItem(current.photos, from, to),
                      captions: moveItem(
                        alignedCaptions(current.captions, current.photos.length),
                        from,
                        to,
                      ),
                    }
                  : current,
              );
            }}
          />
          <CancelUpload uploads={uploads} uploadKey={key} />
        </>
      );
    case "video":
      return (
        <>
          <VideoSection
            src={section.video ?? null}
            {...mediaAssets}
            editMode
            upload={uploads.stateOf(key)}
            onFileRejected={showError}
            onFileSelected={(file) => {
              void uploads.video(key, file).then((url) => {
                if (url === undefined) return;
                onUploaded((current) =>
                  current.type === "video" ? { ...current, video: url } : current,
                );
              });
            }}
          />
          <CancelUpload uploads={uploads} uploadKey={key} />
        </>
      );
    case "gathering":
      return (
        <GatheringEditor
          value={section}
          showAllProblems={problemsShownFor.has(key)}
          onChange={(change) => {
            onChange((current) =>
              current.type === "gathering" ? { ...current, ...change(current) } : current,
            );
          }}
        />
      );
    case "resting_place":
      return (
        <RestingPlaceEditor
          value={section}
          onChange={(change) => {
            onChange((current) => {
              if (current.type !== "resting_place") return current;
              // The map point comes only from the change (it may remove it).
              const { mapPoint: _point, ...base } = current;
              return { ...base, ...change(current) };
            });
          }}
        />
      );
    case "audio":
      return (
        <>
          <AudioSection
            src={section.src ?? null}
            editMode
            upload={uploads.stateOf(key)}
            onFileRejected={showError}
            onFileSelected={(file) => {
              void uploads.audio(key, file).then((url) => {
                if (url === undefined) return;
                onUploaded((current) =>
                  current.type === "audio" ? { ...current, src: url } : current,
                );
              });
            }}
          />
          <CancelUpload uploads={uploads} uploadKey={key} />
        </>
      );
  }
}

/**
 * A section's editor that is not rendered again once its section folds away: the original of a
 * moved section (inert, about to leave the draft) keeps what it showed, so a move renders the
 * copy and not the original's editor a second time (a gathering's editor is a large part of a
 * tap on a phone).
 */
const FoldingSectionEditor = memo(
  SectionEditor,
  (_before, after) => after.section.collapsed === true,
);

/**
 * One section in edit mode: its frame (visibility, moves, delete) around its editor. Memoised:
 * typing in one section of a long page re-renders that section only (the draft's other sections
 * keep their identity, and the callbacks given are stable).
 */
const EditedSection = memo(function EditedSection({
  section,
  isFirst,
  isLast,
  justAdded,
  uploads,
  onChange,
  onMove,
}: {
  section: EditorSection;
  isFirst: boolean;
  isLast: boolean;
  justAdded: boolean;
  uploads: Uploads;
  onChange: PageEditorProps["onChange"];
  onMove: (sectionID: string, direction: -1 | 1) => void;
}) {
  const { sectionID } = section;
  // A moved section's copy builds its editor after the tap has been answered.
  const showEditor = useAfterFirstPaint(section.uncollapse === true);
  return (
    <SectionFrame
      type={section.type}
      editMode
      isPublic={section.isPublic}
      collapsed={section.collapsed === true}
      uncollapse={section.uncollapse === true}
      isFirst={isFirst}
      isLast={isLast}
      onPublicChange={(isPublic) => {
        onChange((current) => updateSection(current, sectionID, (s) => ({ ...s, isPublic })));
      }}
      onMoveUp={() => {
        onMove(sectionID, -1);
      }}
      onMoveDown={() => {
        onMove(sectionID, 1);
      }}
      onDelete={() => {
        uploads.cancel(identityOf(section));
        onChange((current) => removeSection(current, sectionID));
      }}
    >
      {showEditor ? (
        <FoldingSectionEditor
          section={section}
          justAdded={justAdded}
          uploads={uploads}
          onChange={(change) => {
            onChange((current) => updateSection(current, sectionID, change));
          }}
          onUploaded={(change) => {
            onChange((current) => updateSectionByIdentity(current, identityOf(section), change));
          }}
        />
      ) : null}
    </SectionFrame>
  );
});

/** The name, dates and portrait, rendered again only when one of them changes. */
const HeaderEditor = memo(PageHeaderEditor);

function showError(message: string): void {
  showToast("error", message);
}

/** The page in edit mode: header editor, sections with their controls, the add-section panel. */
export default function PageEditor({
  profileId,
  plan,
  draft,
  onChange,
  onUploadingChange,
  onUpgrade,
  problemsShownFor = NONE_SHOWN,
}: PageEditorProps) {
  const { api } = useRouteContext({ from: "__root__" });
  const uploads = useUploads(api, profileId);
  const [askMedia, setAskMedia] = useState<SectionType | null>(null);
  // A page without a name opens with the focus in the name field (a new page starts there).
  const [focusName] = useState(() => draft.name.trim() === "");
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    onUploadingChange(uploads.anyUploading);
  }, [uploads.anyUploading, onUploadingChange]);

  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const timer of all) clearTimeout(timer);
    };
  }, []);

  const live = liveSections(draft.sections);
  const firstID = live[0]?.sectionID;
  const lastID = live.at(-1)?.sectionID;

  // A long page mounts its first sections' editors at once and the others while the browser is
  // idle; the draft always holds every section, so saving never depends on what is mounted.
  const mounted = useProgressiveCount(draft.sections.length, FIRST_SECTIONS, SECTION_BATCH);

  // The section added last: its text editor takes the focus (one tap less to start writing).
  const [addedID, setAddedID] = useState<string | null>(null);
  const add = (type: SectionType) => {
    const section = emptySection(type);
    mounted.showAll();
    setAddedID(section.sectionID);
    onChange((current) => ({ ...current, sections: [...current.sections, section] }));
  };

  const requestAdd = (type: SectionType) => {
    const media = type === "video" || type === "audio";
    if (media && plan === "trial" && !hasMediaSection(live)) {
      setAskMedia(type);
      return;
    }
    add(type);
  };

  const move = useCallback(
    (sectionID: string, direction: -1 | 1) => {
      // Both steps are transitions: React renders the sections they change in slices, so the
      // tap is answered by the next frame instead of after the whole page's new layout.
      startTransition(() => {
        onChange((current) => moveSection(current, sectionID, direction).draft);
      });
      // The original folds away, then leaves the draft (spec: a move inserts a copy).
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        startTransition(() => {
          onChange((current) => removeSection(current, sectionID));
        });
      }, SECTION_COLLAPSE_MS);
      timers.current.add(timer);
    },
    [onChange],
  );

  // The header's functions stay the same while typing in a section: it is not rendered again.
  const onNameChange = useCallback(
    (name: string) => {
      onChange((current) => ({ ...current, name }));
    },
    [onChange],
  );
  const onDateOfBirthChange = useCallback(
    (dateOfBirth: EditorDraft["dateOfBirth"]) => {
      onChange((current) => ({ ...current, dateOfBirth }));
    },
    [onChange],
  );
  const onDateOfDeathChange = useCallback(
    (dateOfDeath: EditorDraft["dateOfDeath"]) => {
      onChange((current) => ({ ...current, dateOfDeath }));
    },
    [onChange],
  );
  const onPictureSelected = useCallback(
    (file: File) => {
      void uploads.picture(file).then((url) => {
        if (url === undefined) return;
        onChange((current) => ({ ...current, profilePicture: url }));
      });
    },
    [uploads, onChange],
  );

  return (
    <Box data-page-editor="">
      <ProblemsShownFor.Provider value={problemsShownFor}>
        <HeaderEditor
          name={draft.name}
          dateOfBirth={draft.dateOfBirth}
          dateOfDeath={draft.dateOfDeath}
          profilePicture={draft.profilePicture}
          focusName={focusName}
          onNameChange={onNameChange}
          onDateOfBirthChange={onDateOfBirthChange}
          onDateOfDeathChange={onDateOfDeathChange}
          pictureUploading={uploads.isUploading("picture")}
          pictureProgress={uploads.progressOf("picture")}
          onPictureRejected={showError}
          onPictureSelected={onPictureSelected}
        />
        {draft.sections.slice(0, mounted.count).map((section) => (
          <EditedSection
            key={section.sectionID}
            section={section}
            isFirst={section.sectionID === firstID}
            isLast={section.sectionID === lastID}
            justAdded={section.sectionID === addedID}
            uploads={uploads}
            onChange={onChange}
            onMove={move}
          />
        ))}
        <AddSectionPanel
          onAdd={requestAdd}
          // One resting place per page: its button rests once the page has one.
          disabledTypes={
            liveSections(draft.sections).some((section) => section.type === "resting_place")
              ? ["resting_place"]
              : []
          }
          upgradeFor={
            plan === "bronze" && onUpgrade !== undefined
              ? { types: ["video", "audio"], onUpgrade }
              : undefined
          }
        />
        <ConfirmDialog
          open={askMedia !== null}
          title={memorialPageTexts.mediaTrial.title}
          question={memorialPageTexts.mediaTrial.question}
          confirmLabel={
            askMedia === "audio"
              ? memorialPageTexts.mediaTrial.addAudio
              : memorialPageTexts.mediaTrial.addVideo
          }
          cancelLabel={memorialPageTexts.mediaTrial.cancel}
          onCancel={() => {
            setAskMedia(null);
          }}
          onConfirm={() => {
            if (askMedia !== null) add(askMedia);
            setAskMedia(null);
          }}
        />
      </ProblemsShownFor.Provider>
    </Box>
  );
}
