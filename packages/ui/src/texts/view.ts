/**
 * Dutch texts of the read-only memorial page (the visitor's view). A module of its own, without
 * anything else: the photo strip's controller (`@memorial/ui/view-enhance`) runs in a
 * server-rendered page's few-kilobyte script and needs only these.
 */
export const viewTexts = {
  portraitAlt: (name: string) => `Portret van ${name}`,
  /** Above a section only invitees see (managers in view mode; the same words as the switch). */
  membersOnly: "Alleen voor genodigden",
  carousel: {
    label: "Foto's",
    previous: "Vorige foto",
    next: "Volgende foto",
    photoAlt: (index: number, count: number) => `Foto ${index} van ${count}`,
    position: (index: number, count: number) => `Foto ${index} van ${count}`,
    allPhotos: (count: number) => `Alle ${count} foto's bekijken`,
  },
  video: { label: "Video", loading: "De videospeler wordt geladen" },
  audio: { label: "Audio" },
} as const;
